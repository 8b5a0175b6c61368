import { pieceClasses } from '../ui/piece-classes.js';

/** The van selector's class names (`hk-van-*`), for its views and this sheet: see pieceClasses. */
export const vanSelectorClasses = pieceClasses('van', [
  'selector',
  'hint',
  'icon',
  'body',
  'window',
  'wheel',
  'info',
  'description',
  'figures',
  'badge',
  'hintAlert',
]);
const c = vanSelectorClasses;

/**
 * Styles of the van selector (unlayered, so they win over the kit's). The side views share one
 * grid, drawn at one width, so a bigger van looks bigger; the body takes a tint of the accent, the
 * wheels the text colour. The layout follows the selector's own width (a container query): from
 * 42em the three cards stand side by side with the van on top; narrower (phones, a sidebar) they
 * stack, each with its van beside the name.
 */
export const vanSelectorStyles = `
.${c.selector} { display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; container-type: inline-size; }
.${c.hint} { margin: 0; }
.${c.selector} .hk-radio-cards-grid { grid-template-columns: minmax(0, 1fr); }
.${c.selector} .hk-radio-card {
  display: grid; grid-template-columns: 4.5em minmax(0, 1fr); align-content: start; column-gap: calc(var(--_space) * 1.5); row-gap: 0.375em;
}
.${c.selector} .hk-radio-card > .${c.icon} { grid-row: 1; grid-column: 1; align-self: center; }
.${c.selector} .hk-radio-card > .hk-radio-card-title { grid-row: 1; grid-column: 2; align-self: center; }
.${c.selector} .hk-radio-card > span { grid-column: 1 / -1; }
.${c.icon} { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 64 / 26; color: var(--_accent-strong); }
.${c.body} { fill: color-mix(in srgb, var(--_accent) 22%, var(--_surface)); stroke: currentColor; stroke-width: 1.25; stroke-linejoin: round; }
.${c.window} { fill: var(--_surface); stroke: currentColor; stroke-width: 1; stroke-linejoin: round; }
.${c.wheel} { fill: var(--_text); stroke: var(--_surface); stroke-width: 1.25; }
.${c.info} { display: block; color: var(--_text); }
.${c.description} { display: block; }
.${c.figures} { display: grid; gap: 0.125em; font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.badge} { display: block; margin-block-start: 0.5em; }
@container (min-width: 42em) {
  .${c.selector} .hk-radio-cards-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  .${c.selector} .hk-radio-card { display: flex; }
  .${c.selector} .hk-radio-card > .${c.icon} { align-self: start; max-inline-size: 9em; margin-block: 0 0.25em; }
  .${c.selector} .hk-radio-card > .hk-radio-card-title { align-self: auto; }
}
`;
