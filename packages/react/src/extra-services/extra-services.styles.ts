import { pieceClasses } from '../ui/piece-classes.js';

/** The extra services' class names (`hk-es-*`), for its views and this sheet: see pieceClasses. */
export const extraServicesClasses = pieceClasses('es', [
  'root',
  'servicesHeading',
  'services',
  'service',
  'serviceLabel',
  'serviceName',
  'servicePrice',
  'serviceDetail',
  'servicesTotal',
  'servicesLoading',
  'serviceSkeleton',
  'servicesActions',
]);
const c = extraServicesClasses;

/**
 * Styles of the extra services list (unlayered, so they win over the kit's). Each row is the
 * switch's label across the row (name, then price at the end), with what it holds under it; the
 * skeleton rows are as tall as the rows they stand for. Phones get 44 px targets.
 */
export const extraServicesStyles = `
.${c.root} { display: grid; gap: var(--_space); min-inline-size: 0; }
.${c.servicesHeading} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.services} { display: grid; margin: 0; padding: 0; list-style: none; }
.${c.service} {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: var(--_space);
  padding: 0.5em 0; border-block-end: 1px solid var(--_divider);
}
.${c.service} > .hk-switch { grid-column: 1 / -1; display: flex; inline-size: 100%; }
.${c.service} > .hk-switch > span:first-child { flex: 1; min-inline-size: 0; }
.${c.serviceLabel} { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space); }
.${c.serviceName} { font-weight: 600; overflow-wrap: break-word; min-inline-size: 0; }
.${c.servicePrice} { font-variant-numeric: tabular-nums; }
.${c.serviceDetail} { grid-column: 1; margin: 0; color: var(--_muted); font-size: var(--_font-small); overflow-wrap: break-word; }
.${c.service} > .hk-button { grid-column: 2; justify-self: end; }
.${c.servicesTotal} {
  display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0 var(--_space);
  margin: 0; padding: 0.75em 1em; background: var(--_accent-soft); border-radius: var(--_radius); font-weight: 600;
}
.${c.servicesLoading} .hk-skeleton-lines { display: grid; gap: 0.75em; }
.${c.serviceSkeleton}.hk-skeleton { block-size: 2.5em; }
.${c.servicesActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
@media (max-width: 767.98px) {
  .${c.service} > .hk-button, .${c.servicesActions} .hk-button { min-block-size: 44px; }
  .${c.serviceSkeleton}.hk-skeleton { block-size: 44px; }
}
`;
