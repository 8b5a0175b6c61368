import type { PhoneCheckRequest, TrustRating } from '@haulkit/core';
import {
  isTrustRatingFresh,
  PersonalisedPhoneNumberSchema,
  SignedInUserSchema,
  TrustRatingSchema,
} from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { AffiliateStoresAnswerSchema, CssFilenameAnswerSchema, SuccessFlagSchema } from '../schemas/quote.js';
import type { QueryValue } from '../transport/call.js';
import { joinUrl } from '../transport/call.js';
import type { AreaCalls, LOOKUP_METHODS } from './areas.js';

/** The one number a phone check carries, under the name it was given. */
function phoneQuery(request: PhoneCheckRequest): Record<string, QueryValue> {
  return request.phone_number === undefined
    ? { mobile_phone_number: request.mobile_phone_number }
    : { phone_number: request.phone_number };
}

/**
 * Who is signed in: GET ng/user-actions/signed-in, answering `{ user, adminUser }` (path and shape
 * proposed: not shown in the spec; the marketplace's user actions live under ng/user-actions).
 */
export const SIGNED_IN_USER_PATH = 'ng/user-actions/signed-in';

/** Where the provider validity checks live: back-office §7's "providers (… validity checks)" family. */
export const PROVIDER_CHECKS_PATH = 'ng/providers/';

/**
 * The provider checks, shared look-ups and tracking calls of QuoteApi (docs/behaviour/quote-flow.md
 * §7, back-office §7). The provider checks are GET ng/providers/check-{what} (paths proposed:
 * not shown in the spec). The trust rating is cached for the spec's 500 ms window (back-office
 * §7: "cached, 500 ms timer"; core's isTrustRatingFresh), and callers within it share one call.
 */
export function lookupCalls({ call, hosts }: PortContext): AreaCalls<typeof LOOKUP_METHODS> {
  const url = (path: string) => joinUrl(hosts.api, path);
  const check = (path: string, query: Record<string, QueryValue>, signal: AbortSignal | undefined) =>
    call({ method: 'GET', url: url(`${PROVIDER_CHECKS_PATH}${path}`), query, schema: SuccessFlagSchema, signal });
  let trustRating: { at: number; answer: Promise<TrustRating> } | undefined;
  return {
    checkUsername: (username, signal) => check('check-username', { username }, signal),
    checkEmailValid: (email, signal) => check('check-email-valid', { email }, signal),
    checkEmailDuplicate: (email, signal) => check('check-email-duplicate', { email }, signal),
    checkPhoneDuplicate: (request, signal) => check('check-phone-duplicate', phoneQuery(request), signal),
    checkPhoneValid: (request, signal) => check('check-phone-valid', phoneQuery(request), signal),
    getSignedInUser: (signal) =>
      call({ method: 'GET', url: url(SIGNED_IN_USER_PATH), schema: SignedInUserSchema, signal }),
    getTrustRating(signal) {
      const now = Date.now();
      if (trustRating === undefined || !isTrustRatingFresh(trustRating.at, now)) {
        const answer = call({ method: 'GET', url: hosts.trustRating, schema: TrustRatingSchema, signal });
        const entry = { at: now, answer };
        trustRating = entry;
        answer.catch(() => {
          if (trustRating === entry) trustRating = undefined;
        });
      }
      return trustRating.answer;
    },
    getPersonalisedNumber: (query, signal) =>
      call({
        method: 'GET',
        url: url('ng/api/v3/actions/get-personalised-number'),
        query: {
          category_id: query.category_id,
          call_requested: query.call_requested,
          pre_listing_id: query.pre_listing_id,
          latitude: query.latitude,
          longitude: query.longitude,
        },
        schema: PersonalisedPhoneNumberSchema,
        signal,
      }),
    getAffiliateStores: (store, signal) =>
      call({
        method: 'GET',
        url: url(`ng/api/v3/affiliates/${seg(store)}/stores`),
        schema: AffiliateStoresAnswerSchema,
        signal,
      }),
    getCssFilename: (filename, signal) =>
      call({
        method: 'GET',
        url: url('ng/api/v3/actions/css-filename'),
        query: { filename },
        schema: CssFilenameAnswerSchema,
        signal,
      }),
    trackStage: ({ process, stage, step }, signal) =>
      call({ method: 'POST', url: url('ajax-track'), form: { process, stage, step }, schema: undefined, signal }),
    async trackEvents(events, signal) {
      if (events.length === 0) return;
      await call({ method: 'POST', url: url('ng/api/v3/tracking'), json: { events }, schema: undefined, signal });
    },
    // POST /ajax-google-directions-log with the directions request: the maps port logs every route through it.
    logDirections: (request, signal) =>
      call({ method: 'POST', url: url('ajax-google-directions-log'), json: request, schema: undefined, signal }),
  };
}
