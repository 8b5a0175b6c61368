/**
 * Styles of the price tabs and the bar under the calendar (unlayered, so they win over the
 * kit's; every class starts with `price-`, since they share the calendar's shadow root). Tabs:
 * the crew over its price in tabular figures, the chosen one underlined in the accent on a soft
 * tint. Phones: two radio cards a row. The bar: the day and the total at the start, Continue at
 * the end, wrapping under them on phones. Tokens only; 44 px targets below 768 px.
 */
export const priceTabsStyles = `
.price-tabs { display: flex; align-items: flex-end; gap: var(--_space); min-inline-size: 0; }
.price-tablist {
  display: flex; flex: 1 1 auto; min-inline-size: 0; overflow-x: auto;
  border-block-end: 1px solid var(--_divider);
}
.price-tab {
  flex: 1 1 0; display: grid; align-content: start; gap: 0.125em; min-inline-size: 8.5em;
  margin: 0; padding: var(--_space); font: inherit; line-height: 1.3; text-wrap: balance;
  text-align: start; color: var(--_muted); background: none; cursor: pointer;
  border: 0; border-block-end: 3px solid transparent; border-radius: var(--_radius) var(--_radius) 0 0;
  transition: color var(--_motion), background-color var(--_motion), border-color var(--_motion);
}
.price-tab:hover { color: var(--_text); background: color-mix(in srgb, var(--_accent-soft) 50%, transparent); }
.price-tab[aria-selected='true'] { color: var(--_text); background: var(--_accent-soft); border-block-end-color: var(--_accent); }
.price-tab:focus-visible { outline: 2px solid var(--_focus); outline-offset: -2px; }
.price-tab-title { font-weight: 600; }
.price-tab[aria-selected='true'] .price-tab-title { color: var(--_accent-strong); }
.price-tab-price { font-variant-numeric: tabular-nums; white-space: nowrap; }
.price-tab-price[data-priced] { font-weight: 700; color: var(--_text); }
.price-tabs .hk-icon { inline-size: 1.25em; block-size: 1.25em; }
.price-tabs-info { flex: none; margin-block-end: 0.25em; color: var(--_accent-strong); }
.price-tabs[data-layout='cards'] { display: grid; gap: calc(var(--_space) / 2); align-items: start; }
.price-tabs[data-layout='cards'] .hk-radio-card { padding: calc(var(--_space) * 1.5); }
.price-tabs[data-layout='cards'] .price-tab-price { white-space: normal; }
.price-tabs[data-layout='cards'] .price-tab-price[data-priced] { font-size: var(--_font-large); }
.price-tabs-info-link { justify-self: start; padding-inline: var(--_space); font-weight: 400; }

.price-actions { display: grid; gap: var(--_space); min-inline-size: 0; padding-block: var(--_space); }
.price-actions p { margin: 0; }
.price-actions-row {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: var(--_space) calc(var(--_space) * 2);
}
.price-actions-choice { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; flex: 1 1 16em; }
.price-actions-none { color: var(--_muted); }
.price-actions-updating { color: var(--_muted); }
.price-actions-facts { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--_space) calc(var(--_space) * 3); margin: 0; }
.price-actions-facts > div { display: grid; gap: 0.125em; }
.price-actions-facts dt { color: var(--_muted); font-size: var(--_font-small); }
.price-actions-facts dd { margin: 0; font-weight: 600; }
.price-actions-level { display: flex; flex-wrap: wrap; align-items: center; gap: 0 calc(var(--_space) / 2); }
.price-actions-level > .hk-button { min-block-size: 2em; padding-inline: calc(var(--_space) / 2); }
.price-actions-continue { flex: none; min-inline-size: 10em; }
.price-actions-blurred { display: flex; }
@media (max-width: 767.98px) {
  .price-tabs[data-layout='cards'] .hk-radio-cards-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .price-tabs-info-link, .price-actions-level > .hk-button { min-block-size: 44px; }
  .price-actions-continue { flex: 1 1 100%; }
}
`;
