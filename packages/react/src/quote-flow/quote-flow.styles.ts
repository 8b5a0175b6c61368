/**
 * Styles of the quote flow (unlayered, so they win over the kit's): the steps in one column with
 * the job summary under them; once the flow itself is 992 px wide (the spec's mobile breakpoint,
 * §9, read as the flow's own width: a container query, so a narrow host column keeps one column)
 * the summary stands beside the steps and stays in view while the steps scroll. The price bar's own Continue is kept
 * out: the flow's Continue, under every piece of the step, is the one (see QuoteFlow).
 */
export const quoteFlowStyles = `
.quote-flow { display: grid; gap: calc(var(--_space) * 3); align-items: start; min-inline-size: 0; }
.flow-main, .flow-body, .flow-ready { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; align-content: start; }
.flow-summary { min-inline-size: 0; }
.quote-flow-frame { container-type: inline-size; min-inline-size: 0; }
@container (min-width: 992px) {
  .quote-flow { grid-template-columns: minmax(0, 1fr) minmax(17em, 22em); }
  .flow-summary { position: sticky; inset-block-start: calc(var(--_space) * 2); }
}
.flow-steps { display: grid; gap: 0.5em; }
.flow-progress { margin: 0; color: var(--_muted); font-size: var(--_font-small); font-weight: 600; }
.flow-step-list { display: flex; flex-wrap: wrap; gap: 0.5em 1.5em; margin: 0; padding: 0; list-style: none; }
.flow-step { display: flex; align-items: center; gap: 0.5em; color: var(--_muted); }
.flow-step-number {
  display: inline-grid; place-items: center; inline-size: 1.75em; block-size: 1.75em; border-radius: 50%;
  border: 2px solid currentColor; font-size: var(--_font-small); font-weight: 700; font-variant-numeric: tabular-nums;
}
.flow-step[data-state="current"] { color: var(--_text); font-weight: 600; }
.flow-step[data-state="current"] .flow-step-number { border-color: var(--_accent); background: var(--_accent); color: var(--_on-accent); }
.flow-step[data-state="done"] .flow-step-number { border-color: var(--_accent-strong); color: var(--_accent-strong); }
.flow-title { margin: 0; font-size: var(--_font-large); line-height: 1.25; }
.flow-title:focus { outline: none; }
.flow-title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.error-summary {
  padding: calc(var(--_space) * 2); border: 4px solid var(--_danger); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text);
}
.error-summary:focus { outline: 3px solid var(--_focus); outline-offset: 2px; }
.error-summary-title { margin: 0 0 0.5em; font-size: var(--_font-large); }
.error-summary-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.5em; }
.error-summary-list a { color: var(--_danger); font-weight: 600; text-decoration: underline; text-underline-offset: 0.15em; }
.error-summary-list a:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; border-radius: 2px; }
.flow-pieces { display: grid; gap: calc(var(--_space) * 4); min-inline-size: 0; }
.flow-piece { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; scroll-margin-block-start: calc(var(--_space) * 2); }
.flow-piece[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 1.5); }
.flow-nav {
  display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center;
  padding-block-start: calc(var(--_space) * 2); border-block-start: 1px solid var(--_divider);
}
.flow-nav > :last-child { margin-inline-start: auto; }
.flow-ready .flow-nav > :last-child { margin-inline-start: 0; }
.flow-ready p { margin: 0; }
.flow-link { text-decoration: none; display: inline-flex; align-items: center; justify-content: center; }
.quote-flow .price-actions-continue { display: none; }
@media (max-width: 767.98px) {
  .quote-flow { gap: calc(var(--_space) * 2); }
  .flow-nav > * { flex: 1 1 10em; }
  .error-summary-list { gap: 0; }
  .error-summary-list a { display: inline-flex; align-items: center; min-block-size: 44px; }
  .flow-pieces { gap: calc(var(--_space) * 3); }
}
`;
