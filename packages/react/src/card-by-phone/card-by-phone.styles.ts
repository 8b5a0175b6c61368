import { pieceClasses } from '../ui/piece-classes.js';

/** Card by phone's class names (`hk-cbp-*`), for its views and this sheet: see pieceClasses. */
export const cardByPhoneClasses = pieceClasses('cbp', [
  'root',
  'head',
  'title',
  'subtitle',
  'facts',
  'ids',
  'call',
  'start',
  'progress',
  'done',
  'tiles',
  'hint',
  'notice',
  'reason',
  'tile',
  'tileHead',
  'tileName',
  'value',
  'fieldError',
  'request',
  'actions',
  'error',
]);
const c = cardByPhoneClasses;

/**
 * Styles of the card-by-phone panel (unlayered, so they win over the kit's). Built for a
 * softphone's side panel first (~360 px): one column of tiles, growing to two or four columns
 * as the panel widens. Masked values in tabular figures; 44 px targets below 768 px.
 */
export const cardByPhoneStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.head} {
  display: grid; gap: var(--_space); padding-block-end: calc(var(--_space) * 1.5);
  border-block-end: 1px solid var(--_divider);
}
.${c.title} { display: flex; align-items: center; gap: var(--_space); margin: 0; font-size: var(--_font-large); }
.${c.title} > .hk-icon, .${c.subtitle} > .hk-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; color: var(--_accent-strong); }
.${c.facts}, .${c.ids} { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 4); margin: 0; }
.${c.facts} dt, .${c.ids} dt { color: var(--_muted); font-size: var(--_font-small); }
.${c.facts} dd, .${c.ids} dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.${c.call} { font-weight: 400; }
.${c.start}, .${c.progress}, .${c.done} { display: grid; gap: calc(var(--_space) * 1.5); justify-items: start; }
.${c.start} > *, .${c.progress} > *, .${c.done} > * { max-inline-size: 100%; }
.${c.progress} > .${c.tiles}, .${c.done} > .hk-alert, .${c.start} > .hk-alert, .${c.progress} > .hk-alert { justify-self: stretch; }
.${c.hint}, .${c.notice}, .${c.reason} { margin: 0; }
.${c.hint}, .${c.reason} { color: var(--_muted); }
.${c.subtitle} { display: flex; align-items: center; gap: var(--_space); margin: 0; font-size: 1.0625em; }
.${c.subtitle}:focus { outline: none; }
.${c.subtitle}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; border-radius: 2px; }
.${c.tiles} {
  display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr)); gap: calc(var(--_space) * 1.5);
  margin: 0; padding: 0; list-style: none;
}
.${c.tile} {
  display: grid; gap: var(--_space); align-content: start; min-inline-size: 0;
  padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2); background: var(--_surface);
  border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.tile}[data-status='capture-in-progress'] { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); }
.${c.tile}[data-status='successfully-captured'] { border-color: color-mix(in srgb, var(--_success) 60%, var(--_surface)); }
.${c.tile}[data-status='capture-failed'] { border-color: var(--_danger); }
.${c.tileHead} { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: calc(var(--_space) / 2) var(--_space); }
.${c.tileName} { margin: 0; font-size: 1em; font-weight: 600; }
.${c.value} {
  margin: 0; font-size: var(--_font-large); font-weight: 600; letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
}
.${c.value}[data-empty] { font-size: 1em; font-weight: 400; letter-spacing: normal; color: var(--_muted); }
.${c.fieldError} { display: flex; gap: calc(var(--_space) / 2); align-items: flex-start; margin: 0; color: var(--_danger); font-size: var(--_font-small); }
.${c.fieldError} > .hk-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; }
.${c.request} { justify-self: start; }
/* Complete payment stays focusable while it cannot act (its reason is read with it), and looks disabled. */
.${c.actions} .hk-button[aria-disabled='true']:not([aria-busy]) {
  color: var(--_muted); background: var(--_disabled); border-color: var(--_divider); cursor: not-allowed;
}
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 1.5); }
.${c.error} { display: grid; }
@media (max-width: 767.98px) {
  .${c.root} .hk-button { min-block-size: 44px; }
  .${c.request} { justify-self: stretch; }
  .${c.actions} { display: grid; justify-self: stretch; }
}
`;
