import {
  createSimilarListings,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatDateLabel,
  getSession,
  isDateError,
  type Locale,
  message,
  type SimilarListing,
  type SimilarListingApi,
  type SimilarListingsMessageKey,
  similarListingDateRange,
  similarListingsMessage,
} from '@haulkit/core';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the similar-listing tool (the `<hk-similar-listings>` attributes, parsed). */
export interface SimilarListingsProps {
  /** Quote session key: who is signed in (the admin) and the clock. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** The listing whose similar jobs are found. */
  listingId?: string | number | null | undefined;
  /**
   * The admin adapter (an AdminApi, as `createHttpAdapters().admin` is): the tool uses it when it
   * has the similar-listing calls. By default the session's admin adapter (`experiments`).
   */
  port?: (() => Promise<object | undefined>) | undefined;
}

/** The tool's words for their locale. */
export type SimilarListingsTranslate = (
  key: SimilarListingsMessageKey,
  params?: Record<string, string | number>,
) => string;

/** True when `value` has the similar-listing calls (an AdminApi does). */
export function isSimilarListingPort(value: unknown): value is SimilarListingApi {
  const port = value as Partial<SimilarListingApi> | undefined;
  return (
    typeof port?.findSimilarListings === 'function' &&
    typeof port.callProvider === 'function' &&
    typeof port.sendProviderSms === 'function' &&
    typeof port.sendProviderEmail === 'function'
  );
}

/** A job's provider in words: "nickname (provider tp_id)", or its id alone; null without one. */
export function providerName(job: SimilarListing, t: SimilarListingsTranslate): string | null {
  const provider = job.provider;
  if (!provider) return null;
  const nickname = provider.nickname?.trim();
  return nickname
    ? t('similarProvider', { nickname, id: String(provider.tp_id) })
    : t('similarProviderUnnamed', { id: String(provider.tp_id) });
}

/**
 * Behaviour of the similar-listing tool (docs/behaviour/back-office.md §2, §3, §5, §7, §8):
 * core's model (`createSimilarListings`) on the session's admin, for one listing, with its words.
 */
export function useSimilarListings({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  listingId,
  port,
}: SimilarListingsProps) {
  const t = useMessages(similarListingsMessage, locale);
  const session = useMemo(() => getSession(key), [key]);
  const adapter = useMemo(() => port ?? (async () => session.$adapters.get().experiments), [session, port]);
  const model = useMemo(() => {
    const similarPort = async () => {
      const admin = await adapter();
      return isSimilarListingPort(admin) ? admin : undefined;
    };
    // The listing is followed by the effect below, so a new id never makes a new model.
    return createSimilarListings({ session, port: similarPort, locale });
  }, [session, adapter, locale]);
  useEffect(() => model.setListingId(listingId), [model, listingId]);
  useEffect(() => model.start(), [model]);
  const state = useStore(model.$state);
  const range = similarListingDateRange(new Date(session.now()));
  const lastDay = isDateError(range) ? '' : String(formatDateLabel(range.last));
  const selected = useMemo(
    () => state.search.listings.find((job) => String(job.listing_id) === state.selectedId) ?? null,
    [state.search.listings, state.selectedId],
  );
  const contactJob = useMemo(
    () => state.search.listings.find((job) => String(job.listing_id) === state.contact.listingId) ?? null,
    [state.search.listings, state.contact.listingId],
  );
  return {
    t,
    locale,
    state,
    model,
    /** The latest day the filter may name, DD/MM/YYYY. */
    lastDay,
    /** The job selected, or null. */
    selected,
    /** The job whose provider the contact form is for, or null. */
    contactJob,
    /** The no-results warning, in the shared catalogue's words (§8). */
    emptyText: message(locale, 'noSimilarJobs'),
    /** The words of a coded error, its `last` day filled. */
    errorText: (error: { code: SimilarListingsMessageKey; last?: string } | null | undefined) =>
      error ? t(error.code, error.last ? { last: error.last } : undefined) : undefined,
  };
}

/** What the tool's hook gives its views. */
export type SimilarListingsView = ReturnType<typeof useSimilarListings>;
