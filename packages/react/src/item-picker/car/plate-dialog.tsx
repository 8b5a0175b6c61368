import type { Listing, Locale, QuoteFlowBase } from '@haulkit/core';
import { useEffect, useRef } from 'react';
import type { WidgetError } from '../../common/widget-error.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { useSheet } from '../../ui/sheet.js';
import { carClasses, carStyles } from './car.styles.js';
import { usePlateLookup } from './use-plate-lookup.js';

/** Props of PlateDialog. */
export interface PlateDialogProps {
  /** The quote session (with the flow's actions) the vehicles found are added to. */
  session: QuoteFlowBase;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Shown while true; the caller's state is the one source of truth. */
  open: boolean;
  /** Called when the person closes the dialog, and after the vehicles found were added. */
  onClose(): void;
  /** Called with the listing once the vehicles found were added (before `onClose`). */
  onAdded?: ((listing: Listing) => void) | undefined;
  /** "Add my car by name instead": the caller opens the custom car dialog. Without it, no such button. */
  onUseCustom?: (() => void) | undefined;
  /** Called when a plate was not found or could not be looked up (`plateNotFound`, `plateLookupFailed`). */
  onError?: ((error: WidgetError) => void) | undefined;
}

/**
 * The registration-plate dialog (docs/behaviour/quote-flow.md §2, §7 get-vehicle-data, §8): a plate
 * field (spaces allowed) and "Look up", busy while it runs. Found vehicles join the list, are
 * announced and the dialog closes; a plate that finds nothing shows the plate-number error by
 * the field (`data-code="plateNotFound"`), the plate kept, and a way to add the car by name.
 * Its own module, so a page loads it only when a person asks for it.
 */
export function PlateDialog({ session, locale, open, onClose, onAdded, onUseCustom, onError }: PlateDialogProps) {
  useSheet(carStyles);
  const lookup = usePlateLookup({ session, locale, onAdded, onError });
  const { t, error } = lookup;
  const input = useRef<HTMLInputElement>(null);

  // After the dialog has opened (its own effect runs first), the plate field takes focus.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <Dialog open={open} title={t('carPlateTitle')} closeLabel={t('carClose')} onClose={onClose}>
      <form
        className={carClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          lookup.lookUp().then((found) => {
            if (found) onClose();
            else input.current?.focus();
          });
        }}
      >
        <Field
          name="plate"
          label={t('carPlateLabel')}
          hint={t('carPlateHint')}
          error={error?.text}
          errorCode={error?.code}
        >
          {(control) => (
            <input
              {...control}
              ref={input}
              part="control"
              className={`hk-control ${carClasses.input} ${carClasses.plate}`}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              enterKeyHint="search"
              value={lookup.plate}
              onChange={(event) => lookup.type(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className={carClasses.actions}>
          {error && error.code !== 'plateRequired' && onUseCustom && (
            <Button variant="secondary" onClick={onUseCustom}>
              {t('carPlateUseCustom')}
            </Button>
          )}
          <Button type="submit" loading={lookup.busy}>
            {t('carPlateSubmit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export default PlateDialog;
