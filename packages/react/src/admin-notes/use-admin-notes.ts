import {
  type AdminNotesMessageKey,
  adminNotesMessage,
  type CardPaymentRequestDetail,
  callBackDateRange,
  cancellationPeriodText,
  cardPaymentRequest,
  createAdminNotes,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatDateLabel,
  freeCancellationWindow,
  getSession,
  type Locale,
  type PrelistingAdminApi,
  storesNamed,
  withQuoteBase,
} from '@haulkit/core';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the admin notes panel (the `<hk-admin-notes>` attributes, parsed). */
export interface AdminNotesProps {
  /** Quote session key: the panel works on that session's pre-listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The admin adapter (an AdminApi, as `createHttpAdapters().admin` is): the panel uses it when it
   * has the admin lead tools' calls. By default the session's admin adapter (a page that configured
   * `experiments` with a whole AdminApi).
   */
  port?: (() => Promise<object | undefined>) | undefined;
  /**
   * Called when the operator asks to take a card payment on their call for this quote (the call's
   * id, the job's total, its currency and reference): the host opens `<hk-card-by-phone>` with
   * them. Without it the panel offers no card payment.
   */
  onTakeCardPayment?: ((detail: CardPaymentRequestDetail) => void) | undefined;
}

/** The panel's words for their locale. */
export type AdminNotesTranslate = (key: AdminNotesMessageKey, params?: Record<string, string | number>) => string;

/** True when `value` has the admin lead tools' calls (an AdminApi does). */
export function isAdminNotesPort(value: unknown): value is PrelistingAdminApi {
  const port = value as Partial<PrelistingAdminApi> | undefined;
  return (
    typeof port?.getAdminInfo === 'function' &&
    typeof port.saveAdminNote === 'function' &&
    typeof port.sendAdminText === 'function' &&
    typeof port.saveCustomerCallBack === 'function'
  );
}

/** The admin adapter the panel uses: the one given, else the session's admin adapter (`experiments`, a whole AdminApi). */
export function adminAdapterOf(key: string, port: AdminNotesProps['port']): () => Promise<object | undefined> {
  const session = getSession(key);
  return port ?? (async () => session.$adapters.get().experiments);
}

/** A note of the admin info as text: the server sends text, or records with a `note` (or `text`). */
function noteText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  const record = (typeof entry === 'object' && entry !== null ? entry : {}) as { note?: unknown; text?: unknown };
  const text = record.note ?? record.text;
  return typeof text === 'string' ? text : '';
}

/** The notes of the admin info as text, blanks dropped. */
export function notesOf(notes: unknown): string[] {
  const list = Array.isArray(notes) ? notes.map(noteText) : [noteText(notes)];
  return list.filter((note) => note.trim() !== '');
}

/** A server key readable: `callId` → `Call id`, `from_number` → `From number`. */
const readableKey = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The operator's call as rows (its fields as sent: their names are not specified), text values only. */
export function callRows(call: object | null): { key: string; label: string; value: string }[] {
  if (!call) return [];
  return Object.entries(call)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([key, value]) => ({ key, label: readableKey(key), value: String(value) }));
}

/**
 * Behaviour of the admin notes panel (docs/behaviour/back-office.md §3, §5, §7, §8, §9): core's
 * admin lead tools (`createAdminNotes`) on the session's pre-listing, with the field errors, the
 * SMS's cancellation warning and the call back's date range in the locale's words.
 */
export function useAdminNotes({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  port,
  onTakeCardPayment,
}: AdminNotesProps) {
  const t = useMessages(adminNotesMessage, locale);
  const adapter = useMemo(() => adminAdapterOf(key, port), [key, port]);
  const session = useMemo(() => withQuoteBase(getSession(key)), [key]);
  const notes = useMemo(() => {
    const notesPort = async () => {
      const admin = await adapter();
      return isAdminNotesPort(admin) ? admin : undefined;
    };
    return createAdminNotes(session, { port: notesPort, locale });
  }, [session, adapter, locale]);
  useEffect(() => notes.start(), [notes]);
  const state = useStore(notes.$state);
  const lastDay = String(formatDateLabel(callBackDateRange(new Date(session.now())).last));
  const saved = useMemo(() => notesOf(state.info.value?.notes), [state.info.value]);
  const stores = useMemo(
    () => storesNamed(state.affiliate.stores.value ?? [], state.affiliate.storeName),
    [state.affiliate.stores.value, state.affiliate.storeName],
  );
  /** The words of a coded field error, its placeholders filled. */
  const errorText = (error: { code: AdminNotesMessageKey; last?: string } | undefined) =>
    error ? t(error.code, error.last ? { last: error.last } : undefined) : undefined;
  const listing = useStore(session.$listing);
  const period = cancellationPeriodText(freeCancellationWindow(listing), locale);
  const { cancellation } = state.sms;
  const smsWarning =
    cancellation === 'right' || state.sms.draft.message.trim() === ''
      ? null
      : {
          kind: cancellation,
          text: t(cancellation === 'wrong' ? 'smsCancellationWrong' : 'smsCancellationNone', { period }),
        };
  return {
    t,
    locale,
    state,
    notes,
    /** The saved notes as text. */
    saved,
    /** The card payment the operator may take on their call for this quote; null without a call, a saved quote or a host to open it. */
    cardPayment: onTakeCardPayment ? cardPaymentRequest(state.call.value, listing, locale) : null,
    onTakeCardPayment,
    /** The operator's current call as rows. */
    call: callRows(state.call.value),
    /** The stores looked up, filtered by the name typed. */
    stores,
    /** The latest day a call back may be arranged for, DD/MM/YYYY. */
    lastDay,
    /** Whether the fields may be changed and saved (not without the notes privilege). */
    editable: state.access === 'ready',
    errorText,
    /** The SMS's free-cancellation warning (§9): the message names another period, or none; null when it names the job's. */
    smsWarning,
  };
}

/** What the panel's hook gives its view. */
export type AdminNotesView = ReturnType<typeof useAdminNotes>;
