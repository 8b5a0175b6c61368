import type { SliderMode } from '@haulkit/core';
import { memo, useId } from 'react';
import { timeSliderClasses } from './time-slider.styles.js';
import type { TimeSliderTranslate } from './use-time-slider.js';

/** Props of ModeSwitch. */
export interface ModeSwitchProps {
  mode: SliderMode;
  t: TimeSliderTranslate;
  /** Asks for a mode; returns the mode the slider is in afterwards (unchanged while a switch waits for confirmation). */
  onChange(mode: SliderMode): SliderMode;
}

const MODES: readonly SliderMode[] = ['collection', 'delivery'];

/** The radios of the group a radio belongs to. */
const radiosOf = (radio: HTMLInputElement) =>
  radio.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[type=radio]') ?? [radio];

/**
 * Collection or delivery, as a two-option segmented control: native radios in a fieldset (the
 * APG radio group: one tab stop, arrows move and choose), named by the visible legend. The radio
 * checked is the session's mode: a furniture switch that waits for confirmation leaves it as it is.
 */
export const ModeSwitch = memo(function ModeSwitch({ mode, t, onChange }: ModeSwitchProps) {
  const name = useId();
  return (
    <fieldset part="modes" className={timeSliderClasses.modes}>
      <legend className={timeSliderClasses.legend}>{t('modeLegend')}</legend>
      <div className={timeSliderClasses.segments}>
        {MODES.map((option) => (
          <label key={option} className={timeSliderClasses.segment} part="mode">
            <input
              className={timeSliderClasses.segmentInput}
              type="radio"
              name={name}
              value={option}
              checked={option === mode}
              onChange={(event) => {
                const now = onChange(option);
                if (now === option) return;
                // A switch that waits for confirmation: the mode stays, so its radio stays checked
                // (React restores controlled radios by itself, preact/compat does not) and has
                // focus, which the dialog gives back to it when it closes.
                for (const radio of radiosOf(event.currentTarget)) {
                  radio.checked = radio.value === now;
                  if (radio.checked) radio.focus();
                }
              }}
            />
            <span>{t(option === 'delivery' ? 'modeDelivery' : 'modeCollection')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
});
