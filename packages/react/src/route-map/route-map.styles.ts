import { pieceClasses } from '../ui/piece-classes.js';

/** The route map's class names (`hk-rm-*`), for its views and this sheet: see pieceClasses. */
export const routeMapClasses = pieceClasses('rm', [
  'root',
  'frame',
  'canvas',
  'loading',
  'static',
  'water',
  'land',
  'casing',
  'line',
  'pin',
  'letter',
  'summary',
  'summaryText',
  'attribution',
]);
const c = routeMapClasses;

/**
 * Styles of the route map (unlayered, so they win over the kit's). The map is
 * `--hk-map-height` tall (320 px from 768 px wide, 240 px below), whether it is the interactive
 * map, the static SVG or the empty state, so nothing jumps between them. Its colours are tokens:
 * the interactive map reads the `--_map-*` values once when it starts (maplibre paints with
 * plain colours), the SVG uses them directly.
 */
export const routeMapStyles = `
.${c.root} { display: grid; gap: var(--_space); min-inline-size: 0; }
.${c.frame} {
  --_map-water: color-mix(in srgb, var(--_accent) 14%, var(--_surface));
  --_map-land: var(--_surface);
  --_map-coast: color-mix(in srgb, var(--_border) 60%, var(--_surface));
  --_map-route: var(--_accent-strong);
  --_map-casing: var(--_surface);
  --_map-pickup: var(--_accent);
  --_map-delivery: var(--_text);
  position: relative; overflow: hidden; block-size: var(--hk-map-height, 320px); min-inline-size: 0;
  background: var(--_map-water); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.frame}[data-mode='empty'] { display: grid; place-items: center; background: var(--_surface); }
/* Over maplibre's own .maplibregl-map position (relative), which would leave it no height. */
.${c.frame} > .${c.canvas} { position: absolute; inset: 0; }
.${c.canvas} .maplibregl-canvas:focus-visible { outline: 2px solid var(--_focus); outline-offset: -2px; }
.${c.canvas} .maplibregl-ctrl-group button { inline-size: 36px; block-size: 36px; }
.${c.loading} {
  position: absolute; inset: 0; display: grid; place-items: center; margin: 0;
  color: var(--_muted); background: var(--_disabled);
}
.${c.static} { display: block; inline-size: 100%; block-size: 100%; }
.${c.static} .${c.water} { fill: var(--_map-water); }
.${c.static} .${c.land} { fill: var(--_map-land); fill-rule: evenodd; stroke: var(--_map-coast); stroke-width: 1; stroke-linejoin: round; }
.${c.static} .${c.casing}, .${c.static} .${c.line} { fill: none; stroke-linecap: round; stroke-linejoin: round; }
.${c.static} .${c.casing} { stroke: var(--_map-casing); stroke-width: 8; }
.${c.static} .${c.line} { stroke: var(--_map-route); stroke-width: 4; }
/* The pin's tip (a 26 px square turned 45°, centred 14 px down) sits on the box's bottom edge, the marker's anchor. */
.hk-map-marker { display: block; inline-size: 30px; block-size: 33px; cursor: default; }
.hk-map-pin {
  position: absolute; inset-block-start: 1px; inset-inline-start: 2px; display: grid; place-items: center;
  inline-size: 26px; block-size: 26px; border: 2px solid var(--_surface); border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg); background: var(--_map-pickup); box-shadow: 0 1px 3px rgb(0 0 0 / 0.35);
}
.hk-map-marker[data-side='delivery'] .hk-map-pin { background: var(--_map-delivery); }
.hk-map-letter { transform: rotate(45deg); color: var(--_surface); font: 700 13px/1 var(--hk-font-family, system-ui, sans-serif); }
.${c.static} .${c.pin} { stroke: var(--_surface); stroke-width: 2; }
.${c.static} .${c.pin}[data-side='pickup'] { fill: var(--_map-pickup); }
.${c.static} .${c.pin}[data-side='delivery'] { fill: var(--_map-delivery); }
.${c.static} .${c.letter} { fill: var(--_surface); font: 700 13px/1 var(--hk-font-family, system-ui, sans-serif); text-anchor: middle; }
.${c.summary} {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 0.75em; margin: 0;
  font-variant-numeric: tabular-nums;
}
.${c.summary} > .hk-icon { inline-size: 1.5em; block-size: 1.5em; color: var(--_accent-strong); }
.${c.summaryText} { flex: 1 1 12em; }
.${c.summary}[data-state='loading'] .${c.summaryText} { color: var(--_muted); }
.${c.attribution} { margin: 0; color: var(--_muted); font-size: var(--_font-small); }
@media (max-width: 767.98px) {
  .${c.frame} { block-size: var(--hk-map-height, 240px); }
  .${c.canvas} .maplibregl-ctrl-group button { inline-size: 44px; block-size: 44px; }
  .${c.summary} .hk-button { min-block-size: 44px; }
}
`;
