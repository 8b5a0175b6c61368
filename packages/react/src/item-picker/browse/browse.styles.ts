import { pieceClasses } from '../../ui/piece-classes.js';
import { itemPickerClasses } from '../item-picker.styles.js';

/** The item picker's browsing class names (`hk-browse-*`: popular items, categories, the phone's search), for its views and this sheet: see pieceClasses. */
export const browseClasses = pieceClasses('browse', [
  'groups',
  'items',
  'group',
  'groupHeading',
  'toggle',
  'categoryChoice',
  'count',
  'add',
  'name',
  'focus',
  'failed',
  'failedTitle',
  'added',
  'back',
  'categorySheet',
  'searchSheet',
]);
const c = browseClasses;

/**
 * Styles of the item picker's browsing parts, adopted by their lazily loaded modules (unlayered,
 * so they win over the kit's): the "Popular items" panel with its disclosure groups, the item
 * buttons, the full-screen search and the category dialog. Tokens only; 44 px targets on phones;
 * the search and category dialogs fill the screen below 992 px (the kit's dialog does so below
 * 768 px). What shows before they load (the mobile search box, "Browse by category", the panel's
 * frame) is in the picker's own styles.
 */
export const browseStyles = `
.${c.groups}, .${c.items} { margin: 0; padding: 0; list-style: none; }
.${c.group} { border-block-end: 1px solid var(--_divider); }
.${c.groupHeading} { margin: 0; font-size: 1em; }
.${c.toggle} {
  display: flex; align-items: center; gap: 0.75em; box-sizing: border-box; inline-size: 100%; min-block-size: 2.75em;
  margin: 0; padding: 0.5em 0.25em; border: 0; border-radius: var(--_radius); background: none; color: inherit;
  font: inherit; font-weight: 600; text-align: start; cursor: pointer;
}
.${c.toggle}::after {
  content: ''; flex: none; inline-size: 0.45em; block-size: 0.45em; margin-inline: 0.25em;
  border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg);
  transition: transform var(--_motion);
}
.${c.toggle}[aria-expanded='true']::after { transform: rotate(-135deg); }
.${c.categoryChoice}::after { transform: rotate(-45deg); }
.${c.count} { margin-inline-start: auto; color: var(--_muted); font-size: var(--_font-small); font-weight: 400; }
.${c.items} { padding-block-end: var(--_space); }
.${c.items}[hidden] { display: none; }
.${c.add} {
  display: flex; align-items: center; gap: 0.75em; box-sizing: border-box; inline-size: 100%; min-block-size: 2.75em;
  margin: 0; padding: 0.375em 0.5em; border: 0; border-radius: var(--_radius); background: none; color: inherit;
  font: inherit; text-align: start; cursor: pointer;
}
.${c.add}:enabled:hover, .${c.toggle}:hover { background: var(--_accent-soft); }
.${c.add} > .hk-icon { flex: none; color: var(--_accent-strong); }
.${c.add}:disabled { color: var(--_muted); cursor: not-allowed; }
.${c.add}:disabled > .hk-icon { color: inherit; }
.${c.name} { flex: 1; min-inline-size: 0; overflow-wrap: break-word; }
.${c.toggle}:focus-visible, .${c.add}:focus-visible, .${c.focus}:focus-visible {
  outline: 2px solid var(--_focus); outline-offset: 2px;
}
.${c.failed} {
  display: grid; justify-items: start; gap: var(--_space); padding: calc(var(--_space) * 2);
  border: 1px dashed var(--_border); border-radius: var(--_radius);
}
.${c.failed} > p { margin: 0; }
.${c.failedTitle} { font-weight: 700; }
.${c.added} { margin: var(--_space) 0 0; color: var(--_success); font-weight: 600; }
.${c.focus} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.back} { justify-self: start; padding-inline: 0.25em; }
.${c.categorySheet}, .${c.searchSheet} { display: grid; gap: var(--_space); align-content: start; }
.${c.searchSheet} > .${itemPickerClasses.label} {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
/* The full-screen search: the box on one row (its icon over it), the results as a list below. */
.${c.searchSheet} .${itemPickerClasses.search} { display: grid; grid-template-columns: minmax(0, 1fr); align-items: center; }
.${c.searchSheet} .${itemPickerClasses.search} > .hk-icon { position: relative; z-index: 1; grid-area: 1 / 1; justify-self: start; }
.${c.searchSheet} .${itemPickerClasses.search} > .${itemPickerClasses.control} { grid-area: 1 / 1; }
.${c.searchSheet} .${itemPickerClasses.listbox} { grid-area: 2 / 1; position: static; max-block-size: none; border: 0; box-shadow: none; padding: 0; }
@media (prefers-reduced-motion: reduce) { .${c.toggle}::after { transition: none; } }
@media (max-width: 991.98px) {
  .hk-dialog:has(.${c.searchSheet}), .hk-dialog:has(.${c.categorySheet}) {
    inset: 0; inline-size: 100%; max-inline-size: none; block-size: 100dvh; max-block-size: none;
    margin: 0; border-radius: 0;
  }
}
@media (max-width: 767.98px) {
  .${c.toggle}, .${c.add} { min-block-size: 44px; }
}
`;
