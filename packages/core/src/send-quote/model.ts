import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../errors.js';
import type { Locale } from '../locale/locales.js';
import { isSendQuoteMessageKey, type SendQuoteMessageKey, sendQuoteMessage } from '../locale/send-quote.js';
import type { Listing } from '../model/listing.js';
import {
  checkSendQuote,
  EMPTY_SEND_QUOTE_DRAFT,
  quoteRecipientOf,
  type SendQuoteDraft,
  type SendQuoteErrorField,
  type SendQuoteFieldError,
  sendQuoteFailure,
} from '../rules/send-quote/send-quote.js';
import { serverErrorTextFor } from '../rules/server-errors/audience-text.js';
import type { SessionCore } from '../session/core.js';
import { flowEffectsOf } from '../session/flow-effects.js';

// The send-quote dialog's model (docs/behaviour/back-office.md §2 "send quote", §5, §7, §8): a
// customer e-mails themselves the quote, or an admin sends it for one. Framework-free: a React
// hook reads `$state` and calls the actions.

/** Where sending stands. */
export type SendQuoteStatus =
  /** The form, waiting to be sent. */
  | 'idle'
  /** The pre-listing is being saved, so the e-mail holds the quote as it stands. */
  | 'saving'
  /** POST /ng/prelisting/{id}/send on its way. */
  | 'sending'
  /** Sent to `sentTo`. */
  | 'sent';

/** One error to show: where, its code (for `data-code` and hk-error) and its words. */
export interface SendQuoteShownError {
  readonly field: SendQuoteErrorField;
  readonly code: string;
  readonly text: string;
}

/** Everything the dialog shows. */
export interface SendQuoteState {
  /** The form, as typed (never cleared by a failure). */
  readonly draft: SendQuoteDraft;
  readonly errors: readonly SendQuoteShownError[];
  readonly status: SendQuoteStatus;
  /** The address the quote went to, once sent. */
  readonly sentTo: string | null;
}

/** Options of the model. */
export interface SendQuoteOptions {
  readonly locale: Locale;
  /** An admin sends it for a customer: a code the catalogue does not know is shown as it comes (§8). */
  readonly isAdmin?: boolean;
}

/** The model: its state and actions. */
export interface SendQuote {
  readonly $state: ReadableAtom<SendQuoteState>;
  /** Changes some fields; their errors go. A field changed here is the person's: prefill leaves it. */
  change(patch: Partial<SendQuoteDraft>): void;
  /**
   * Fills the name and e-mail the person has not changed, and left blank, from the listing's
   * recipient (`quoteRecipientOf`): called as the dialog opens, so what was typed is never replaced.
   */
  prefill(): void;
  /** Checks the form, saves the pre-listing, then sends the quote. */
  submit(): Promise<void>;
  /** Back to the form (after sending, or to send again); what was typed stays. */
  reset(): void;
}

/**
 * The words staff read instead of a customer's for the form's own codes (the customer is asked
 * for their own name, staff for the customer's).
 */
const ADMIN_WORDS: Partial<Record<SendQuoteMessageKey, SendQuoteMessageKey>> = {
  sendQuoteNameMissing: 'sendQuoteAdminNameMissing',
  sendQuoteEmailMissing: 'sendQuoteAdminEmailMissing',
};

const INITIAL: SendQuoteState = { draft: EMPTY_SEND_QUOTE_DRAFT, errors: [], status: 'idle', sentTo: null };

/**
 * Who the quote is for, kept on the listing (user_info.name and user_info.email) before it is
 * saved, so the marketplace's copy names whom it was sent to (not specified: chosen; the send
 * call itself carries only `quotes_to`).
 */
export function withQuoteRecipient(listing: Listing, name: string, email: string): Listing {
  return { ...listing, user_info: { ...(listing.user_info ?? {}), name, email } };
}

/**
 * A send-quote dialog on a session (docs/behaviour/back-office.md §5: sending needs a name, an
 * email address and prices). Submitting checks the form, keeps the recipient on the listing,
 * saves the pre-listing through the flow's one save (`flowEffectsOf(session).saveListing()`),
 * then sends it (POST /ng/prelisting/{id}/send[/{emailType}] with `{quotes_to}`). The server's
 * refusals show beside their field (`not_valid_email`: 'Please enter a valid email address',
 * §8) or above the form; a customer never reads an internal code. What was typed is never lost.
 */
