import { pieceClasses } from '../../ui/piece-classes.js';

/** The exit-intent dialog's class names (`hk-exit-*`), for its views and this sheet: see pieceClasses. */
export const exitIntentClasses = pieceClasses('exit', ['text', 'muted', 'price', 'actions']);
const c = exitIntentClasses;

/**
 * Styles of the exit-intent dialog (unlayered, so they win over the kit's): two short lines, the
 * price one highlighted with tabular figures, and one button at the end. Tokens only; a 44 px
 * full-width button below 768 px.
 */
export const exitIntentStyles = `
.${c.text} { display: grid; gap: calc(var(--_space) * 1.5); line-height: 1.5; max-inline-size: 32em; }
.${c.text} p { margin: 0; }
.${c.muted} { color: var(--_muted); }
.${c.price} {
  padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius);
  background: var(--_accent-soft); font-weight: 600; font-variant-numeric: tabular-nums;
}
.${c.actions} { display: flex; flex: 1 1 auto; justify-content: flex-end; }
@media (max-width: 767.98px) {
  .${c.actions} .hk-button { min-block-size: 44px; flex: 1 1 auto; }
}
`;
