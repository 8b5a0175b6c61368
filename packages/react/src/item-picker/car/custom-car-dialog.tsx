import type { Listing, Locale, MakeModelField, QuoteFlowBase } from '@haulkit/core';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/field.js';
import { useSheet } from '../../ui/sheet.js';
import { carClasses, carStyles } from './car.styles.js';
import { useCustomCar } from './use-custom-car.js';

/** Props of CustomCarDialog. */
export interface CustomCarDialogProps {
  /** The quote session (with the flow's actions) the car is added to. */
  session: QuoteFlowBase;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Shown while true; the caller's state is the one source of truth. */
  open: boolean;
  /** Called when the person closes the dialog, and after the car was added. */
  onClose(): void;
  /** Called with the listing once the car was added (before `onClose`). */
  onAdded?: ((listing: Listing) => void) | undefined;
}

/**
 * The custom car dialog (docs/behaviour/quote-flow.md §2 car flow, §5): make and model typed as text;
 * each must hold a letter or digit (`data-code="makeModelError"`) and be at most 40 characters,
 * which its hint says and counts (`data-code="makeModelTooLong"`), or its field says so and what
 * was typed stays. On success the car joins the list, is announced, and the dialog closes. Its
 * own module, so a page loads it only when a person asks for it.
 */
export function CustomCarDialog({ session, locale, open, onClose, onAdded }: CustomCarDialogProps) {
  useSheet(carStyles);
  const form = useCustomCar({ session, locale, onAdded });
  const { t } = form;
  const inputs = { make: useRef<HTMLInputElement>(null), model: useRef<HTMLInputElement>(null) };

  // After the dialog has opened (its own effect runs first), the make field takes focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only
  useEffect(() => {
    if (open) inputs.make.current?.focus();
  }, [open]);

  const field = (name: MakeModelField) => {
    const error = form.errors[name];
    return (
      <Field
        name={name}
        label={t(name === 'make' ? 'carMakeLabel' : 'carModelLabel')}
        hint={
          <>
            {t(name === 'make' ? 'carCustomMakeHint' : 'carCustomModelHint', { max: form.max })}{' '}
            <span className={carClasses.count} data-over={form.counts[name].over ? '' : undefined}>
              {form.counts[name].text}
            </span>
          </>
        }
        error={error?.text}
        errorCode={error?.code}
      >
        {(control) => (
          <input
            {...control}
            ref={inputs[name]}
            part="control"
            className={`hk-control ${carClasses.input}`}
            type="text"
            autoComplete="off"
            value={form.text[name]}
            onChange={(event) => form.type(name, event.currentTarget.value)}
          />
        )}
      </Field>
    );
  };

  return (
    <Dialog open={open} title={t('carCustomTitle')} closeLabel={t('carClose')} onClose={onClose}>
      <form
        className={carClasses.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const outcome = form.submit();
          if (outcome.ok) onClose();
          else inputs[outcome.fields[0] ?? 'make'].current?.focus();
        }}
      >
        {field('make')}
        {field('model')}
        <div className={carClasses.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('carCancel')}
          </Button>
          <Button type="submit">{t('carAdd')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

export default CustomCarDialog;
