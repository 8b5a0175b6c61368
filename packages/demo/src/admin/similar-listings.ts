import {
  type ListingCommunication,
  type ProviderContactResponse,
  readMeasure,
  type SimilarListing,
  type SimilarListingApi,
  type SimilarListingsResponse,
} from '@haulkit/core';
import { BoundedMap, pushBounded } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { inputError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { gazetteer } from '../maps/gazetteer.js';
import { routeLine } from '../maps/geo.js';
import { hashText, seededRandom } from '../random.js';

/** Route colours of the similar-listing map, one per job (back-office §2). */
const COLOURS = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6'] as const;

/** Provider nicknames the demo draws from. */
const NICKNAMES = [
  'SwiftVans',
  'CarefulCarriers',
  'NorthernRemovals',
  'MetroMovers',
  'ValleyHaulage',
  'CoastToCoast',
  'TwoMenAndAVan',
];

/** How many similar jobs a listing has: 0 to 5 (0 shows 'Sorry, no similar jobs found for this listing.'). */
const MAX_SIMILAR = 5;

/** Similar jobs start up to this many km from the listing's pickup. */
const NEAR_KM = 40;
const KM_PER_DEGREE = 111;

/** Days ahead the similar jobs are dated within (back-office §9: similar-job dates up to 1 month ahead). */
const DATE_SPREAD_DAYS = 30;

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/**
 * The admin similar-listing tool (back-office §2, §7) in memory: a listing's similar jobs are
 * made up from its id (0 to 5 jobs near its pickup, bound for gazetteer towns), each with a route
 * line, a colour, a provider and the communications sent to it. A date filter keeps the jobs
 * dated inside it.
 */
export function buildSimilarListingApi(context: DemoContext): SimilarListingApi {
  const communications = new BoundedMap<string, ListingCommunication[]>(context.bounds(DEMO_STORE_LIMITS.adminRecords));
  const places = () => gazetteer().filter((place) => place.country === 'GB');
  const settle = (signal?: AbortSignal) => wait(context.latencyMs, signal);

  const jobsOf = (
    listingId: string,
  ): { listing: SimilarListing; listings: (SimilarListing & { pickup_date: string })[] } => {
    const random = seededRandom(hashText(`${context.seed}:similar:${listingId}`));
    const towns = places();
    const pick = () => towns[Math.floor(random() * towns.length)] ?? towns[0];
    const stored = context.state.prelistings.get(listingId);
    const from = {
      lat: readMeasure(stored?.pickup_address_data?.latitude) ?? pick()?.lat ?? 51.5,
      lng: readMeasure(stored?.pickup_address_data?.longitude) ?? pick()?.lng ?? -0.13,
    };
    const toTown = pick();
    const to = {
      lat: readMeasure(stored?.delivery_address_data?.latitude) ?? toTown?.lat ?? 52.5,
      lng: readMeasure(stored?.delivery_address_data?.longitude) ?? toTown?.lng ?? -1.9,
    };
    const listing: SimilarListing = {
      listing_id: listingId,
      pickup_lat: from.lat,
      pickup_lng: from.lng,
      delivery_lat: to.lat,
      delivery_lng: to.lng,
      route: routeLine(from, to),
      colour: '#222222',
    };
    const count = Math.floor(random() * (MAX_SIMILAR + 1));
    const today = context.now();
    const listings = Array.from({ length: count }, (_, index) => {
      const start = {
        lat: round5(from.lat + ((random() * 2 - 1) * NEAR_KM) / KM_PER_DEGREE),
        lng: round5(from.lng + ((random() * 2 - 1) * NEAR_KM) / KM_PER_DEGREE),
      };
      const end = pick() ?? { lat: to.lat, lng: to.lng };
      const id = `${listingId}-${index + 1}`;
      const tpId = 5000 + Math.floor(random() * 5000);
      const date = new Date(
        today.getFullYear(),
        today.getMonth(),
        today.getDate() + 1 + Math.floor(random() * DATE_SPREAD_DAYS),
        12,
      );
      return {
        listing_id: id,
        route: routeLine(start, end),
        colour: COLOURS[index % COLOURS.length],
        pickup_lat: start.lat,
        pickup_lng: start.lng,
        delivery_lat: end.lat,
        delivery_lng: end.lng,
        provider: { tp_id: tpId, nickname: NICKNAMES[Math.floor(random() * NICKNAMES.length)] },
        listingCommunications:
          communications.get(listingId)?.filter((c) => String(c.recipient_id) === String(tpId)) ?? [],
        pickup_date: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
      };
    });
    return { listing, listings };
  };

  const contact = (
    channel: ListingCommunication['channel'],
    userId: unknown,
    listingId: unknown,
  ): ProviderContactResponse => {
    const key = String(listingId);
    const list = communications.get(key) ?? [];
    pushBounded(
      list,
      { recipient_id: String(userId), type: 'provider-similar-jobs', channel },
      DEMO_STORE_LIMITS.perRecordList,
    );
    communications.set(key, list);
    return { listing: { listingCommunications: structuredClone(list) } };
  };

  return {
    async findSimilarListings(listingId, filter, signal): Promise<SimilarListingsResponse> {
      await settle(signal);
      const { listing, listings } = jobsOf(String(listingId));
      const first = filter.dateFilterSelected ?? '';
      const last = filter.dateFilterEndSelected ?? filter.dateFilterSelected ?? '';
      const inRange = listings.filter(
        (job) => (first === '' || job.pickup_date >= first) && (last === '' || job.pickup_date <= last),
      );
      return { listing, listings: inRange };
    },

    async callProvider(request, signal) {
      await settle(signal);
      return contact('call', request.user_id, request.listing_id);
    },

    async sendProviderSms(request, signal) {
      await settle(signal);
      if (String(request.message ?? '').trim() === '') throw inputError('sendProviderSms', 'message', 'missing');
      return contact('sms', request.user_id, request.listing_id);
    },

    async sendProviderEmail(request, signal) {
      await settle(signal);
      if (String(request.message ?? '').trim() === '') throw inputError('sendProviderEmail', 'message', 'missing');
      return contact('email', request.user_id, request.listing_id);
    },
  };
}
