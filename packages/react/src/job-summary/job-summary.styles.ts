import { pieceClasses } from '../ui/piece-classes.js';

/** The job summary's class names (`hk-sum-*`), for its views and this sheet: see pieceClasses. */
export const jobSummaryClasses = pieceClasses('sum', [
  'root',
  'title',
  'sections',
  'section',
  'heading',
  'value',
  'action',
  'line',
  'muted',
  'labelled',
  'label',
  'money',
  'loading',
  'info',
  'total',
  'totalRow',
  'totalLabel',
  'amounts',
  'was',
  'discount',
  'note',
  'visuallyHidden',
  'alertActions',
  'loadingInfo',
  'estimate',
]);
const c = jobSummaryClasses;

/**
 * Styles of the job summary (unlayered, so they win over the kit's): a compact card that fits a
 * 320–360 px sidebar and a phone's full width alike. Each section is a row of its heading and
 * its "Change", with what was chosen under them; amounts line up at the end. Tokens only; 44 px
 * targets below 768 px (the kit's buttons grow there).
 */
export const jobSummaryStyles = `
.${c.root} {
  display: grid; gap: var(--_space); min-inline-size: 0; box-sizing: border-box;
  padding: calc(var(--_space) * 2); border: 1px solid var(--_divider); border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text); overflow-wrap: anywhere;
}
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.sections} { display: grid; margin: 0; }
.${c.section} {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: 'heading action' 'value value';
  align-items: center; column-gap: var(--_space); padding-block: var(--_space);
  border-block-start: 1px solid var(--_divider);
}
.${c.heading} { grid-area: heading; display: flex; align-items: center; gap: var(--_space); margin: 0; font-weight: 600; }
.${c.heading} > .hk-icon { flex: none; inline-size: 1.25em; block-size: 1.25em; color: var(--_accent-strong); }
.${c.value} { grid-area: value; display: grid; gap: 0.125em; margin: 0; padding-inline-start: calc(1.25em + var(--_space)); }
.${c.action} { grid-area: action; margin: 0; }
/* The word lines up with the amounts at the end; the padding stays as the target's room. */
.${c.action} > .hk-button { min-block-size: 2em; margin-inline-end: calc(var(--_space) * -1); padding-inline: var(--_space); }
.${c.line} { display: block; }
.${c.muted}, .${c.section}[data-empty] .${c.value} { color: var(--_muted); }
.${c.line}.${c.labelled} { display: grid; grid-template-columns: 3em minmax(0, 1fr); column-gap: 0.5em; align-items: baseline; }
.${c.labelled} > .${c.label} { color: var(--_muted); font-size: var(--_font-small); }
.${c.line}.${c.money} { display: flex; justify-content: space-between; align-items: baseline; gap: var(--_space); }
.${c.line}.${c.loading} { display: flex; align-items: center; gap: 0.25em; color: var(--_muted); }
.${c.line}.${c.loading} > .${c.info} { flex: none; inline-size: 2em; block-size: 2em; min-block-size: 2em; min-inline-size: 2em; color: var(--_accent-strong); }
.${c.line}.${c.loading} .hk-icon { inline-size: 1.25em; block-size: 1.25em; }
.${c.total} { display: grid; gap: 0.25em; padding-block-start: var(--_space); border-block-start: 2px solid var(--_border); }
.${c.total} p { margin: 0; }
.${c.total}[data-updating] .${c.totalRow} { opacity: 0.6; }
.${c.totalRow} { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: var(--_space); }
.${c.totalLabel} { font-weight: 600; }
.${c.amounts} { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--_space); }
.${c.was} { color: var(--_muted); }
.${c.discount} {
  justify-self: end; padding: 0.125em 0.5em; border-radius: var(--_radius);
  color: var(--_success); background: var(--_success-soft); font-size: var(--_font-small); font-weight: 600;
}
.${c.note} { font-size: var(--_font-small); }
.${c.visuallyHidden} {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap; border: 0;
}
.${c.alertActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.loadingInfo} p { margin: 0 0 var(--_space); }
.${c.loadingInfo} p:last-child { margin-block-end: 0; }
.${c.loadingInfo} .${c.estimate} { padding: var(--_space) calc(var(--_space) * 1.5); border-radius: var(--_radius); background: var(--_accent-soft); }
@media (max-width: 767.98px) {
  .${c.action} > .hk-button, .${c.line}.${c.loading} > .${c.info} { min-block-size: 44px; min-inline-size: 44px; }
  .${c.line}.${c.loading} > .${c.info} { inline-size: 44px; block-size: 44px; }
}
`;
