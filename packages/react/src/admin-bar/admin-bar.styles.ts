import { pieceClasses } from '../ui/piece-classes.js';

/** The admin bar's class names (`hk-ab-*`), for its views and this sheet: see pieceClasses. */
export const adminBarClasses = pieceClasses('ab', [
  'root',
  'row',
  'title',
  'facts',
  'fact',
  'total',
  'toggles',
  'toggle',
  'panel',
  'figures',
  'figure',
  'form',
  'fields',
  'actions',
  'override',
  'subheading',
]);
const c = adminBarClasses;

/**
 * Styles of the admin bar (unlayered, so they win over the kit's): one compact row (the word
 * Admin, the job's state and ids, the total, the disclosure buttons) on a tinted strip above the
 * flow; each disclosure opens under the row as a card. On phones the row wraps into a column and
 * buttons get 44 px targets.
 */
export const adminBarStyles = `
.${c.root} { display: grid; gap: var(--_space); padding: calc(var(--_space) * 1) calc(var(--_space) * 1.5); border: 1px solid color-mix(in srgb, var(--_accent) 35%, var(--_border)); border-radius: var(--_radius); background: color-mix(in srgb, var(--_accent) 6%, var(--_surface)); min-inline-size: 0; }
.${c.row} { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space) calc(var(--_space) * 2); }
.${c.title} { margin: 0; font-size: 1em; font-weight: 700; letter-spacing: 0.02em; }
.${c.facts} { display: flex; flex-wrap: wrap; gap: 0.25em calc(var(--_space) * 1.5); margin: 0; font-size: var(--_font-small); }
.${c.fact} { display: flex; gap: 0.35em; align-items: baseline; }
.${c.fact} dt { color: var(--_muted); }
.${c.fact} dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.${c.total} dd { font-size: var(--_font-large); }
.${c.toggles} { display: flex; flex-wrap: wrap; gap: calc(var(--_space) / 2); margin-inline-start: auto; }
.${c.toggle}::after { content: ''; display: inline-block; inline-size: 0.45em; block-size: 0.45em; margin-inline-start: 0.5em; border: solid currentColor; border-width: 0 2px 2px 0; transform: translateY(-0.15em) rotate(45deg); transition: transform var(--_motion, 150ms); }
.${c.toggle}[aria-expanded='true']::after { transform: translateY(0.1em) rotate(-135deg); }
.${c.panel} { display: grid; gap: calc(var(--_space) * 1.5); padding: calc(var(--_space) * 1.5); border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); min-inline-size: 0; }
.${c.panel}[hidden] { display: none; }
.${c.subheading} { margin: 0; font-size: 1em; font-weight: 600; }
.${c.figures} { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr)); gap: var(--_space); margin: 0; }
.${c.figure} { display: grid; gap: 0.15em; padding: calc(var(--_space) / 2) var(--_space); border-inline-start: 3px solid var(--_divider); }
.${c.figure} dt { color: var(--_muted); font-size: var(--_font-small); }
.${c.figure} dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
.${c.form} { display: grid; gap: var(--_space); }
.${c.fields} { display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); gap: var(--_space) calc(var(--_space) * 2); align-items: start; }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
.${c.override} { margin: 0; font-weight: 600; }
@media (prefers-reduced-motion: reduce) { .${c.toggle}::after { transition: none; } }
@media (max-width: 767.98px) {
  .${c.root} { padding: var(--_space); }
  .${c.row} { flex-direction: column; align-items: stretch; }
  .${c.toggles} { margin-inline-start: 0; }
  .${c.toggles} .hk-button, .${c.actions} .hk-button { min-block-size: 44px; flex: 1 1 auto; }
  .${c.panel} { padding: var(--_space); }
}
`;
