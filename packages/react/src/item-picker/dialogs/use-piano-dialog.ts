import {
  checkCustomPiano,
  DEFAULT_LOCALE,
  itemDialogsMessage,
  type Listing,
  type Locale,
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

const ERRORS = { make: 'makeInvalid', model: 'modelInvalid' } as const;

/**
 * Behaviour of the custom piano modal (docs/behaviour/quote-flow.md §2, §5): make and model as typed;
 * on submit each must hold a word character, or that field gets its error (code makeModelError)
 * and the first at fault takes focus; otherwise the piano joins the list through addCustomPiano,
 * is announced ("Added {name}") and the dialog closes.
 */
export function usePianoDialog({ session, locale = DEFAULT_LOCALE, onClose, onAdded }: PianoDialogProps) {
  const t = useMessages(itemDialogsMessage, locale);
  const announce = useAnnounce();
  const [values, setValues, latest] = useLatestState<Record<MakeModelField, string>>(() => ({ make: '', model: '' }));
  const [invalid, setInvalid] = useState<MakeModelField[]>([]);
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
      setInvalid(check.fields);
      setFocusTo(check.fields[0] ?? 'make');
      return;
    }
    const before = session.$listing.get();
    const next = session.update((state) => quoteTransitions.addCustomPiano(state, typed)).listing;
    if (next === before) return;
    setInvalid([]);
    setValues({ make: '', model: '' });
    announce(t('added', { name: quoteTransitions.customPianoItem(check.make, check.model).name }));
    onAdded?.(next);
    onClose();
  };

  return {
    t,
    values,
    change: (field: MakeModelField, value: string) => setValues({ ...latest.current, [field]: value }),
    errors: Object.fromEntries(invalid.map((field) => [field, t(ERRORS[field])])) as Partial<
      Record<MakeModelField, string>
    >,
    submit,
    controlRef: (field: MakeModelField) => (element: HTMLInputElement | null) => {
      controls.current[field] = element;
    },
  };
}
