import { SLIDER_MAX_HOUR, SLIDER_MIN_HOUR } from '@haulkit/core';
import { pieceClasses } from '../ui/piece-classes.js';

/** The time slider's class names (`hk-ts-*`), for its views (the mode dialog's too) and this sheet: see pieceClasses. */
export const timeSliderClasses = pieceClasses('ts', [
  'root',
  'head',
  'icon',
  'title',
  'foot',
  'reset',
  'modes',
  'legend',
  'segments',
  'segment',
  'segmentInput',
  'note',
  'hint',
  'window',
  'slider',
  'rail',
  'line',
  'closed',
  'fill',
  'thumb',
  'ticks',
  'tick',
  'delivery',
  'deliveryText',
  'deliveryWindow',
  'loading',
  'skeletonWindow',
  'skeletonSlider',
  'actions',
  'hidden',
  'tickLabel',
  'dialog',
  'dialogActions',
  'at',
  'from',
  'to',
]);
const c = timeSliderClasses;

/** Where a whole hour sits along the track, in percent of its width (6 at 0, 20 at 100). */
const percent = (hour: number) =>
  `${Number((((hour - SLIDER_MIN_HOUR) / (SLIDER_MAX_HOUR - SLIDER_MIN_HOUR)) * 100).toFixed(3))}%`;

/** One class per whole hour of the track: thumbs and ticks at it, the filled window from and to it. */
const positions = Array.from({ length: SLIDER_MAX_HOUR - SLIDER_MIN_HOUR + 1 }, (_, index) => {
  const hour = SLIDER_MIN_HOUR + index;
  const fromEnd = SLIDER_MIN_HOUR + SLIDER_MAX_HOUR - hour;
  return `.${c.at}-${hour},.${c.from}-${hour}{inset-inline-start:${percent(hour)}}.${c.to}-${hour}{inset-inline-end:${percent(fromEnd)}}`;
}).join('\n');

/**
 * Styles of the time slider (unlayered, so they win over the kit's): a card with the clock and
 * heading, the collection/delivery switch as two segments, the window in words, the track with
 * its two thumbs and labelled 2-hour ticks, the hint beside the reset, and the derived delivery
 * window.
 * Positions along the track are classes per whole hour (no inline styles under a strict CSP).
 * Every colour and size comes from the tokens; thumbs, segments and the reset are 44 px targets
 * on phones.
 */
