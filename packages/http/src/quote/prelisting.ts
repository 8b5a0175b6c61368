import { ListingSchema, PriceResponseSchema } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { ActivePrelistingsAnswerSchema, HistoryAnswerSchema } from '../schemas/quote.js';
import { joinUrl } from '../transport/call.js';
import type { AreaCalls, PRELISTING_METHODS } from './areas.js';

/**
 * The pre-listing calls of QuoteApi (docs/behaviour/quote-flow.md §7, back-office §7). Saving and
 * recalculating are "newer wins" per pre-listing id: a new save aborts the older one in flight.
 */
export function prelistingCalls({ call, hosts }: PortContext): AreaCalls<typeof PRELISTING_METHODS> {
  const at = (id: string, rest = '') => joinUrl(hosts.api, `ng/prelisting/${seg(id)}${rest}`);
  return {
    // POST /ng/prelisting/{id}/get: the saved pre-listing (back-office §7), as the session loads it.
    loadPrelisting: (id, signal) => call({ method: 'POST', url: at(id, '/get'), schema: ListingSchema, signal }),
    savePrelisting: (id, listing, signal) =>
      call({
        method: 'POST',
        url: at(id),
        json: listing,
        schema: PriceResponseSchema,
        signal,
        latestKey: `savePrelisting:${id}`,
      }),
    recalculatePrelisting: (id, listing, signal) =>
      call({
        method: 'POST',
        url: at(id, '/recalculate'),
        json: listing,
        schema: PriceResponseSchema,
        signal,
        latestKey: `recalculatePrelisting:${id}`,
      }),
    sendQuote: (id, { quotes_to, emailType }, signal) =>
      call({
        method: 'POST',
        url: at(id, emailType === undefined ? '/send' : `/send/${seg(emailType)}`),
        json: { quotes_to },
        schema: undefined,
        signal,
      }),
    getPrelistingHistory: (id, signal) =>
      call({ method: 'POST', url: at(id, '/history'), schema: HistoryAnswerSchema, signal }),
    saveSpecialInstructions: (id, special_instruction, signal) =>
      call({
        method: 'POST',
        url: at(id, '/special-instructions'),
        json: { special_instruction },
        schema: undefined,
        signal,
      }),
    getActivePrelistings: (signal) =>
      call({
        method: 'POST',
        url: joinUrl(hosts.api, 'ng/getactiveprelistings'),
        schema: ActivePrelistingsAnswerSchema,
        signal,
      }),
  };
}
