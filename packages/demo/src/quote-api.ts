import {
  type ItemSearchQuery,
  type ItemSearchResult,
  type Listing,
  lazyImport,
  QUOTE_API_METHODS,
  type QuoteApi,
  type SignedInUser,
} from '@haulkit/core';
import { DEFAULT_CATEGORY_ID } from './constants.js';
import { createDemoContext, type DemoContext, type DemoOptions } from './context.js';
import { wait } from './latency.js';
import type { DemoNamingCalls, DemoPricingCalls, DemoQuoteMethods } from './quote/quote-methods.js';
import { searchCatalogue } from './search.js';
import { type DemoSignedIn, pageSignedIn, signedInAnswer } from './signed-in.js';

/** Options of createDemoQuoteApi: latency, clock, seed and locale (see DemoOptions). */
export type DemoQuoteApiOptions = DemoOptions;

/** An item search of the demo: the port's query, and the locale to answer in. */
export interface DemoItemSearchQuery extends ItemSearchQuery {
  /**
   * The language of the names answered: es-ES for `es` and `es-*`, en-GB otherwise. The
   * reference server sets it from `Accept-Language`.
   * @default the context's locale
   */
  locale?: string;
}

export type { DemoNamingCalls, DemoPricingCalls } from './quote/quote-methods.js';

/**
 * The demo QuoteApi, plus reads of what it has stored. Its calls that name catalogue items take
 * the language to name them in as a last argument (DemoNamingCalls), and its pricing calls who is
 * signed in (DemoPricingCalls).
 */
export interface DemoQuoteApi
  extends Omit<QuoteApi, keyof DemoNamingCalls | keyof DemoPricingCalls>,
    DemoNamingCalls,
    DemoPricingCalls {
  /** QuoteApi's item search, answered in `query.locale` or the context's locale. */
  searchItems(query: DemoItemSearchQuery, signal?: AbortSignal): Promise<ItemSearchResult[]>;
  /**
   * QuoteApi's who-is-signed-in, answered from `who` when given (the reference server passes its
   * demo sign-in), else the `signedIn` option, else the page's choice (`setDemoSignedIn`), else nobody.
   */
  getSignedInUser(signal?: AbortSignal, who?: DemoSignedIn): Promise<SignedInUser>;
  /** A copy of the listing last saved under this pre-listing id (with its prices), or undefined. */
  getPrelisting(preListingId: string): Listing | undefined;
  /** A copy of the recent tracking calls (stages, event batches, directions logs), oldest first; at most DEMO_STORE_LIMITS.tracking. */
  getTrackingLog(): Record<string, unknown>[];
}

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** The demo's quote calls but the search (a failed load is asked for afresh next time). */
const importMethods = lazyImport(() => import('./quote/quote-methods.js'));

/**
 * The QuoteApi of a demo context: every call in memory, no network. The item search is answered
 * here; every other call loads quote/quote-methods.ts (and through it the pricing engine,
 * vehicles, inventory and look-ups) on first use, so the item picker's lazy chunk stays small.
 */
export function buildDemoQuoteApi(context: DemoContext): DemoQuoteApi {
  const { state } = context;
  const api = buildQuoteApiOn(context, state);
  contexts.set(api, context);
  return api;
}

/** The context each demo QuoteApi works on, so the admin tools of a page's demo share its state (demoAdminApiOf). */
const contexts = new WeakMap<object, DemoContext>();

/** The context a demo QuoteApi works on, or undefined for any other value. */
export function demoContextOf(api: unknown): DemoContext | undefined {
  return typeof api === 'object' && api !== null ? contexts.get(api) : undefined;
}

function buildQuoteApiOn(context: DemoContext, state: DemoContext['state']): DemoQuoteApi {
  let methods: Promise<DemoQuoteMethods> | undefined;
  const load = () => {
    if (!methods) {
      const loading = importMethods().then((module) => module.buildQuoteMethods(context));
      methods = loading;
      // A file that failed to arrive is asked for again by the next call, not kept failed.
      loading.catch(() => {
        if (methods === loading) methods = undefined;
      });
    }
    return methods;
  };
  const delegated = Object.fromEntries(
    QUOTE_API_METHODS.filter((name) => name !== 'searchItems' && name !== 'getSignedInUser').map((name) => [
      name,
      async (...args: unknown[]) => ((await load())[name as keyof DemoQuoteMethods] as AnyMethod)(...args),
    ]),
  ) as unknown as DemoQuoteMethods;

  return {
    ...delegated,

    async searchItems(query: DemoItemSearchQuery, signal?: AbortSignal): Promise<ItemSearchResult[]> {
      await wait(context.latencyMs, signal);
      return searchCatalogue(query.name, query.category_id ?? DEFAULT_CATEGORY_ID, query.locale ?? context.locale);
    },

    async getSignedInUser(signal?: AbortSignal, who?: DemoSignedIn): Promise<SignedInUser> {
      await wait(context.latencyMs, signal);
      return signedInAnswer(who ?? context.signedIn ?? pageSignedIn());
    },

    getPrelisting(preListingId) {
      const listing = state.prelistings.get(preListingId);
      return listing === undefined ? undefined : structuredClone(listing);
    },

    getTrackingLog() {
      return structuredClone(state.tracking.toArray()) as Record<string, unknown>[];
    },
  };
}

/**
 * The in-memory QuoteApi a widget uses when it has no `api-base`: item search over the demo
 * catalogue, saved pre-listings answered with illustrative prices, and every other quote call.
 * @example
 * const api = createDemoQuoteApi({ latencyMs: 300 });
 * const results = await api.searchItems({ name: 'sofa' });
 * const sofas = await createDemoQuoteApi({ locale: 'es-ES' }).searchItems({ name: 'sofá' });
 */
export function createDemoQuoteApi(options: DemoQuoteApiOptions = {}): DemoQuoteApi {
  return buildDemoQuoteApi(createDemoContext(options));
}
