/**
 * Styles of the extra services list (unlayered, so they win over the kit's). Each row is the
 * switch's label across the row (name, then price at the end), with what it holds under it; the
 * skeleton rows are as tall as the rows they stand for. Phones get 44 px targets.
 */
export const extraServicesStyles = `
.extra-services { display: grid; gap: var(--_space); min-inline-size: 0; }
.services-heading { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.services { display: grid; margin: 0; padding: 0; list-style: none; }
.service {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: var(--_space);
  padding: 0.5em 0; border-block-end: 1px solid var(--_divider);
}
.service > .hk-switch { grid-column: 1 / -1; display: flex; inline-size: 100%; }
.service > .hk-switch > span:first-child { flex: 1; min-inline-size: 0; }
.service-label { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space); }
.service-name { font-weight: 600; overflow-wrap: break-word; min-inline-size: 0; }
.service-price { font-variant-numeric: tabular-nums; }
.service-detail { grid-column: 1; margin: 0; color: var(--_muted); font-size: var(--_font-small); overflow-wrap: break-word; }
.service > .hk-button { grid-column: 2; justify-self: end; }
.services-total {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding: 0.75em 1em; background: var(--_accent-soft); border-radius: var(--_radius); font-weight: 600;
}
.services-loading .hk-skeleton-lines { display: grid; gap: 0.75em; }
.service-skeleton.hk-skeleton { block-size: 2.5em; }
.services-actions { display: flex; flex-wrap: wrap; gap: var(--_space); }
@media (max-width: 767.98px) {
  .service > .hk-button, .services-actions .hk-button { min-block-size: 44px; }
  .service-skeleton.hk-skeleton { block-size: 44px; }
}
`;
