import { pieceClasses } from '../ui/piece-classes.js';

/** The quote flow's class names (`hk-flow-*`), for its views and this sheet: see pieceClasses. */
export const quoteFlowClasses = pieceClasses('flow', [
  'root',
  'main',
  'body',
  'ready',
  'summary',
  'frame',
  'steps',
  'progress',
  'stepList',
  'step',
  'stepNumber',
  'title',
  'errorSummary',
  'errorSummaryTitle',
  'errorSummaryList',
  'pieces',
  'piece',
  'nav',
  'link',
  'stepName',
  'loading',
  'continue',
  'fieldError',
  'subStep',
  'adminBar',
]);
const c = quoteFlowClasses;

/**
 * Styles of the quote flow (unlayered, so they win over the kit's): the steps in one column with
 * the job summary under them; once the flow itself is 992 px wide (the spec's mobile breakpoint,
 * §9, read as the flow's own width: a container query, so a narrow host column keeps one column)
 * the summary stands beside the steps and stays in view while the steps scroll. The price bar's own Continue is kept
 * out by the price step's sheet (steps/price-step.tsx): the flow's Continue, under every piece of the step, is the one.
 */
export const quoteFlowStyles = `
.${c.root} { display: grid; gap: calc(var(--_space) * 3); align-items: start; min-inline-size: 0; }
.${c.main}, .${c.body}, .${c.ready} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; align-content: start; }
.${c.summary} { min-inline-size: 0; }
.${c.frame} { container-type: inline-size; min-inline-size: 0; }
.${c.adminBar} { margin-block-end: calc(var(--_space) * 2); }
@container (min-width: 992px) {
  .${c.root} { grid-template-columns: minmax(0, 1fr) minmax(17em, 22em); }
  .${c.summary} { position: sticky; inset-block-start: calc(var(--_space) * 2); }
}
.${c.steps} { display: grid; gap: 0.5em; }
.${c.progress} { margin: 0; color: var(--_muted); font-size: var(--_font-small); font-weight: 600; }
.${c.stepList} { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 0; padding: 0; list-style: none; }
.${c.step} { display: flex; align-items: center; gap: 0.5em; color: var(--_muted); }
.${c.stepNumber} {
  display: inline-grid; place-items: center; inline-size: 1.75em; block-size: 1.75em; border-radius: 50%;
  border: 2px solid currentColor; font-size: var(--_font-small); font-weight: 700; font-variant-numeric: tabular-nums;
}
.${c.step}[data-state="current"] { color: var(--_text); font-weight: 600; }
.${c.step}[data-state="current"] .${c.stepNumber} { border-color: var(--_accent); background: var(--_accent); color: var(--_on-accent); }
.${c.step}[data-state="done"] .${c.stepNumber} { border-color: var(--_accent-strong); color: var(--_accent-strong); }
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.25; }
.${c.title}:focus { outline: none; }
.${c.title}:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.${c.errorSummary} {
  padding: calc(var(--_space) * 2); border: 4px solid var(--_danger); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text);
}
.${c.errorSummary}:focus { outline: 3px solid var(--_focus); outline-offset: 2px; }
.${c.errorSummaryTitle} { margin: 0 0 0.5em; font-size: var(--_font-large); }
.${c.errorSummaryList} { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.5em; }
.${c.errorSummaryList} a { color: var(--_danger); font-weight: 600; text-decoration: underline; text-underline-offset: 0.15em; }
.${c.errorSummaryList} a:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; border-radius: 2px; }
.${c.pieces} { display: grid; gap: calc(var(--_space) * 4); min-inline-size: 0; }
.${c.piece} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; scroll-margin-block-start: calc(var(--_space) * 2); }
.${c.piece}[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 1.5); }
.${c.nav} {
  display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center;
  padding-block-start: calc(var(--_space) * 2); border-block-start: 1px solid var(--_divider);
}
.${c.nav} > :last-child { margin-inline-start: auto; }
.${c.ready} .${c.nav} > :last-child { margin-inline-start: 0; }
.${c.ready} p { margin: 0; }
.${c.link} { text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
@media (max-width: 767.98px) {
  .${c.root} { gap: calc(var(--_space) * 2); }
  .${c.nav} > * { flex: 1 1 10em; }
  .${c.errorSummaryList} { gap: 0; }
  .${c.errorSummaryList} a { display: inline-flex; align-items: center; min-block-size: 44px; }
  .${c.pieces} { gap: calc(var(--_space) * 3); }
}
`;
