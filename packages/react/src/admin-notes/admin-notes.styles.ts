import { pieceClasses } from '../ui/piece-classes.js';

/** The admin notes panel's class names (`hk-an-*`), for its views and this sheet: see pieceClasses. */
export const adminNotesClasses = pieceClasses('an', [
  'root',
  'title',
  'grid',
  'section',
  'subheading',
  'list',
  'note',
  'facts',
  'fact',
  'form',
  'fields',
  'days',
  'actions',
  'flags',
  'control',
]);
const c = adminNotesClasses;

/**
 * Styles of the admin notes panel (unlayered, so they win over the kit's): a tinted box like the
 * admin bar's, its sections as cards in a grid of columns at least 18rem wide (one column on
 * phones, where buttons get 44 px targets).
 */
export const adminNotesStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 1.5); padding: calc(var(--_space) * 1.5); border: 1px solid color-mix(in srgb, var(--_accent) 35%, var(--_border)); border-radius: var(--_radius); background: color-mix(in srgb, var(--_accent) 6%, var(--_surface)); min-inline-size: 0; }
.${c.title} { margin: 0; font-size: var(--_font-large); font-weight: 700; }
.${c.grid} { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: calc(var(--_space) * 1.5); align-items: start; }
.${c.section} { display: grid; gap: var(--_space); padding: calc(var(--_space) * 1.5); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); min-inline-size: 0; }
.${c.subheading} { margin: 0; font-size: 1em; font-weight: 600; }
.${c.list} { display: grid; gap: calc(var(--_space) / 2); margin: 0; padding: 0; list-style: none; }
.${c.note} { padding: calc(var(--_space) / 2) var(--_space); border-inline-start: 3px solid var(--_divider); white-space: pre-wrap; overflow-wrap: anywhere; }
.${c.facts} { display: grid; gap: 0.25em; margin: 0; font-size: var(--_font-small); }
.${c.fact} { display: flex; flex-wrap: wrap; gap: 0.35em; }
.${c.fact} dt { color: var(--_muted); }
.${c.fact} dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.${c.form} { display: grid; gap: var(--_space); }
.${c.fields} { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr)); gap: var(--_space) calc(var(--_space) * 1.5); align-items: start; }
.${c.days} { display: flex; flex-wrap: wrap; gap: calc(var(--_space) / 2) var(--_space); margin: 0; padding: 0; border: 0; }
.${c.days} legend { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.${c.flags} { display: grid; gap: var(--_space); }
.${c.control} { inline-size: 100%; box-sizing: border-box; }
textarea.${c.control} { min-block-size: 5em; resize: vertical; }
@media (max-width: 767.98px) {
  .${c.root}, .${c.section} { padding: var(--_space); }
  .${c.actions} > .hk-button { min-block-size: 44px; flex: 1 1 auto; }
}
`;
