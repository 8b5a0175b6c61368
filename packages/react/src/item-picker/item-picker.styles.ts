import { pieceClasses } from '../ui/piece-classes.js';

/** The item picker's class names (`hk-ip-*`), for its views and this sheet: see pieceClasses. */
export const itemPickerClasses = pieceClasses('ip', [
  'picker',
  'pickerColumns',
  'pickerMain',
  'browse',
  'browseOpen',
  'pianoLead',
  'searchTrigger',
  'searchPlaceholder',
  'searchText',
  'label',
  'search',
  'control',
  'listbox',
  'option',
  'optionName',
  'item',
  'optionMeta',
  'itemSize',
  'status',
  'heading',
  'items',
  'itemList',
  'itemBlock',
  'itemName',
  'remeasure',
  'addLinks',
  'rowError',
  'rowNote',
  'total',
  'remove',
]);
const c = itemPickerClasses;

/**
 * Styles of the item picker (unlayered, so they win over the kit's). Every colour and size
 * comes from the tokens; phones get 44 px targets, a narrower stepper and names that wrap by
 * word, never letter by letter. Rows out of view skip layout and paint (`content-visibility`), a
 * block of ten at a time, so a keystroke or a "+" paints what is on screen, not 200 rows. From
 * 992 px (`data-layout` wide), when the picker itself is at least 44em wide, the popular items
 * stand beside the search and the list; otherwise everything is one column (`single` where no
 * catalogue stands beside the search: a piano, a car, hourly van hire).
 */
export const itemPickerStyles = `
.${c.picker} { display: grid; gap: var(--_space); min-inline-size: 0; container-type: inline-size; }
.${c.pickerColumns} { display: grid; gap: calc(var(--_space) * 3); min-inline-size: 0; }
.${c.pickerMain} { display: grid; gap: var(--_space); align-content: start; min-inline-size: 0; }
@container (min-width: 44em) {
  .${c.pickerColumns}[data-layout='wide'] { grid-template-columns: minmax(0, 3fr) minmax(15em, 2fr); align-items: start; }
}
.${c.browse} { display: grid; gap: var(--_space); align-content: start; min-inline-size: 0; }
.${c.browseOpen}, .${c.pianoLead} { justify-self: start; }
.${c.searchTrigger} { display: flex; align-items: center; text-align: start; cursor: pointer; }
.${c.searchTrigger}:disabled { cursor: not-allowed; }
.${c.searchPlaceholder} { color: var(--_muted); }
.${c.searchText} { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.${c.label} { font-weight: 600; }
.${c.search} { position: relative; display: flex; align-items: center; }
.${c.search} > .hk-icon { position: absolute; inset-inline-start: 0.75em; color: var(--_muted); pointer-events: none; }
.${c.control} { inline-size: 100%; min-block-size: 2.75em; padding-inline-start: 2.5em; }
.${c.control}::placeholder { color: var(--_muted); opacity: 1; }
.${c.listbox} {
  position: absolute; inset-inline: 0; inset-block-start: calc(100% + 4px); z-index: 1;
  margin: 0; padding: 0.25em 0; list-style: none; max-block-size: 18em; overflow: auto; overscroll-behavior: contain;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); box-shadow: var(--_shadow);
}
.${c.listbox}[hidden] { display: none; }
.${c.option} { display: flex; align-items: center; gap: 0.75em; min-block-size: 2.75em; padding: 0.375em 0.75em; cursor: pointer; }
.${c.optionName} { flex: 1; }
.${c.option}[aria-selected='true'] { background: var(--_accent-soft); box-shadow: inset 3px 0 0 var(--_accent); }
.${c.option} .hk-icon, .${c.item} > .hk-icon { color: var(--_accent-strong); }
.${c.optionMeta}, .${c.itemSize}, .${c.status} { color: var(--_muted); font-size: var(--_font-small); }
.${c.status} { min-block-size: 1.45em; margin: 0; }
.${c.heading} { font-size: var(--_font-large); line-height: 1.3; margin: var(--_space) 0 0; }
.${c.items} { display: grid; gap: var(--_space); }
.${c.itemList} { margin: 0; padding: 0; }
/* Out of view, a block of rows (up to ten) skips its layout and paint as one box; never shown
   yet, it is estimated at 3.75em a row. */
.${c.itemBlock} { content-visibility: auto; contain-intrinsic-block-size: auto calc(var(--_rows, 10) * 3.75em); }
.${c.item} {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto auto; align-items: center;
  gap: 0.25em 0.75em; padding: 0.5em 0; border-block-end: 1px solid var(--_divider);
}
.${c.itemName} { display: grid; min-inline-size: 0; overflow-wrap: break-word; hyphens: auto; }
.${c.remeasure} { justify-self: start; margin-block-start: 0.25em; }
.${c.addLinks} { display: flex; flex-wrap: wrap; gap: 0 var(--_space); margin-block-start: calc(var(--_space) * -0.5); }
.${c.rowError}, .${c.rowNote} { grid-column: 2 / -1; font-size: var(--_font-small); }
.${c.rowNote} { margin: 0; color: var(--_muted); }
.${c.total} {
  display: flex; align-items: center; gap: 0.75em; margin: 0; padding: 0.75em 1em;
  background: var(--_accent-soft); border-radius: var(--_radius);
}
.${c.total} .hk-icon { inline-size: 2em; block-size: 2em; color: var(--_accent-strong); }
@media (max-width: 767.98px) {
  .${c.control} { min-block-size: 44px; }
  .${c.option} { min-block-size: 44px; }
  .${c.item} { grid-template-columns: auto minmax(0, 1fr) auto; }
  .${c.item} > .hk-stepper { grid-column: 2 / 3; justify-self: start; }
  .${c.item} > .${c.remove} { grid-row: 1; grid-column: 3; }
}
`;
