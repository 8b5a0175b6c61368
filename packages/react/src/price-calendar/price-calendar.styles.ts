import { pieceClasses } from '../ui/piece-classes.js';

/** The price calendar's class names (`hk-pc-*`), for its views and this sheet: see pieceClasses. */
export const priceCalendarClasses = pieceClasses('pc', [
  'root',
  'title',
  'panel',
  'visuallyHidden',
  'monthBar',
  'month',
  'grid',
  'day',
  'num',
  'admin',
  'row',
  'date',
  'weekday',
  'price',
  'legend',
  'swatches',
  'legendScale',
  'legendItem',
  'legendDot',
  'legendOff',
  'swatch',
  'listView',
  'days',
  'when',
  'tail',
  'extras',
  'listActions',
  'blurred',
  'placeholder',
  'blurNote',
  'skCell',
  'skLine',
  'skMonth',
  'skIcon',
  'skTabs',
  'skTab',
  'skActions',
  'skLegend',
  'sk',
  'code',
  'inDialog',
  'monthView',
]);
const c = priceCalendarClasses;

/**
 * Styles of the price calendar (unlayered, so they win over the kit's). Desktop: the month's
 * 6 × 7 grid, every priced day with its price in big tabular figures on a colour scale from the
 * cheapest (a tint of the success colour) to the dearest (neutral, then warm), a legend under
 * it. Phones: a list of days, one row each, all as tall as one with a label (Best price …) under
 * its date, so the list keeps its height whichever days carry labels. Tokens only; `--hk-calendar-day-height`
 * sets a grid day's height.
 */
