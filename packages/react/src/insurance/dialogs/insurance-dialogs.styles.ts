/**
 * Styles of the Protection Plus dialogs (unlayered, so they win over the kit's): the value field
 * with its currency sign, the cover and excess side by side, the live price, and the terms' two
 * pages. Every colour and size comes from the tokens; phones get 44 px targets.
 */
export const insuranceDialogsStyles = `
.insurance-form { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.insurance-form > p, .terms-page p { margin: 0; }
.insurance-muted { color: var(--_muted); }
.insurance-small { font-size: var(--_font-small); }
.insurance-text { line-height: 1.5; }
.insurance-facts {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(10em, 1fr)); gap: var(--_space); margin: 0;
}
.insurance-facts > div {
  display: grid; gap: 0.125em; padding: var(--_space) calc(var(--_space) * 1.5);
  background: var(--_accent-soft); border-radius: var(--_radius);
}
.insurance-facts dt { color: var(--_muted); font-size: var(--_font-small); }
.insurance-facts dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.insurance-form .hk-field { min-inline-size: 0; }
.money-input { position: relative; display: flex; align-items: center; inline-size: min(100%, 16em); }
.money-input > .hk-control { inline-size: 100%; font-variant-numeric: tabular-nums; }
.money-affix { position: absolute; color: var(--_muted); pointer-events: none; }
.money-input[data-affix='before'] > .money-affix { inset-inline-start: var(--_space); }
.money-input[data-affix='before'] > .hk-control { padding-inline-start: calc(var(--_space) * 2.75); }
.money-input[data-affix='after'] > .money-affix { inset-inline-end: var(--_space); }
.money-input[data-affix='after'] > .hk-control { padding-inline-end: calc(var(--_space) * 3); }
.live-premium {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--_space);
  padding-block-start: var(--_space); border-block-start: 1px solid var(--_divider);
}
.live-premium-label { font-weight: 600; }
.insurance-dialog-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.terms-page { display: grid; gap: var(--_space); line-height: 1.5; }
.terms-heading { margin: var(--_space) 0 0; font-size: 1em; }
.terms-heading:first-child { margin-block-start: 0; }
.terms-heading:focus { outline: none; }
.terms-heading:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.terms-list { display: grid; gap: calc(var(--_space) / 2); margin: 0; padding-inline-start: 1.25em; }
.terms-foot { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space); inline-size: 100%; }
.terms-page-number { margin: 0; color: var(--_muted); font-variant-numeric: tabular-nums; }
@media (max-width: 767.98px) {
  .insurance-dialog-actions .hk-button { min-block-size: 44px; }
  .money-input { inline-size: 100%; }
}
`;
