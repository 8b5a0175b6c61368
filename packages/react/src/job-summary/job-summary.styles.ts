/**
 * Styles of the job summary (unlayered, so they win over the kit's): a compact card that fits a
 * 320–360 px sidebar and a phone's full width alike. Each section is a row of its heading and
 * its "Change", with what was chosen under them; amounts line up at the end. Tokens only; 44 px
 * targets below 768 px (the kit's buttons grow there).
 */
export const jobSummaryStyles = `
.job-summary {
  display: grid; gap: var(--_space); min-inline-size: 0; box-sizing: border-box;
  padding: calc(var(--_space) * 2); border: 1px solid var(--_divider); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text); overflow-wrap: anywhere;
}
.title { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.sections { display: grid; margin: 0; }
.section {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'heading action' 'value value';
  align-items: center; column-gap: var(--_space); padding-block: var(--_space);
  border-block-start: 1px solid var(--_divider);
}
.heading { grid-area: heading; display: flex; align-items: center; gap: var(--_space); margin: 0; font-weight: 600; }
.heading > .hk-icon { flex: none; inline-size: 1.25em; block-size: 1.25em; color: var(--_accent-strong); }
.value { grid-area: value; display: grid; gap: 0.125em; margin: 0; padding-inline-start: calc(1.25em + var(--_space)); }
.action { grid-area: action; margin: 0; }
/* The word lines up with the amounts at the end; the padding stays as the target's room. */
.action > .hk-button { min-block-size: 2em; margin-inline-end: calc(var(--_space) * -1); padding-inline: var(--_space); }
.line { display: block; }
.muted, .section[data-empty] .value { color: var(--_muted); }
.line.labelled { display: grid; grid-template-columns: 3em minmax(0, 1fr); column-gap: 0.5em; align-items: baseline; }
.labelled > .label { color: var(--_muted); font-size: var(--_font-small); }
.line.money { display: flex; justify-content: space-between; align-items: baseline; gap: var(--_space); }
.line.loading { display: flex; align-items: center; gap: 0.25em; color: var(--_muted); }
.line.loading > .info { flex: none; inline-size: 2em; block-size: 2em; min-block-size: 2em; min-inline-size: 2em; color: var(--_accent-strong); }
.line.loading .hk-icon { inline-size: 1.25em; block-size: 1.25em; }
.total { display: grid; gap: 0.25em; padding-block-start: var(--_space); border-block-start: 2px solid var(--_border); }
.total p { margin: 0; }
.total[data-updating] .total-row { opacity: 0.6; }
.total-row { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: var(--_space); }
.total-label { font-weight: 600; }
.amounts { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--_space); }
.was { color: var(--_muted); }
.discount {
  justify-self: end; padding: 0.125em 0.5em; border-radius: var(--_radius);
  color: var(--_success); background: var(--_success-soft); font-size: var(--_font-small); font-weight: 600;
}
.note { font-size: var(--_font-small); }
.visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
.alert-actions { display: flex; flex-wrap: wrap; gap: var(--_space); }
.loading-info p { margin: 0 0 var(--_space); }
.loading-info p:last-child { margin-block-end: 0; }
.loading-info .estimate { padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius); background: var(--_accent-soft); }
@media (max-width: 767.98px) {
  .action > .hk-button, .line.loading > .info { min-block-size: 44px; min-inline-size: 44px; }
  .line.loading > .info { inline-size: 44px; block-size: 44px; }
}
`;