export const priceCalendarStyles = `
.${c.root} {
  --_day-height: var(--hk-calendar-day-height, 5em);
  --_tier-0: color-mix(in srgb, var(--_success) 30%, var(--_surface));
  --_tier-1: color-mix(in srgb, var(--_success) 18%, var(--_surface));
  --_tier-2: color-mix(in srgb, var(--_success) 8%, var(--_surface));
  --_tier-3: var(--_surface);
  --_tier-4: color-mix(in srgb, var(--_danger) 9%, var(--_surface));
  display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; box-sizing: border-box; color: var(--_text);
}
.${c.title} { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.${c.panel} { display: grid; gap: calc(var(--_space) * 1.5); min-inline-size: 0; }
.${c.panel}[data-updating] { opacity: 0.6; transition: opacity 0.2s 0.15s; }
@media (prefers-reduced-motion: reduce) { .${c.panel}[data-updating] { transition: none; } }
.${c.visuallyHidden} {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}

/* The month bar: previous, the month's name (announced when it changes), next. */
.${c.monthBar} { display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center; gap: var(--_space); }
.${c.month} { margin: 0; font-size: 1.125em; line-height: 1.3; text-align: center; }
.${c.monthBar} .hk-icon-button { color: var(--_accent-strong); }
.${c.monthBar} svg { inline-size: 1.5em; block-size: 1.5em; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.${c.monthBar} .hk-button[aria-disabled='true'] { color: var(--_muted); cursor: not-allowed; opacity: 0.6; }

/* The grid: seven equal columns, Monday first. */
.${c.grid} { inline-size: 100%; table-layout: fixed; border-collapse: separate; border-spacing: 0.25em; margin-inline: -0.25em; inline-size: calc(100% + 0.5em); }
.${c.grid} th { padding: 0 0 0.25em; font-size: var(--_font-small); font-weight: 600; color: var(--_muted); text-align: center; }
.${c.day} {
  box-sizing: border-box; block-size: var(--_day-height); padding: 0.3em 0.4em; vertical-align: top; text-align: start;
  border: 1px solid var(--_divider); border-radius: var(--_radius); background: var(--_tier-3); cursor: pointer;
  overflow: hidden; overflow: clip; transition: box-shadow var(--_motion);
}
.${c.day}[data-tier='0'] { background: var(--_tier-0); border-color: color-mix(in srgb, var(--_success) 45%, var(--_surface)); }
.${c.day}[data-tier='1'] { background: var(--_tier-1); }
.${c.day}[data-tier='2'] { background: var(--_tier-2); }
.${c.day}[data-tier='4'] { background: var(--_tier-4); }
.${c.day}:hover:not([aria-disabled='true']) { box-shadow: inset 0 0 0 2px var(--_accent); }
.${c.day}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.${c.day} > span { display: block; }
.${c.num} { font-size: var(--_font-small); line-height: 1.3; color: var(--_muted); font-variant-numeric: tabular-nums; }
/* On the scale's tints every word keeps the text colour's contrast. */
.${c.day}[data-tier] .${c.num}, .${c.day}[data-tier] .${c.admin}, .${c.row}[data-tier] .${c.date}, .${c.row}[data-tier] .${c.admin} { color: var(--_text); }
.${c.day}[data-today] .${c.num}, .${c.row}[data-today] .${c.weekday} { color: var(--_accent-strong); font-weight: 700; }
/* Today on a tint of the scale (the dark theme's cheapest green fails the accent's contrast): the
   text colour, still marked by its weight and its dot. */
.${c.day}[data-today][data-tier]:not([aria-selected='true']) .${c.num},
.${c.row}[data-today][data-tier]:not([aria-selected='true']) .${c.weekday} { color: var(--_text); }
.${c.day}[data-today] .${c.num}::after { content: ''; display: inline-block; inline-size: 0.375em; block-size: 0.375em; margin-inline-start: 0.25em; vertical-align: middle; border-radius: 50%; background: var(--_accent); }
.${c.price} { font-size: var(--_font-large); font-weight: 700; line-height: 1.2; font-variant-numeric: tabular-nums; white-space: nowrap; }
.${c.admin} { font-size: var(--_font-small); color: var(--_muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
.${c.day} .hk-badge { margin-block-start: 0.125em; padding: 0 0.375em; font-size: 0.75em; white-space: normal; line-height: 1.3; max-inline-size: 100%; box-sizing: border-box; border-radius: 0.5em; }
/* Days of the months around: quieter (muted words, no fill, a dashed edge), still readable. */
.${c.day}[data-out] { color: var(--_muted); background: var(--_surface); border-style: dashed; }
.${c.day}[aria-disabled='true'] { cursor: not-allowed; background: color-mix(in srgb, var(--_muted) 7%, var(--_surface)); border-color: transparent; }
.${c.day}[data-reason='past'], .${c.day}[data-reason='tooFar'] { background: transparent; }
.${c.day}[aria-disabled='true'] .${c.price} { font-size: var(--_font-small); font-weight: 400; color: var(--_muted); }

/* The legend of the colour scale. */
.${c.legend} { min-block-size: 1.5em; display: flex; flex-wrap: wrap; align-items: center; gap: calc(var(--_space) / 2) var(--_space); margin: 0; font-size: var(--_font-small); color: var(--_muted); }
.${c.swatches} { display: inline-flex; gap: 2px; }
.${c.legendScale}, .${c.legendItem} { display: inline-flex; align-items: center; gap: calc(var(--_space) / 2); }
/* A label's dot as a phone's grid shows it, and a day not available as the grid shows it. */
.${c.legendDot} { inline-size: 8px; block-size: 8px; border-radius: 50%; background: var(--_tone, var(--_accent)); }
.${c.legendOff} { inline-size: 1em; block-size: 1em; border-radius: 2px; background: color-mix(in srgb, var(--_muted) 7%, var(--_surface)); border: 1px solid var(--_border); }
.${c.swatch} { inline-size: 1.5em; block-size: 0.875em; border: 1px solid var(--_divider); border-radius: 0.25em; background: var(--_tier-3); }
.${c.swatch}[data-tier='0'] { background: var(--_tier-0); }
.${c.swatch}[data-tier='1'] { background: var(--_tier-1); }
.${c.swatch}[data-tier='2'] { background: var(--_tier-2); }
.${c.swatch}[data-tier='4'] { background: var(--_tier-4); }

/* Phones: the list of days. */
.${c.listView} { display: grid; gap: var(--_space); }
.${c.days} { display: grid; gap: 0.375em; margin: 0; padding: 0; list-style: none; }
.${c.row} {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; align-content: center; column-gap: var(--_space);
  box-sizing: border-box; min-block-size: 4.375em; padding: 0.5em 0.75em; cursor: pointer;
  border: 1px solid var(--_divider); border-radius: var(--_radius); background: var(--_tier-3);
}
.${c.row}[data-tier='0'] { background: var(--_tier-0); border-color: color-mix(in srgb, var(--_success) 45%, var(--_surface)); }
.${c.row}[data-tier='1'] { background: var(--_tier-1); }
.${c.row}[data-tier='2'] { background: var(--_tier-2); }
.${c.row}[data-tier='4'] { background: var(--_tier-4); }
.${c.row}:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.${c.row}[aria-disabled='true'] { cursor: not-allowed; color: var(--_muted); background: color-mix(in srgb, var(--_muted) 7%, var(--_surface)); border-color: transparent; }
.${c.row}[aria-disabled='true'] .${c.price} { font-size: var(--_font-small); font-weight: 400; }
.${c.when} { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5em; min-inline-size: 0; }
.${c.weekday} { font-weight: 600; }
.${c.date} { color: var(--_muted); }
.${c.row} .${c.tail} { grid-row: 1 / span 2; grid-column: 2; display: grid; justify-items: end; }
.${c.row} .${c.extras} { grid-column: 1; display: flex; flex-wrap: wrap; align-items: center; gap: 0.25em var(--_space); }
.${c.row} .${c.extras}:empty { display: none; }
.${c.row} .hk-badge { margin-block-start: 0.25em; }
.${c.listActions} { display: flex; flex-wrap: wrap; gap: var(--_space); }
.${c.listActions} svg { inline-size: 1.25em; block-size: 1.25em; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }

/* The chosen day, over any colour of the scale. */
.${c.root} .${c.day}[aria-selected='true'], .${c.root} .${c.row}[aria-selected='true'] {
  background: var(--_accent); border-color: var(--_accent); color: var(--_on-accent);
}
.${c.day}[aria-selected='true'] .${c.num}, .${c.day}[aria-selected='true'] .${c.admin},
.${c.row}[aria-selected='true'] .${c.date}, .${c.row}[aria-selected='true'] .${c.admin}, .${c.row}[aria-selected='true'] .${c.weekday} { color: var(--_on-accent); }
.${c.day}[aria-selected='true'] .${c.num}::after { background: var(--_on-accent); }

/* Blurred prices: seen as shapes, not read (hidden from assistive technology, not focusable). */
.${c.blurred} { filter: blur(0.35em); user-select: none; pointer-events: none; }
.${c.placeholder} { display: inline-block; inline-size: 3em; block-size: 0.9em; border-radius: 0.25em; background: var(--_border); }
.${c.blurNote} { margin: 0; font-weight: 600; }

/* Loading: the same boxes, with the kit's skeleton in them. */
.${c.skCell} { display: block; block-size: 100%; }
.${c.skLine} { display: block; block-size: 1.2em; inline-size: 60%; }
.${c.skMonth} { inline-size: 10em; block-size: 1.4em; justify-self: center; }
.${c.skIcon} { display: block; inline-size: 2.5em; block-size: 2.5em; }
/* The price tabs above the days and the bar under them, as tall as theirs. */
.${c.skTabs} { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); grid-auto-rows: 1fr; gap: var(--_space); block-size: 4em; }
.${c.skTab} { block-size: 100%; }
.${c.skActions} { block-size: 3.5em; }
@media (max-width: 767.98px) {
  .${c.skTabs} { grid-template-columns: repeat(2, minmax(0, 1fr)); block-size: 22.75em; }
  .${c.skActions} { block-size: 7.125em; }
}
.${c.skLegend} { display: inline-block; inline-size: 12em; block-size: 1em; }
.${c.day}.${c.sk}, .${c.row}.${c.sk} { cursor: default; background: transparent; }
.${c.code} { display: block; margin-block-start: calc(var(--_space) / 2); font-size: var(--_font-small); color: var(--_muted); }

@media (max-width: 767.98px) {
  .${c.root} { --_day-height: var(--hk-calendar-day-height, 3.75em); }
  .${c.grid} { border-spacing: 0.125em; margin-inline: -0.125em; inline-size: calc(100% + 0.25em); }
  .${c.day} { padding: 0.2em 0.15em; text-align: center; }
  .${c.day} .${c.price} { font-size: 0.8125em; }
  /* A label is a dot on a phone's grid; its words stay in the day's name. */
  .${c.day} .hk-badge { display: block; inline-size: 6px; block-size: 6px; margin: 2px auto 0; padding: 0; font-size: 0; border-width: 0; border-radius: 50%; background: var(--_tone); }
  .${c.day} .${c.admin} { font-size: 0.6875em; }
  .${c.monthBar} .hk-button, .${c.skIcon} { min-block-size: 44px; min-inline-size: 44px; }
  .${c.listActions} .hk-button { flex: 1 1 auto; }
}
`;
