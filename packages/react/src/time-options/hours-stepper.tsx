import { useId } from 'react';
import { NumberStepper } from '../ui/number-stepper.js';
import { timeOptionsClasses } from './time-options.styles.js';
import type { HoursError } from './use-hourly.js';
import type { TimeOptionsTranslate } from './use-time-options.js';

/** Props of HoursStepper: the `hours` of useHourly and the words. */
export interface HoursStepperProps {
  hours: {
    value: string;
    unit: string;
    hint: string;
    canDecrease: boolean;
    canIncrease: boolean;
    error: HoursError | null;
    onText(text: string): void;
    onCommit(text: string): void;
    onDecrease(): void;
    onIncrease(): void;
  };
  t: TimeOptionsTranslate;
}

/**
 * The hours booked (docs/behaviour/quote-flow.md §4, §5): a label, the range as a hint, a refused
 * number's message above the box (`field-error` with its `data-code`; what was typed stays), and
 * the kit's stepper: half an hour less or more, or a typed number.
 */
export function HoursStepper({ hours, t }: HoursStepperProps) {
  const id = useId();
  const { error } = hours;
  return (
    <div className={timeOptionsClasses.hours} part="hours" data-invalid={error ? '' : undefined}>
      <span className={timeOptionsClasses.hoursLabel} id={`${id}-label`}>
        {t('hoursLabel')}
      </span>
      <span className={timeOptionsClasses.hoursHint} id={`${id}-hint`}>
        {hours.hint}
      </span>
      {error && (
        <p part="field-error" className="hk-field-error" id={`${id}-error`} data-code={error.code}>
          {error.message}
        </p>
      )}
      <div className={timeOptionsClasses.hoursRow}>
        <NumberStepper
          value={hours.value}
          onText={hours.onText}
          onCommit={hours.onCommit}
          onDecrease={hours.onDecrease}
          onIncrease={hours.onIncrease}
          canDecrease={hours.canDecrease}
          canIncrease={hours.canIncrease}
          decreaseLabel={t('hoursDecrease')}
          increaseLabel={t('hoursIncrease')}
          inputLabel={t('hoursLabel')}
          invalid={error !== null}
          describedBy={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        />
        <span className={timeOptionsClasses.hoursUnit} aria-hidden="true">
          {hours.unit}
        </span>
      </div>
    </div>
  );
}
