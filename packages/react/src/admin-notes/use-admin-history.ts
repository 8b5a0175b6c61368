import {
  adminNotesMessage,
  createListingHistory,
  createPrelistingHistory,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type HistoryLine,
  historyEventText,
  type ListingHistoryApi,
  type ListingHistoryLine,
  type ProviderChangeDecision,
  withQuoteBase,
} from '@haulkit/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';
import { type AdminNotesProps, adminAdapterOf } from './use-admin-notes.js';

/** True when `value` has the listing history's calls (an AdminApi does). */
export function isListingHistoryPort(value: unknown): value is ListingHistoryApi {
  const port = value as Partial<ListingHistoryApi> | undefined;
  return typeof port?.getListingHistory === 'function' && typeof port.answerProviderChange === 'function';
}

/** Who the server names as `system` reads as the system, nobody named as someone (back-office §2 history). */
const SYSTEM_NAMES = ['system', 'the system', 'auto', 'automatic'];

/** A provider change's own fields, shown as its providers and decision rather than as details. */
const CHANGE_FIELDS = [
  'id',
  'change_id',
  'changeId',
  'status',
  'decision',
  'decided_at',
  'reason',
  'from_provider',
  'to_provider',
  'from',
  'to',
];

/** One history line as the dialog shows it: when, who and what in words, and its other fields. */
export interface HistoryRow {
  readonly key: number;
  /** DD/MM/YYYY HH:mm (the time when the entry has one); empty when the entry names no day. */
  readonly when: string;
  /** The entry's instant as sent, for `<time dateTime>`, when it has one. */
  readonly dateTime: string | undefined;
  readonly who: string;
  readonly what: string;
  /** The entry's other plain fields, `name: value`. */
  readonly details: readonly string[];
}

/**
 * Behaviour of the admin notes panel's History dialog (docs/behaviour/back-office.md §2 "history",
 * §4 provider change, §7, §8): whether it is open; while it is, core's pre-listing history and,
 * for a booked listing (listing_id), the listing's history with its provider changes, each read
 * afresh as the dialog opens. Lines as rows in the locale's words.
 */
export function useAdminHistory({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  port,
}: AdminNotesProps) {
  const t = useMessages(adminNotesMessage, locale);
  const session = useMemo(() => withQuoteBase(getSession(key)), [key]);
  const adapter = useMemo(() => adminAdapterOf(key, port), [key, port]);
  const quote = useMemo(() => createPrelistingHistory(session), [session]);
  const listing = useMemo(
    () =>
      createListingHistory(session, {
        port: async () => {
          const admin = await adapter();
          return isListingHistoryPort(admin) ? admin : undefined;
        },
        locale,
      }),
    [session, adapter, locale],
  );
  const [open, setOpen] = useState(false);
  useEffect(() => (open ? quote.start() : undefined), [open, quote]);
  useEffect(() => (open ? listing.start() : undefined), [open, listing]);
  const quoteState = useStore(quote.$state);
  const listingState = useStore(listing.$state);

  const rowOf = useCallback(
    (line: HistoryLine, skip: readonly string[] = []): HistoryRow => {
      const raw = line.who?.trim() ?? '';
      const who =
        raw === '' ? t('historyWhoUnknown') : SYSTEM_NAMES.includes(raw.toLowerCase()) ? t('historyWhoSystem') : raw;
      const at = line.entry.at ?? line.entry.date ?? line.entry.created_at;
      return {
        key: line.index,
        when: [line.date, line.time].filter(Boolean).join(' '),
        dateTime: typeof at === 'string' ? at : undefined,
        who,
        what: historyEventText(line, locale) || t('historyWhoUnknown'),
        details: line.details.filter(([name]) => !skip.includes(name)).map(([name, value]) => `${name}: ${value}`),
      };
    },
    [t, locale],
  );
  const quoteRows = useMemo(() => quoteState.lines.map((line) => rowOf(line)), [quoteState.lines, rowOf]);
  const listingRows = useMemo(
    () =>
      listingState.lines.map((line: ListingHistoryLine) => ({
        ...rowOf(line, line.change ? CHANGE_FIELDS : []),
        change: line.change,
      })),
    [listingState.lines, rowOf],
  );

  return {
    t,
    locale,
    open,
    openHistory: useCallback(() => setOpen(true), []),
    closeHistory: useCallback(() => setOpen(false), []),
    /** The pre-listing's history: its status (noRecord without a saved quote) and rows. */
    quote: quoteState,
    quoteRows,
    reloadQuote: quote.reload,
    /** The booked listing's history (status `none` when the job is no booked listing). */
    listing: listingState,
    listingRows,
    reloadListing: listing.reload,
    changeReason: listing.changeReason,
    answer: (changeId: string, decision: ProviderChangeDecision) => listing.answer(changeId, decision),
  };
}

/** What the History dialog's hook gives its view. */
export type AdminHistoryView = ReturnType<typeof useAdminHistory>;
