import {
  DEFAULT_LOCALE,
  formatSliderHour,
  type Locale,
  type SliderMode,
  type SliderRange,
  timeSliderMessage,
} from '@haulkit/core';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { timeSliderClasses } from '../time-slider.styles.js';

/** Styles of the mode switch confirmation: its sentence and its two buttons, 44 px tall on phones. */
export const sliderModeDialogStyles = `
.${timeSliderClasses.dialog} { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.${timeSliderClasses.dialog} > p { margin: 0; line-height: 1.5; }
.${timeSliderClasses.dialogActions} { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .${timeSliderClasses.dialogActions} .hk-button { min-block-size: 44px; }
}
`;

/** Props of SliderModeDialog. */
export interface SliderModeDialogProps {
  /** Shown while true. */
  open: boolean;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** The mode asked for. */
  mode: SliderMode;
  /** The window of the side being left, which confirming clears. */
  range: SliderRange;
  /** The person confirmed: the session switches and clears the other side's times. */
  onConfirm(): void;
  /** The person kept the current mode: Escape, the close button, the backdrop or "Keep …". */
  onCancel(): void;
}

/**
 * The furniture mode switch confirmation (docs/behaviour/quote-flow.md §4: switching mode asks for
 * confirmation if times are already set; confirming clears the other side's times). It says which
 * times go; "Keep …" has focus first, so Enter never clears them by accident.
 */
export function SliderModeDialog({
  open,
  locale = DEFAULT_LOCALE,
  mode,
  range,
  onConfirm,
  onCancel,
}: SliderModeDialogProps) {
  useSheet(sliderModeDialogStyles);
  const t = useMessages(timeSliderMessage, locale);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);
  const toDelivery = mode === 'delivery';
  const window = { start: formatSliderHour(range.start, locale), end: formatSliderHour(range.end, locale) };
  return (
    <Dialog
      open={open}
      title={t(toDelivery ? 'confirmToDeliveryTitle' : 'confirmToCollectionTitle')}
      closeLabel={t('close')}
      onClose={onCancel}
    >
      <div className={timeSliderClasses.dialog} part="confirm">
        <p>{t(toDelivery ? 'confirmToDelivery' : 'confirmToCollection', window)}</p>
        <div className={timeSliderClasses.dialogActions}>
          <Button ref={keep} variant="secondary" part="keep-button" onClick={onCancel}>
            {t(toDelivery ? 'keepCollection' : 'keepDelivery')}
          </Button>
          <Button part="switch-button" onClick={onConfirm}>
            {t(toDelivery ? 'switchToDelivery' : 'switchToCollection')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
