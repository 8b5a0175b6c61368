/**
 * The address picker skeleton's sizes: two fields (label, box, "Use my location" button), side
 * by side from 768 px and stacked below, as the view lays them out, so nothing moves when the
 * view replaces it.
 */
export const addressPickerSkeletonStyles = `
.sk-addresses { display: grid; gap: calc(var(--_space) * 2); }
.sk-field { display: grid; gap: var(--_space); align-content: start; }
.sk-label { block-size: 1.45em; inline-size: 40%; }
.sk-control { block-size: 2.5em; }
.sk-locate { block-size: 2.75em; inline-size: 11em; }
@media (min-width: 768px) { .sk-addresses { grid-template-columns: 1fr 1fr; } }
@media (max-width: 767.98px) { .sk-control, .sk-locate { block-size: 44px; } }
`;
