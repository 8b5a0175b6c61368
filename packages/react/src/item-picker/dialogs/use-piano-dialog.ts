import {
  checkCustomPiano,
  DEFAULT_LOCALE,
  itemDialogsMessage,
  type Listing,
  type Locale,
  MAX_MAKE_MODEL_LENGTH,
  type MakeModelCheck,
  type MakeModelField,
  type QuoteSession,
  quoteTransitions,
} from '@haulkit/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import { useLatestState } from './use-latest-state.js';

/** Props of PianoDialog. */
export interface PianoDialogProps {
  /** Shown while true. */
  open: boolean;
  /** Called when the dialog should close: after adding, or when the person cancels. */
  onClose(): void;
  /** The quote session the piano joins. */
  session: QuoteSession;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Called with the listing once the piano joined it, so an element can emit `hk-change`. */
  onAdded?(listing: Listing): void;
}

const ERRORS = {
  makeModelError: { make: 'makeInvalid', model: 'modelInvalid' },
  makeModelTooLong: { make: 'makeTooLong', model: 'modelTooLong' },
} as const;

/** A field's refusal: the §5 code (for `data-code`) and the words. */
export interface PianoFieldError {
  code: Exclude<MakeModelCheck, { ok: true }>['code'];
  text: string;
}

/**
 * Behaviour of the custom piano modal (docs/behaviour/quote-flow.md §2, §5): make and model as typed,
 * each with a hint that tells its maximum length and counts what is used; on submit each must
 * hold a word character (code makeModelError) and be at most MAX_MAKE_MODEL_LENGTH characters
 * (code makeModelTooLong), or that field gets its error until the next submit, the first at
 * fault takes focus and what was typed stays; otherwise the piano joins the list through
 * addCustomPiano, is announced ("Added {name}") and the dialog closes.
 */
export function usePianoDialog({ session, locale = DEFAULT_LOCALE, onClose, onAdded }: PianoDialogProps) {
  const t = useMessages(itemDialogsMessage, locale);
  const announce = useAnnounce();
  const [values, setValues, latest] = useLatestState<Record<MakeModelField, string>>(() => ({ make: '', model: '' }));
  const [refused, setRefused] = useState<Exclude<MakeModelCheck, { ok: true }> | null>(null);
  const [focusTo, setFocusTo] = useState<MakeModelField | null>(null);
  const controls = useRef<Partial<Record<MakeModelField, HTMLInputElement | null>>>({});

  useLayoutEffect(() => {
    if (focusTo === null) return;
    controls.current[focusTo]?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const submit = () => {
    const typed = latest.current;
    const check = checkCustomPiano(typed);
    if (!check.ok) {
      setRefused(check);
      setFocusTo(check.fields[0] ?? 'make');
      return;
    }
    const before = session.$listing.get();
    const next = session.update((state) => quoteTransitions.addCustomPiano(state, typed)).listing;
    if (next === before) return;
    setRefused(null);
    setValues({ make: '', model: '' });
    announce(t('added', { name: quoteTransitions.customPianoItem(check.make, check.model).name }));
    onAdded?.(next);
    onClose();
  };

  const lengthOf = (field: MakeModelField) => values[field].trim().length;
  const errors: Partial<Record<MakeModelField, PianoFieldError>> = {};
  // Each field at fault says why until the next submit; a too-long one counts what it holds now.
  if (refused) {
    const { code } = refused;
    for (const field of refused.fields)
      errors[field] = { code, text: t(ERRORS[code][field], { max: MAX_MAKE_MODEL_LENGTH, count: lengthOf(field) }) };
  }
  const hintOf = (field: MakeModelField) => ({
    count: t('nameCount', { count: lengthOf(field), max: MAX_MAKE_MODEL_LENGTH }),
    over: lengthOf(field) > MAX_MAKE_MODEL_LENGTH,
  });

  return {
    t,
    values,
    change: (field: MakeModelField, value: string) => setValues({ ...latest.current, [field]: value }),
    errors,
    /** Each field's count of the characters used, of MAX_MAKE_MODEL_LENGTH, and whether it is over. */
    counts: { make: hintOf('make'), model: hintOf('model') },
    max: MAX_MAKE_MODEL_LENGTH,
    submit,
    controlRef: (field: MakeModelField) => (element: HTMLInputElement | null) => {
      controls.current[field] = element;
    },
  };
}
