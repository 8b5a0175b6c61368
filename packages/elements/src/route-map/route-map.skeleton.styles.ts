/**
 * The route map skeleton's sizes: the map's frame at its height (`--hk-map-height`, 320 px from
 * 768 px wide, 240 px below) and a line of text under it, as the view lays them out.
 */
export const routeMapSkeletonStyles = `
.sk-route-map { display: grid; gap: var(--_space); }
.sk-map { block-size: var(--hk-map-height, 320px); }
.sk-line { block-size: 1.45em; inline-size: 60%; }
@media (max-width: 767.98px) { .sk-map { block-size: var(--hk-map-height, 240px); } }
`;
