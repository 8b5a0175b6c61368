// The pricing slice's part of the session's UI state (`$ui`): declared and started here, beside
// the slice (./pricing.ts) whose actions and effects use it. The session keeps one UI object,
// composed from every slice's part in ../quote-state.ts, so one transition can change several
// parts at once.

/** Where price loading stands; `error` shows `priceError` as the no-price error (docs/behaviour/quote-flow.md §8). */
export type PriceStatus = 'idle' | 'loading' | 'loaded' | 'error';

/** The email modal: not asked, waiting for its delay, or asked (§4, Price loading). */
export type EmailAskState = 'idle' | 'scheduled' | 'asked';

/** Why prices did not load: a code and the error body, shown as the no-price error (§7, §8). */
export interface PriceLoadError {
  code: string;
  body: unknown;
  /** The HTTP status of the answer, when one came. */
  status?: number;
  /** When the server said to try again (Retry-After), epoch ms. */
  retryAt?: number;
}

/**
 * Proceeding saves the final listing before the step changes: `saving` while the call is on its
 * way (a second proceed joins it), `error` with what failed (proceed again to retry). `request`
 * counts the saves asked for, so an answer to an older one never lands.
 */
export interface ListingSave {
  request: number;
  status: 'saving' | 'error';
  error?: PriceLoadError;
}

/**
 * The pricing slice's UI state (§4, Price loading; Proceeding): the price loads and their answers,
 * the blur and the email ask, the test lab's answer, and proceeding's save. The price transitions
 * (transitions/price-loading.ts) write it, also when the price step's actions ask for prices.
 */
export interface PricingUi {
  /** Prices are shown blurred: the listing excludes them (exclude_prices) until the email ask is answered. */
  pricesBlurred: boolean;
  /** Where price loading stands. Any change that clears the cached prices (`clearCachedPrices`, every slice) sets it back to idle. */
  priceStatus: PriceStatus;
  /** Why the last load failed; cleared with the cached prices, as `priceStatus`. */
  priceError: PriceLoadError | null;
  /** Number of the latest price load asked for; an answer to an older one never lands. */
  priceRequest: number;
  /** A load was asked for before experiments were fetched; it runs once they are. */
  priceLoadWaiting: boolean;
  emailAsk: EmailAskState;
  /** The test lab answered (or failed): prices may now be blurred or fetched. */
  experimentsFetched: boolean;
  /**
   * The experiments this session reported to the test lab, as `pre-listing id:name` keys
   * (rules/experiments reportedKey). Kept with the draft, so a reloaded draft does not report
   * them again (back-office §4: tracked once reported). Absent: none reported.
   */
  reportedExperiments?: readonly string[];
  /** The save of the final listing that proceeding waits for; absent when none is on its way or failed. A move of the step flow drops it. */
  save?: ListingSave;
}

/** The pricing UI at the start: nothing loaded, nothing asked, nothing saved. */
export function initialPricingUi(): PricingUi {
  return {
    pricesBlurred: false,
    priceStatus: 'idle',
    priceError: null,
    priceRequest: 0,
    priceLoadWaiting: false,
    emailAsk: 'idle',
    experimentsFetched: false,
  };
}
