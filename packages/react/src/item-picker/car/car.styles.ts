/**
 * Styles of the car picker and its dialogs (unlayered, so they win over the kit's; every class
 * starts `car-`, so they sit beside the item picker's in one shadow root). Colours and sizes
 * come from the tokens. The two selects sit side by side from 768 px and stack below; phones
 * get 44 px targets.
 */
export const carStyles = `
.car-picker { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.car-selects { display: grid; gap: calc(var(--_space) * 2); align-items: start; }
.car-field { min-inline-size: 0; justify-items: stretch; }
.car-field .hk-select { display: block; }
.car-field select, .car-input { inline-size: 100%; min-block-size: 2.75em; }
.car-plate { text-transform: uppercase; letter-spacing: 0.05em; font-variant-numeric: tabular-nums; }
.car-status { margin: 0; min-block-size: 1.45em; color: var(--_muted); font-size: var(--_font-small); }
.car-add { justify-self: start; }
.car-more { display: flex; flex-wrap: wrap; gap: var(--_space) calc(var(--_space) * 2); }
.car-more > .hk-button { padding-inline: 0; }
.car-form { display: grid; gap: calc(var(--_space) * 2); }
.car-actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (min-width: 768px) {
  .car-selects { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
}
@media (max-width: 767.98px) {
  .car-field select, .car-input, .car-picker .hk-button, .car-actions .hk-button { min-block-size: 44px; }
  .car-actions > .hk-button { flex: 1 1 auto; }
}
`;
