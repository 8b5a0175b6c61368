import type { VanTypeKey } from '@haulkit/core';
import { vanSelectorClasses } from './van-selector.styles.js';

/**
 * Side views of the three van types on one shared 64 × 26 grid, so a bigger van draws longer and
 * taller than a smaller one (small van 38 long, large van 50, Luton 59 with its box over the cab).
 * Each is the body, a cab window and two wheels; colours come from the element's styles.
 */
const VAN_DRAWINGS: Readonly<Record<VanTypeKey, { body: string; window: string; wheels: readonly number[] }>> = {
  small_transit: {
    body: 'M2 22V12.5Q2 11 3.5 11H28l6 6 5 1q1 .3 1 1.5V22z',
    window: 'M28.5 12.5h-4v4.5h8.5z',
    wheels: [9, 33],
  },
  large_transit: {
    body: 'M2 22V8.5Q2 7 3.5 7H39l7 8 5 1q1 .3 1 1.5V22z',
    window: 'M39.5 8.5h-4V15h9.5z',
    wheels: [10, 44],
  },
  luton_van: {
    body: 'M2 22V4h45v5h4l6 6 3 .8q1 .3 1 1.5V22z',
    window: 'M51.5 10.5h-3v4.5h7.5z',
    wheels: [12, 52],
  },
};

/** A van type's side view, decorative (its name is written beside it). */
export function VanSilhouette({ type }: { type: VanTypeKey }) {
  const van = VAN_DRAWINGS[type];
  return (
    <svg className={vanSelectorClasses.icon} viewBox="0 0 64 26" aria-hidden="true" focusable="false" data-van={type}>
      <path className={vanSelectorClasses.body} d={van.body} />
      <path className={vanSelectorClasses.window} d={van.window} />
      {van.wheels.map((x) => (
        <circle key={x} className={vanSelectorClasses.wheel} cx={x} cy={22} r={3} />
      ))}
    </svg>
  );
}
