import type { Locale, SliderMode, SliderRange } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { timeSliderClasses } from './time-slider.styles.js';
import type { TimeSliderTranslate } from './use-time-slider.js';

/** The confirmation is its own module, fetched when first asked for (furniture only: a rare path). */
const loadModeDialog = lazyImport(() => import('./dialogs/slider-mode-dialog.js'));

/** Props of TimeSliderDialogs. */
export interface TimeSliderDialogsProps {
  /** The mode a furniture switch waits to be confirmed for; null: no dialog. */
  pendingMode: SliderMode | null;
  /** The window of the side being left. */
  range: SliderRange;
  locale: Locale;
  t: TimeSliderTranslate;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The time slider's dialog, loaded on demand: the furniture mode switch confirmation, open while
 * the session's sliderModeConfirm modal is. A module that cannot load shows a message with Try
 * again and Close (which declines the switch), never an error over the whole slider.
 */
export function TimeSliderDialogs({ pendingMode, range, locale, t, onConfirm, onCancel }: TimeSliderDialogsProps) {
  if (pendingMode === null) return null;
  return (
    <LazyPart
      load={loadModeDialog}
      failed={(retry) => (
        <PartFailed
          message={t('partFailed')}
          retryLabel={t('retry')}
          closeLabel={t('close')}
          onRetry={retry}
          onClose={onCancel}
          actionsClassName={timeSliderClasses.actions}
        />
      )}
    >
      {({ SliderModeDialog }) => (
        <SliderModeDialog
          open
          locale={locale}
          mode={pendingMode}
          range={range}
          onConfirm={onConfirm}
          onCancel={onCancel}
        />
      )}
    </LazyPart>
  );
}
