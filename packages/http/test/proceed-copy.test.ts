import {
  getQuoteSession,
  insuranceServiceOf,
  type Listing,
  listenSessionMoments,
  resetSessions,
  type SessionMoment,
  quoteTransitions as t,
} from '@haulkit/core';
import type { RunningServer } from '@haulkit/server';
import { startServer } from '@haulkit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpAdapters } from '../src/index.js';

/**
 * What is saved is what was chosen, end to end without a browser: a quote session on the HTTP
 * adapter against the default reference server (the demo engine behind it) is priced, given a
 * day, two people, a time option, Protection Plus and packing, and proceeds; the server's copy of
 * the pre-listing, read back as a confirmation page reads it, holds each of those choices as the
 * proceed moment (the element's hk-proceed detail) says.
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(async () => {
  resetSessions();
  await server.close();
});

/** A sofa from Leeds to York, as the first step leaves it. */
const job: Listing = {
  pickup_address_data: { postcode: 'LS1 4AP', latitude: 53.7961, longitude: -1.5475, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'YO1 7HH', latitude: 53.96, longitude: -1.0873, ISO_3166_1_Alpha_2: 'GB' },
  distance: 26,
  move_items: [
    {
      item_id: 211,
      name: '3 seater sofa',
      quantity: 1,
      fake_id: 'sofa',
      width: 210,
      height: 85,
      depth: 95,
      weight: 55,
    },
  ],
};

/** The chosen fields a confirmation page reads from the pre-listing. */
const CHOSEN = [
  'pickup_date',
  'pickup_time',
  'pickup_time_end',
  'selectedTimeOption',
  'selectedTimeOptionType',
  'listing_cart',
  'men_required',
  'insurance',
  'services',
  'move_items',
] as const;
const chosen = (listing: Listing) =>
  Object.fromEntries(CHOSEN.map((field) => [field, (listing as Record<string, unknown>)[field] ?? null]));

describe('after proceeding, the reference server’s copy of the pre-listing holds every choice', () => {
  it('day, helpers, time option, Protection Plus and packing, equal to the proceed moment’s listing', async () => {
    const { quote } = createHttpAdapters({ apiBase: server.url });
    const session = getQuoteSession('proceed-copy', { api: quote, drafts: false, context: { category: 'furniture' } });
    const moments: SessionMoment[] = [];
    listenSessionMoments(session, (moment) => moments.push(moment));
    session.update((state) => ({ ...state, listing: { ...state.listing, ...job } }));
    session.experimentsFetched([]);
    await session.startPricing();
    await session.settled();
    session.selectPriceTab('fixed_2');
    await session.settled();
    const day = Object.keys(session.$listing.get().prices ?? {}).sort()[3] as string;
    session.selectDay(day);
    await session.settled();
    session.selectTimeOption('0800-1200');
    session.tickInsurance(insuranceServiceOf(session.$listing.get().service_prices));
    session.submitInsurance('8000');
    if (!t.hasPacking(session.$listing.get())) {
      session.togglePacking();
      session.confirmPacking({ counts: { small_boxes: 2, bubble_wrap: 1 } });
    }
    await session.settled();

    session.proceed();
    await session.settled();
    expect(session.$ui.get().step).toBe('listing-confirmation');
    const proceeds = moments.filter((moment) => moment.name === 'proceed');
    expect(proceeds).toHaveLength(1);
    const detail = (proceeds[0] as { detail: { listing: Listing; pre_listing_id: string } }).detail;
    const answer = await fetch(new URL(`/ng/prelisting/${encodeURIComponent(detail.pre_listing_id)}`, server.url));
    expect(answer.status).toBe(200);
    const copy = (await answer.json()) as Listing;

    expect(chosen(copy)).toEqual(chosen(detail.listing));
    expect(copy.pickup_date?.slice(0, 10)).toBe(day);
    expect(copy.men_required).toBe(2);
    expect(copy.selectedTimeOption).toBe('0800-1200');
    const types = (copy.listing_cart ?? []).map((line) => line.type);
    expect(types).toEqual(expect.arrayContaining(['priceOption', 'timeOption', 'full_insurance', 'packing_material']));
    const insurance = copy.listing_cart?.find((line) => line.type === 'full_insurance');
    expect(insurance?.parameters?.value_of_goods).toBe(8000);
    expect(Number(insurance?.amount)).toBeGreaterThan(0);
    // What the customer was shown is what the server holds.
    const total = (copy.listing_cart ?? []).reduce((sum, line) => sum + Number(line.amount ?? 0), 0);
    expect(total).toBe(session.$summary.get().total);
  });
});
