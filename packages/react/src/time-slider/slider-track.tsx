import type { SliderMode, SliderRange, SliderThumb, ThumbLimits } from '@haulkit/core';
import { type KeyboardEvent, memo, type PointerEvent, type RefObject } from 'react';
import { timeSliderClasses } from './time-slider.styles.js';
import type { TimeSliderTranslate } from './use-time-slider.js';

/** Props of SliderTrack. */
export interface SliderTrackProps {
  mode: SliderMode;
  range: SliderRange;
  /** The hours the thumbs may take (the dimmed part before it is closed). */
  bounds: SliderRange;
  ticks: readonly number[];
  /** The thumb being dragged, if any. */
  active: SliderThumb | null;
  t: TimeSliderTranslate;
  /** An hour as the locale writes it ("8am", "8:00"). */
  hour(value: number): string;
  limitsOf(thumb: SliderThumb): ThumbLimits;
  trackRef: RefObject<HTMLDivElement | null>;
  thumbRefs: { current: Record<SliderThumb, HTMLElement | null> };
  onThumbKeyDown(thumb: SliderThumb, event: KeyboardEvent<HTMLElement>): void;
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerEnd(event: PointerEvent<HTMLElement>): void;
}

const LABELS: Record<
  SliderMode,
  Record<SliderThumb, 'startCollection' | 'endCollection' | 'startDelivery' | 'endDelivery'>
> = {
  collection: { start: 'startCollection', end: 'endCollection' },
  delivery: { start: 'startDelivery', end: 'endDelivery' },
};

/**
 * The track of the time slider (APG multi-thumb slider): the line from 6 to 20 with the chosen
 * window filled, the hours a mode cannot take dimmed, two thumbs (role slider, each one's
 * aria-valuemin and aria-valuemax following the other thumb and the minimum range, aria-valuetext
 * the hour as the locale writes it) and the 2-hour ticks labelled under it (on phones every other
 * label, from 8am, so they never touch). Positions are classes per whole hour (never inline
 * styles). Re-renders only when what it draws changes.
 */
export const SliderTrack = memo(function SliderTrack(props: SliderTrackProps) {
  const { mode, range, bounds, ticks, active, t, hour, limitsOf } = props;
  const first = ticks[0] ?? bounds.start;
  return (
    <div part="slider" className={timeSliderClasses.slider} data-mode={mode}>
      <div
        ref={props.trackRef}
        className={timeSliderClasses.rail}
        onPointerDown={props.onPointerDown}
        onPointerMove={props.onPointerMove}
        onPointerUp={props.onPointerEnd}
        onPointerCancel={props.onPointerEnd}
        onLostPointerCapture={props.onPointerEnd}
      >
        <span className={timeSliderClasses.line} aria-hidden="true">
          {bounds.start > first && (
            <span className={`${timeSliderClasses.closed} ${timeSliderClasses.to}-${bounds.start}`} />
          )}
          <span
            part="range"
            className={`${timeSliderClasses.fill} ${timeSliderClasses.from}-${range.start} ${timeSliderClasses.to}-${range.end}`}
          />
        </span>
        {(['start', 'end'] as const).map((thumb) => {
          const limits = limitsOf(thumb);
          const value = thumb === 'start' ? range.start : range.end;
          return (
            <div
              key={thumb}
              ref={(element) => {
                props.thumbRefs.current[thumb] = element;
              }}
              role="slider"
              tabIndex={0}
              part="thumb"
              className={`${timeSliderClasses.thumb} ${timeSliderClasses.at}-${value}`}
              data-thumb={thumb}
              data-active={active === thumb || undefined}
              aria-label={t(LABELS[mode][thumb])}
              aria-valuemin={limits.min}
              aria-valuemax={limits.max}
              aria-valuenow={value}
              aria-valuetext={hour(value)}
              onKeyDown={(event) => props.onThumbKeyDown(thumb, event)}
            />
          );
        })}
      </div>
      <div part="ticks" className={timeSliderClasses.ticks} aria-hidden="true">
        {ticks.map((tick) => (
          <span
            key={tick}
            className={`${timeSliderClasses.tick} ${timeSliderClasses.at}-${tick}`}
            data-minor={(tick - first) % 4 === 0 || undefined}
          >
            <span className={timeSliderClasses.tickLabel}>{hour(tick)}</span>
          </span>
        ))}
      </div>
    </div>
  );
});
