/** Below this width (CSS px) the layout is mobile (docs/behaviour/quote-flow.md §9). */
export const MOBILE_MAX_WIDTH_PX = 992;

/** Below this width (CSS px) the layout is phone (§9). */
export const PHONE_MAX_WIDTH_PX = 768;

/** Below this height (CSS px) the viewport is narrow, e.g. a phone on its side with a keyboard (§9). */
export const NARROW_MAX_HEIGHT_PX = 260;

/** Default duration of a smooth scroll (docs/behaviour/quote-flow.md §9: 800 ms). */
export const SMOOTH_SCROLL_MS = 800;
