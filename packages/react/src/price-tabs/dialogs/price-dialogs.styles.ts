import { pieceClasses } from '../../ui/piece-classes.js';

/** The price dialogs' class names (`hk-pd-*`), for its views and this sheet: see pieceClasses. */
export const priceDialogsClasses = pieceClasses('pd', [
  'text',
  'form',
  'muted',
  'highlight',
  'actions',
  'email',
  'levelMeta',
  'levelMore',
]);
const c = priceDialogsClasses;

/**
 * Styles of the price dialogs (unlayered, so they win over the kit's): text with a highlighted
 * line for the figure that matters, the service levels as radio cards with their price, and the
 * actions at the end. Tokens only; 44 px targets and one column below 768 px.
 */
export const priceDialogsStyles = `
.${c.text}, .${c.form} { display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; line-height: 1.5; }
.${c.text} p, .${c.form} > p { margin: 0; }
.${c.muted} { color: var(--_muted); }
.${c.highlight} {
  padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius);
  background: var(--_accent-soft); font-weight: 600;
}
.${c.actions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.${c.form} .hk-field { min-inline-size: 0; }
.${c.email} { inline-size: min(100%, 24em); box-sizing: border-box; }
.${c.levelMeta} { display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_space) / 2) var(--_space); }
.${c.levelMore} { color: var(--_muted); font-size: var(--_font-small); font-variant-numeric: tabular-nums; }
.${c.form} .hk-radio-cards-legend { font-weight: 400; color: var(--_muted); }
.${c.form} .hk-radio-cards-grid { grid-template-columns: 1fr; }
@media (max-width: 767.98px) {
  .${c.actions} .hk-button { min-block-size: 44px; flex: 1 1 auto; }
  .${c.email} { inline-size: 100%; }
}
`;
