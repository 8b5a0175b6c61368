import {
  carFieldErrorKey,
  carFlowMessage,
  DEFAULT_LOCALE,
  type Listing,
  type Locale,
  MAX_MAKE_MODEL_LENGTH,
  type MakeModelCheck,
  type MakeModelField,
  type QuoteFlowBase,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import { useStore } from '../../use-store.js';

/** What the custom car form holds: the make and model as typed. */
export interface CustomCarText {
  make: string;
  model: string;
}

/** A field's refusal: the §5 code and the words. */
export interface CustomCarFieldError {
  code: Exclude<MakeModelCheck, { ok: true }>['code'];
  text: string;
}

const EMPTY: CustomCarText = { make: '', model: '' };

/**
 * Behaviour of the custom car dialog (docs/behaviour/quote-flow.md §2 custom car modal, §5): the make
 * and model as typed, kept as they are until the car is added, each with a count of the
 * characters used of MAX_MAKE_MODEL_LENGTH; on submit the session checks them (each needs a
 * word character and at most MAX_MAKE_MODEL_LENGTH characters) and either adds the car,
 * announced, or sets its `ui.vehicle.customError`, whose fields this shows, each until that
 * field is typed in again.
 */
export function useCustomCar({
  session,
  locale = DEFAULT_LOCALE,
  onAdded,
}: {
  session: QuoteFlowBase;
  locale?: Locale | undefined;
  onAdded?: ((listing: Listing) => void) | undefined;
}) {
  const t = useMessages(carFlowMessage, locale);
  const announce = useAnnounce();
  const $customError = useMemo(() => computed(session.$ui, (ui) => ui.vehicle?.customError ?? null), [session]);
  const customError = useStore($customError);
  const [text, setText] = useState<CustomCarText>(EMPTY);
  // What was typed, read by a submit that comes before the next render (Enter right after a key).
  const typed = useRef<CustomCarText>(EMPTY);
  // Errors show only after this dialog's own submit, and a field's only until it is typed in.
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<readonly MakeModelField[]>([]);
  const latest = useRef(onAdded);
  latest.current = onAdded;

  const lengthOf = (field: MakeModelField) => text[field].trim().length;
  const errorOf = (field: MakeModelField): CustomCarFieldError | null =>
    submitted && customError?.fields.includes(field) && !edited.includes(field)
      ? {
          code: customError.code,
          text: t(carFieldErrorKey(customError.code, field), { max: MAX_MAKE_MODEL_LENGTH, count: lengthOf(field) }),
        }
      : null;
  const countOf = (field: MakeModelField) => ({
    text: t('carCustomCount', { count: lengthOf(field), max: MAX_MAKE_MODEL_LENGTH }),
    over: lengthOf(field) > MAX_MAKE_MODEL_LENGTH,
  });

  return {
    t,
    text,
    errors: { make: errorOf('make'), model: errorOf('model') },
    /** Each field's count of the characters used, of MAX_MAKE_MODEL_LENGTH, and whether it is over. */
    counts: { make: countOf('make'), model: countOf('model') },
    max: MAX_MAKE_MODEL_LENGTH,
    type(field: MakeModelField, value: string) {
      typed.current = { ...typed.current, [field]: value };
      setText(typed.current);
      setEdited((fields) => (fields.includes(field) ? fields : [...fields, field]));
    },
    /** Adds the car when both names hold a word character; otherwise the fields at fault, in order. */
    submit(): { ok: true } | { ok: false; fields: MakeModelField[] } {
      const car = typed.current;
      const next = session.addCustomVehicle(car);
      setSubmitted(true);
      setEdited([]);
      const refused = next.ui.vehicle?.customError;
      if (refused) return { ok: false, fields: refused.fields };
      announce(t('carAdded', { make: car.make.trim(), model: car.model.trim() }));
      typed.current = EMPTY;
      setText(EMPTY);
      setSubmitted(false);
      latest.current?.(next.listing);
      return { ok: true };
    },
  };
}
