import type { RecalculateResponse } from '../../ports/quote-types.js';
import type { QuoteState } from '../quote-state.js';
import { mergePriceResponse } from './price-loading.js';
/** The admin's new calculation (quote-flow.md §6) of the prices price load number `request` gave. */
export interface PricesRecalculatedInput {
  request: number;
  response: RecalculateResponse;
}

/**
 * An admin's new calculation of prices with two options arrived (docs/behaviour/quote-flow.md §6,
 * §7 "pre-listing recalculate"): its `lowest_price` and `prices` replace the loaded ones. An
 * answer for prices that were asked for again meanwhile, or that are no longer shown, is ignored.
 */
export function pricesRecalculated(state: QuoteState, input: PricesRecalculatedInput): QuoteState {
  if (input.request !== state.ui.priceRequest || state.ui.priceStatus !== 'loaded') return state;
  const { lowest_price, prices } = input.response;
  if (lowest_price === undefined && prices === undefined) return state;
  const listing = mergePriceResponse(state.listing, {
    ...(lowest_price === undefined ? {} : { lowest_price }),
    ...(prices === undefined ? {} : { prices }),
  });
  return listing === state.listing ? state : { ...state, listing };
}
