/**
 * Styles of the Protection Plus card (unlayered, so they win over the kit's): a card with the
 * shield and title, a line of what it covers, the cover and excess (and once added the value and
 * price) as tiles two by two, the "from" price and the actions. Every colour and size comes
 * from the tokens; phones get 44 px targets.
 */
export const insuranceStyles = `
.insurance {
  display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; padding: calc(var(--_space) * 2.5);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.insurance[data-state='selected'] { border-color: var(--_success); box-shadow: inset 0 0 0 1px var(--_success); }
.insurance-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.insurance-icon {
  display: inline-grid; place-items: center; inline-size: 2.25em; block-size: 2.25em; flex: none;
  color: var(--_accent-strong); background: var(--_accent-soft); border-radius: 50%;
}
.insurance-icon > .hk-icon { inline-size: 1.4em; block-size: 1.4em; }
.insurance-title { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.insurance-intro, .insurance-note { margin: 0; }
.insurance-note { color: var(--_muted); }
.insurance-facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--_space); margin: 0; }
.insurance-facts > div {
  display: grid; align-content: start; gap: 0.125em; padding: var(--_space) calc(var(--_space) * 1.5);
  background: var(--_accent-soft); border-radius: var(--_radius);
}
.insurance-facts dt { color: var(--_muted); font-size: var(--_font-small); }
.insurance-facts dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.insurance-price { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.25em var(--_space); margin: 0; }
.insurance-from { font-size: var(--_font-large); font-weight: 700; font-variant-numeric: tabular-nums; }
.insurance-rate { color: var(--_muted); }
.insurance-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--_space); }
.insurance-actions > [part~='terms-button'] { margin-inline-start: auto; }
.insurance .hk-empty { padding: calc(var(--_space) * 2) var(--_space); }
.insurance-loading { display: grid; gap: calc(var(--_space) * 1.5); }
.insurance-skeleton-facts { block-size: 3.75em; }
.insurance-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@media (max-width: 767.98px) {
  .insurance { padding: calc(var(--_space) * 2); }
  .insurance-actions .hk-button { min-block-size: 44px; }
  .insurance-actions > [part~='terms-button'] { margin-inline-start: 0; }
}
`;
