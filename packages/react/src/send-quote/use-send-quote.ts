import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type Locale,
  type SendQuoteErrorField,
  type SendQuoteMessageKey,
  sendQuoteMessage,
  sendQuoteOf,
} from '@haulkit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the send-quote dialog. */
export interface SendQuoteProps {
  /** Quote session key: the dialog sends that session's quote. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * Admin staff send it for a customer: the dialog is named "Send quote by email", asks for the
   * customer's name and shows a server code the catalogue does not know as it comes.
   * @default false
   */
  isAdmin?: boolean;
}

/** The send-quote dialog's words for their locale. */
export type SendQuoteTranslate = (key: SendQuoteMessageKey, params?: Record<string, string | number>) => string;

/** Where focus goes after a render: a field, or the sent message's Close. */
type FocusTarget = 'name' | 'email' | 'close';

/**
 * Behaviour of the send-quote dialog (docs/behaviour/back-office.md §2 "send quote", §5, §8): the
 * session's one send-quote model for the audience (`sendQuoteOf`, so what was typed stays after
 * a failure and when the dialog is closed and opened again), prefilled from the listing as the
 * dialog opens; focus on the first field with an error after a refused send, on Close once sent,
 * on the name after "Send again". Closing after a send makes the next opening a new form.
 */
export function useSendQuote({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  isAdmin = false,
}: SendQuoteProps) {
  const t = useMessages(sendQuoteMessage, locale);
  const model = useMemo(() => sendQuoteOf(getSession(key), { locale, isAdmin }), [key, locale, isAdmin]);
  const state = useStore(model.$state);
  const [open, setOpen] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  const name = useRef<HTMLInputElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!focus) return;
    ({ name, email, close })[focus.target].current?.focus();
  }, [focus]);

  const errorOf = (field: SendQuoteErrorField) => state.errors.find((error) => error.field === field);
  const busy = state.status === 'saving' || state.status === 'sending';

  return {
    t,
    state,
    model,
    isAdmin,
    open,
    busy,
    /** The refs the view puts on the name field, the e-mail field and the sent message's Close. */
    refs: { name, email, close },
    errorOf,
    /** Opens the dialog, its blank fields filled from what the listing knows of the customer. */
    show() {
      model.prefill();
      setOpen(true);
    },
    /** Closes the dialog; after a send, the next opening starts from the form again. */
    hide() {
      setOpen(false);
      if (model.$state.get().status === 'sent') model.reset();
    },
    /** Sends, then moves focus: the first field refused, or Close once sent. */
    async send() {
      await model.submit();
      const after = model.$state.get();
      const refused = after.errors.find((error) => error.field !== 'general');
      if (refused && refused.field !== 'general') setFocus({ target: refused.field });
      else if (after.status === 'sent') setFocus({ target: 'close' });
    },
    /** Back to the form to send again, focus on the name. */
    again() {
      model.reset();
      setFocus({ target: 'name' });
    },
  };
}

/** What the dialog's hook gives its view. */
export type SendQuoteView = ReturnType<typeof useSendQuote>;
