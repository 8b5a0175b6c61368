import { pieceClasses } from '../ui/piece-classes.js';

/** The price tabs' and the price bar's class names (`hk-price-*`), for its views and this sheet: see pieceClasses. */
export const priceTabsClasses = pieceClasses('price', [
  'tabs',
  'tablist',
  'tab',
  'tabTitle',
  'tabPrice',
  'tabsInfo',
  'tabsInfoLink',
  'actions',
  'actionsRow',
  'actionsChoice',
  'actionsNone',
  'actionsUpdating',
  'actionsDiscount',
  'actionsFacts',
  'actionsLevel',
  'actionsContinue',
  'actionsBlurred',
  'failedActions',
]);
const c = priceTabsClasses;

/**
 * Styles of the price tabs and the bar under the calendar (unlayered, so they win over the
 * kit's; every class is `hk-price-*`, since they share the calendar's root). Tabs:
 * the crew over its price in tabular figures, the chosen one underlined in the accent on a soft
 * tint. Phones: two radio cards a row. The bar: the day and the total at the start, Continue at
 * the end, wrapping under them on phones. Tokens only; 44 px targets below 768 px.
 */
export const priceTabsStyles = `
.${c.tabs} { display: flex; align-items: flex-end; gap: var(--_space); min-inline-size: 0; }
.${c.tablist} {
  display: flex; flex: 1 1 auto; min-inline-size: 0; overflow-x: auto;
  border-block-end: 1px solid var(--_divider);
}
.${c.tab} {
  flex: 1 1 0; display: grid; align-content: start; gap: 0.125em; min-inline-size: 8.5em;
  margin: 0; padding: var(--_space); font: inherit; line-height: 1.3; text-wrap: balance;
  text-align: start; color: var(--_muted); background: none; cursor: pointer;
  border: 0; border-block-end: 3px solid transparent; border-radius: var(--_radius) var(--_radius) 0 0;
  transition: color var(--_motion), background-color var(--_motion), border-color var(--_motion);
}
.${c.tab}:hover { color: var(--_text); background: color-mix(in srgb, var(--_accent-soft) 50%, transparent); }
.${c.tab}[aria-selected='true'] { color: var(--_text); background: var(--_accent-soft); border-block-end-color: var(--_accent); }
.${c.tab}:focus-visible { outline: 2px solid var(--_focus); outline-offset: -2px; }
.${c.tabTitle} { font-weight: 600; }
.${c.tab}[aria-selected='true'] .${c.tabTitle} { color: var(--_accent-strong); }
.${c.tabPrice} { font-variant-numeric: tabular-nums; white-space: nowrap; }
.${c.tabPrice}[data-priced] { font-weight: 700; color: var(--_text); }
.${c.tabs} .hk-icon { inline-size: 1.25em; block-size: 1.25em; }
.${c.tabsInfo} { flex: none; margin-block-end: 0.25em; color: var(--_accent-strong); }
.${c.tabs}[data-layout='cards'] { display: grid; gap: calc(var(--_space) / 2); align-items: start; }
.${c.tabs}[data-layout='cards'] .hk-radio-card { padding: calc(var(--_space) * 1.5); }
.${c.tabs}[data-layout='cards'] .${c.tabPrice} { white-space: normal; }
.${c.tabs}[data-layout='cards'] .${c.tabPrice}[data-priced] { font-size: var(--_font-large); }
.${c.tabsInfoLink} { justify-self: start; padding-inline: var(--_space); font-weight: 400; }

.${c.actions} { display: grid; gap: var(--_space); min-inline-size: 0; padding-block: var(--_space); }
.${c.actions} p { margin: 0; }
.${c.actionsRow} {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: var(--_space) calc(var(--_space) * 2);
}
.${c.actionsChoice} { display: grid; gap: calc(var(--_space) / 2); min-inline-size: 0; flex: 1 1 16em; }
.${c.actionsNone} { color: var(--_muted); }
.${c.actionsUpdating},
.${c.actionsDiscount} { color: var(--_muted); }
.${c.actionsFacts} { display: flex; flex-wrap: wrap; align-items: baseline; gap: var(--_space) calc(var(--_space) * 3); margin: 0; }
.${c.actionsFacts} > div { display: grid; gap: 0.125em; }
.${c.actionsFacts} dt { color: var(--_muted); font-size: var(--_font-small); }
.${c.actionsFacts} dd { margin: 0; font-weight: 600; }
.${c.actionsLevel} { display: flex; flex-wrap: wrap; align-items: center; gap: 0 calc(var(--_space) / 2); }
.${c.actionsLevel} > .hk-button { min-block-size: 2em; padding-inline: calc(var(--_space) / 2); }
.${c.actionsContinue} { flex: none; min-inline-size: 10em; }
.${c.actionsBlurred} { display: flex; }
/* Try again and Close where a price dialog could not load (its own sheet with it). */
.${c.failedActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
@media (max-width: 767.98px) {
  .${c.tabs}[data-layout='cards'] .hk-radio-cards-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  .${c.tabsInfoLink}, .${c.actionsLevel} > .hk-button { min-block-size: 44px; }
  .${c.actionsContinue} { flex: 1 1 100%; }
}
`;
