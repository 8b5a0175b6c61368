import { AUTOCOMPLETE_DROPDOWN_WIDTH_PX } from '@haulkit/core';
import { pieceClasses } from '../ui/piece-classes.js';

/** The address picker's class names (`hk-ap-*`), for its views and this sheet: see pieceClasses. */
export const addressPickerClasses = pieceClasses('ap', [
  'addresses',
  'field',
  'label',
  'box',
  'control',
  'listbox',
  'option',
  'optionMain',
  'optionSecondary',
  'status',
  'locate',
  'route',
  'routeText',
]);
const c = addressPickerClasses;

/**
 * Styles of the address picker (unlayered, so they win over the kit's). Every colour and size
 * comes from the tokens. The two fields sit side by side from 768 px and stack below, as the
 * element's skeleton does; suggestions drop under their box, as wide as the box on phones and
 * 600 px from 768 px (the delivery field's from its end, so they stay on the screen, and never
 * wider than the screen); phones get 44 px targets.
 */
export const addressPickerStyles = `
.${c.addresses} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.field} { display: grid; gap: var(--_space); align-content: start; min-inline-size: 0; }
.${c.label} { font-weight: 600; }
.${c.box} { position: relative; display: flex; align-items: center; }
.${c.box} > .hk-icon { position: absolute; inset-inline-start: 0.75em; color: var(--_muted); pointer-events: none; }
.${c.control} { inline-size: 100%; min-block-size: 2.75em; padding-inline-start: 2.5em; }
.${c.control}::placeholder { color: var(--_muted); opacity: 1; }
.${c.listbox} {
  position: absolute; inset-inline: 0; inset-block-start: calc(100% + 4px); z-index: 2;
  margin: 0; padding: 0.25em 0; list-style: none; max-block-size: 18em; overflow: auto; overscroll-behavior: contain;
  background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); box-shadow: var(--_shadow);
}
.${c.listbox}[hidden] { display: none; }
.${c.option} {
  display: grid; align-content: center; gap: 0.125em; min-block-size: 2.75em; padding: 0.375em 0.75em;
  cursor: pointer; overflow-wrap: anywhere;
}
.${c.option}[aria-selected='true'] { background: var(--_accent-soft); box-shadow: inset 3px 0 0 var(--_accent); }
.${c.optionMain} { font-weight: 700; }
.${c.optionSecondary}, .${c.status} { color: var(--_muted); font-size: var(--_font-small); }
.${c.status} { min-block-size: 1.45em; margin: 0; }
.${c.locate} { justify-self: start; min-block-size: 2.75em; }
.${c.locate} .hk-icon { inline-size: 1.25em; block-size: 1.25em; }
.${c.route} {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 0.75em; margin: 0; padding: 0.75em 1em;
  background: var(--_accent-soft); border-radius: var(--_radius); font-variant-numeric: tabular-nums;
}
.${c.route} > .hk-icon { inline-size: 1.5em; block-size: 1.5em; color: var(--_accent-strong); }
.${c.routeText} { flex: 1 1 12em; }
.${c.route}[data-state='loading'] .${c.routeText} { color: var(--_muted); }
.${c.route}[data-state='error'] { background: var(--_danger-soft); }
@media (min-width: 768px) {
  .${c.addresses} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .${c.route} { grid-column: 1 / -1; }
  .${c.listbox} { inset-inline: 0 auto; inline-size: min(${AUTOCOMPLETE_DROPDOWN_WIDTH_PX}px, 100vw - 2em); }
  .${c.field}[data-side='delivery'] .${c.listbox} { inset-inline: auto 0; }
}
@media (max-width: 767.98px) {
  .${c.control}, .${c.option}, .${c.locate} { min-block-size: 44px; }
}
`;
