import { pieceClasses } from '../../ui/piece-classes.js';

/** The Protection Plus dialogs' class names (`hk-insd-*`), for its views and this sheet: see pieceClasses. */
export const insuranceDialogsClasses = pieceClasses('insd', [
  'form',
  'termsPage',
  'muted',
  'small',
  'text',
  'facts',
  'moneyInput',
  'moneyAffix',
  'livePremium',
  'livePremiumLabel',
  'dialogActions',
  'termsHeading',
  'termsList',
  'termsFoot',
  'termsPageNumber',
]);
const c = insuranceDialogsClasses;

/**
 * Styles of the Protection Plus dialogs (unlayered, so they win over the kit's): the value field
 * with its currency sign, the cover and excess side by side, the live price, and the terms' two
 * pages. Every colour and size comes from the tokens; phones get 44 px targets.
 */
export const insuranceDialogsStyles = `
.${c.form} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${c.form} > p, .${c.termsPage} p { margin: 0; }
.${c.muted} { color: var(--_muted); }
.${c.small} { font-size: var(--_font-small); }
.${c.text} { line-height: 1.5; }
.${c.facts} {
  display: grid; grid-template-columns: repeat(auto-fit, minmax(10em, 1fr)); gap: var(--_space); margin: 0;
}
.${c.facts} > div {
  display: grid; gap: 0.125em; padding: var(--_space) calc(var(--_space) * 1.5);
  background: var(--_accent-soft); border-radius: var(--_radius);
}
.${c.facts} dt { color: var(--_muted); font-size: var(--_font-small); }
.${c.facts} dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.${c.form} .hk-field { min-inline-size: 0; }
.${c.moneyInput} { position: relative; display: flex; align-items: center; inline-size: min(100%, 16em); }
.${c.moneyInput} > .hk-control { inline-size: 100%; font-variant-numeric: tabular-nums; }
.${c.moneyAffix} { position: absolute; color: var(--_muted); pointer-events: none; }
.${c.moneyInput}[data-affix='before'] > .${c.moneyAffix} { inset-inline-start: var(--_space); }
.${c.moneyInput}[data-affix='before'] > .hk-control { padding-inline-start: calc(var(--_space) * 2.75); }
.${c.moneyInput}[data-affix='after'] > .${c.moneyAffix} { inset-inline-end: var(--_space); }
.${c.moneyInput}[data-affix='after'] > .hk-control { padding-inline-end: calc(var(--_space) * 3); }
.${c.livePremium} {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--_space);
  padding-block-start: var(--_space); border-block-start: 1px solid var(--_divider);
}
.${c.livePremiumLabel} { font-weight: 600; }
.${c.dialogActions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
.${c.termsPage} { display: grid; gap: var(--_space); line-height: 1.5; }
.${c.termsHeading} { margin: var(--_space) 0 0; font-size: 1em; }
.${c.termsHeading}:first-child { margin-block-start: 0; }
.${c.termsHeading}:focus { outline: none; }
.${c.termsHeading}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.${c.termsList} { display: grid; gap: calc(var(--_space) / 2); margin: 0; padding-inline-start: 1.25em; }
.${c.termsFoot} { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space); inline-size: 100%; }
.${c.termsPageNumber} { margin: 0; color: var(--_muted); font-variant-numeric: tabular-nums; }
@media (max-width: 767.98px) {
  .${c.dialogActions} .hk-button { min-block-size: 44px; }
  .${c.moneyInput} { inline-size: 100%; }
}
`;