export const timeSliderStyles = `
.${c.root} {
  display: grid; grid-template-columns: minmax(0, 1fr); gap: calc(var(--_space) * 1.5); min-inline-size: 0;
  padding: calc(var(--_space) * 2.5);
  background: var(--_surface); border: 1px solid var(--_divider); border-radius: var(--_radius);
}
.${c.head} { display: flex; align-items: center; gap: var(--_space); }
.${c.icon} {
  display: inline-grid; place-items: center; inline-size: 2.25em; block-size: 2.25em; flex: none;
  color: var(--_accent-strong); background: var(--_accent-soft); border-radius: 50%;
}
.${c.icon} > .hk-icon { inline-size: 1.4em; block-size: 1.4em; }
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.foot} { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space); }
.${c.reset} { margin-inline-start: auto; white-space: nowrap; }
.${c.modes} { margin: 0; padding: 0; border: 0; min-inline-size: 0; display: grid; gap: calc(var(--_space) / 2); }
.${c.legend} { padding: 0; margin-block-end: calc(var(--_space) / 2); font-weight: 600; }
.${c.segments} {
  display: grid; grid-template-columns: 1fr 1fr; padding: 3px; gap: 3px;
  background: var(--_disabled); border-radius: calc(var(--_radius) + 3px);
}
.${c.segment} {
  position: relative; display: grid; place-items: center; min-block-size: 2.5em; padding: 0 var(--_space);
  border-radius: var(--_radius); cursor: pointer; font-weight: 600; color: var(--_muted);
  transition: background-color var(--_motion), color var(--_motion);
}
.${c.segmentInput} { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
.${c.segment}:has(:checked) { background: var(--_surface); color: var(--_text); box-shadow: var(--_shadow); }
.${c.segment}:has(:checked) > span { color: var(--_accent-strong); }
.${c.segment}:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.${c.segment}:hover:not(:has(:checked)) { color: var(--_text); }
.${c.note}, .${c.hint}, .${c.window} { margin: 0; }
.${c.note} {
  padding: var(--_space) calc(var(--_space) * 1.5); background: var(--_accent-soft); border-radius: var(--_radius);
}
.${c.window} { font-size: var(--_font-large); font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.3; }
.${c.hint} { color: var(--_muted); font-size: var(--_font-small); }
.${c.slider} { padding-inline: 22px; user-select: none; -webkit-user-select: none; }
.${c.rail} { position: relative; block-size: 44px; touch-action: none; cursor: pointer; }
.${c.line} {
  position: absolute; inset-inline: 0; inset-block-start: 50%; block-size: 6px; translate: 0 -50%;
  background: var(--_disabled); border-radius: 3px;
}
.${c.closed}, .${c.fill} { position: absolute; inset-block: 0; border-radius: 3px; }
.${c.closed} {
  inset-inline-start: 0;
  background: repeating-linear-gradient(135deg, var(--_border) 0 2px, transparent 2px 6px); opacity: 0.6;
}
.${c.fill} { background: var(--_accent); }
.${c.thumb} {
  position: absolute; inset-block-start: 50%; display: grid; place-items: center; inline-size: 44px; block-size: 44px;
  translate: -50% -50%; border-radius: 50%; cursor: grab; touch-action: none; outline: none;
}
.${c.thumb}::after {
  content: ''; inline-size: 24px; block-size: 24px; border-radius: 50%; box-sizing: border-box;
  background: var(--_surface); border: 3px solid var(--_accent); box-shadow: var(--_shadow);
  transition: scale var(--_motion);
}
.${c.thumb}:hover::after, .${c.thumb}[data-active]::after { scale: 1.15; }
.${c.thumb}[data-active] { cursor: grabbing; z-index: 1; }
.${c.thumb}:focus-visible { z-index: 1; }
.${c.thumb}:focus-visible::after { outline: 2px solid var(--_focus); outline-offset: 3px; }
.${c.ticks} { position: relative; block-size: 1.75em; }
.${c.tick} {
  position: absolute; inset-block-start: 0; translate: -50% 0; display: grid; justify-items: center;
  color: var(--_muted); font-size: 0.8em; font-variant-numeric: tabular-nums; white-space: nowrap; line-height: 1.2;
}
.${c.tick}::before { content: ''; inline-size: 1px; block-size: 5px; margin-block-end: 2px; background: var(--_border); }
${positions}
.${c.delivery} {
  display: flex; align-items: flex-start; gap: var(--_space); padding: var(--_space) calc(var(--_space) * 1.5);
  border: 1px dashed var(--_divider); border-radius: var(--_radius);
}
.${c.delivery} > .hk-icon { flex: none; inline-size: 1.25em; block-size: 1.25em; margin-block-start: 0.1em; color: var(--_accent-strong); }
.${c.deliveryText} { display: grid; gap: 0.25em; min-inline-size: 0; }
.${c.deliveryWindow} { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
.${c.loading} { display: grid; gap: calc(var(--_space) * 1.5); }
.${c.skeletonWindow} { block-size: 1.6em; }
.${c.skeletonSlider} { block-size: calc(44px + 3.75em); }
.${c.actions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.hidden} {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@media (max-width: 767.98px) {
  .${c.root} { padding: calc(var(--_space) * 2); }
  .${c.segment}, .${c.reset} { min-block-size: 44px; }
  .${c.tick}[data-minor] > .${c.tickLabel} { visibility: hidden; }
}
`;
