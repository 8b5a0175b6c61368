import type { AuthToken, CardField, Listing, Ports } from '@haulkit/core';
import { CARD_FIELDS } from '@haulkit/core';
import { expect } from 'vitest';

/** What every case gets: the HTTP ports, the server's root URL and memoised set-up steps. */
export interface DemoCaseContext {
  ports: Ports;
  url: string;
  /** The pre-listing saved once (savePrelisting's case, or the first case that needs it). */
  saved: () => Promise<string>;
  /** The price-adjustment bearer, fetched once. */
  adjustToken: () => Promise<AuthToken>;
  /** The card-by-phone session of CALL_ID, created once. */
  paySession: () => Promise<{ auth: AuthToken; callId: string; paymentId: string; locale: string }>;
  /** The same session with every field asked for and keyed with the 4242 test card. */
  cardKeyed: () => Promise<{ auth: AuthToken; callId: string; paymentId: string; locale: string }>;
  /** Shared between cases (adjustment uuids). */
  notes: Record<string, string>;
}

export type DemoCase = (context: DemoCaseContext) => Promise<void>;

export const PRELISTING_ID = 'demo-e2e-1';
export const CALL_ID = 'CA-demo-e2e';
export const BRISTOL = { lat: 51.4545, lng: -2.5879 } as const;
export const BATH = { lat: 51.3811, lng: -2.359 } as const;

/** Bristol → Bath: a 3-seat sofa (from the catalogue) and two large boxes. */
export function demoListing(sofa: Listing['move_items'][number]): Listing {
  return {
    category_id: 1,
    pickup_address_data: {
      formatted_address: 'Broadmead, Bristol BS1 3HA, UK',
      latitude: BRISTOL.lat,
      longitude: BRISTOL.lng,
      postcode: 'BS1 3HA',
      town: 'Bristol',
      ISO_3166_1_Alpha_2: 'GB',
    },
    delivery_address_data: {
      formatted_address: 'Milsom Street, Bath BA1 1BZ, UK',
      latitude: BATH.lat,
      longitude: BATH.lng,
      postcode: 'BA1 1BZ',
      town: 'Bath',
      ISO_3166_1_Alpha_2: 'GB',
    },
    move_items: [sofa, { name: 'Large box', quantity: 2, fake_id: 'box-1', item_id: 845 }],
  };
}

/** Every number inside a value (a day's prices are nested objects of amounts). */
export function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Asserts a year of calendar prices from today, every amount positive. */
export function expectYearOfPrices(prices: Record<string, unknown> | undefined): void {
  const days = Object.keys(prices ?? {}).sort();
  expect(days).toHaveLength(366);
  const today = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(days[0]).toBe(`${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`);
  const amounts = Object.values(prices ?? {}).flatMap(numbersIn);
  expect(amounts.length).toBeGreaterThanOrEqual(days.length);
  for (const amount of amounts) expect(amount).toBeGreaterThan(0);
}

/** Keys digits on the customer's phone through the simulator's test control. */
export async function typeDigits(url: string, callId: string, field: CardField, digits: string) {
  const response = await fetch(`${url}__pay/${encodeURIComponent(callId)}/type`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ field, digits }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { fields: Record<string, { status: string; value?: string }> };
}

/** The digits the customer keys per field: the approved test card, an expiry 3 years ahead. */
export const TEST_CARD: Record<CardField, string> = {
  'payment-card-number': '4242 4242 4242 4242',
  'expiration-date': `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
  'security-code': '123',
  'postal-code': '10117',
};

/** Asks for each field in turn and keys it, checking only masked values come back. */
export async function keyTestCard(context: DemoCaseContext) {
  const session = await context.paySession();
  for (const field of CARD_FIELDS) {
    const asked = await context.ports.payment.captureCardData({ ...session, field });
    expect(asked.fields?.[field]?.status).toBe('capture-in-progress');
    const typed = await typeDigits(context.url, session.callId, field, TEST_CARD[field]);
    expect(typed.fields[field]?.status).toBe('successfully-captured');
  }
  return session;
}