export function createSendQuote(session: SessionCore, options: SendQuoteOptions): SendQuote {
  const { locale } = options;
  const audience = options.isAdmin ? 'admin' : 'customer';
  const $state = atom<SendQuoteState>(INITIAL);
  const set = (patch: Partial<SendQuoteState>) => $state.set({ ...$state.get(), ...patch });
  /** Grows with each submit and reset: a late answer never lands. */
  let attempt = 0;
  /** The fields the person changed: prefill never writes over them. */
  const changed = new Set<string>();

  const shown = (errors: readonly SendQuoteFieldError[]): SendQuoteShownError[] =>
    errors.map(({ field, code, message }) => ({
      field,
      code,
      text: isSendQuoteMessageKey(code)
        ? sendQuoteMessage(locale, (audience === 'admin' && ADMIN_WORDS[code]) || code)
        : audience === 'admin' && message
          ? message
          : serverErrorTextFor(code, audience, locale),
    }));

  const fail = (at: number, errors: readonly SendQuoteFieldError[]) => {
    if (at === attempt) set({ status: 'idle', errors: shown(errors) });
  };

  return {
    $state,
    change(patch) {
      const state = $state.get();
      const fields = Object.keys(patch);
      for (const field of fields) changed.add(field);
      set({
        draft: { ...state.draft, ...patch },
        errors: state.errors.filter((error) => !fields.includes(error.field)),
      });
    },
    prefill() {
      const { draft } = $state.get();
      const known = quoteRecipientOf(session.$listing.get());
      const fill = (field: 'name' | 'email') => !changed.has(field) && draft[field] === '' && known[field] !== '';
      const patch = {
        ...(fill('name') ? { name: known.name } : {}),
        ...(fill('email') ? { email: known.email } : {}),
      };
      if (Object.keys(patch).length > 0) set({ draft: { ...draft, ...patch } });
    },
    async submit() {
      const state = $state.get();
      if (state.status === 'saving' || state.status === 'sending') return;
      const check = checkSendQuote(state.draft, session.$listing.get());
      if (!check.ok) return set({ errors: shown(check.errors) });
      const at = ++attempt;
      set({ status: 'saving', errors: [], sentTo: null });
      session.update((current) => ({
        ...current,
        listing: withQuoteRecipient(current.listing, check.name, check.request.quotes_to),
      }));
      let id: string;
      try {
        const effects = flowEffectsOf(session);
        await effects.saveListing();
        id = effects.ensurePrelistingId();
      } catch (error) {
        if (!isAbortError(error)) fail(at, [{ field: 'general', code: 'sendQuoteSaveFailed' }]);
        else if (at === attempt) set({ status: 'idle' });
        return;
      }
      if (at !== attempt) return;
      set({ status: 'sending' });
      try {
        const { api } = await session.adapters('api');
        if (!api) throw new Error('no quote adapter');
        await api.sendQuote(id, check.request);
        if (at === attempt) set({ status: 'sent', sentTo: check.request.quotes_to });
      } catch (error) {
        if (isAbortError(error)) return at === attempt ? set({ status: 'idle' }) : undefined;
        fail(at, sendQuoteFailure(error));
      }
    },
    reset() {
      attempt += 1;
      set({ status: 'idle', errors: [], sentTo: null });
    },
  };
}

/** Where a session keeps its send-quote models: on the session, so every bundle sharing it shares them. */
const MODELS = Symbol.for('haulkit.send-quote@1');

/**
 * The send-quote model of a session for an audience and locale, made once: a dialog shown again
 * (the price step left and come back to, a second view on the same session) finds what was typed
 * and where sending stands.
 * @example sendQuoteOf(getSession('shop'), { locale: 'en-GB' }).prefill()
 */
export function sendQuoteOf(session: SessionCore, options: SendQuoteOptions): SendQuote {
  const holder = session as SessionCore & { [MODELS]?: Map<string, SendQuote> };
  if (!holder[MODELS]) Object.defineProperty(holder, MODELS, { value: new Map<string, SendQuote>() });
  const models = holder[MODELS] as Map<string, SendQuote>;
  const key = `${options.isAdmin ? 'admin' : 'customer'} ${options.locale}`;
  let model = models.get(key);
  if (!model) {
    model = createSendQuote(session, options);
    models.set(key, model);
  }
  return model;
}
