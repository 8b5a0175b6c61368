import { DRAFT_FLUSH_AFTER_MS, DRAFT_MAX_AGE_MS } from '@haulkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedLog, BoundedMap } from '../src/bounded-map.js';
import { DEMO_STORE_LIMITS } from '../src/context.js';
import { createDemoAdapters, isDemoError } from '../src/index.js';
import { NOW, SOFA_MOVE } from './fixtures.js';

/* Every store the demo keeps is bounded, by count and by the session cache's ages. */

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function manualClock(start = NOW.getTime()) {
  let now = start;
  return {
    now: () => now,
    date: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

describe('BoundedMap', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const clock = manualClock();
    const map = new BoundedMap<string, number>({ maxEntries: 3, now: clock.now });
    map.set('a', 1).set('b', 2).set('c', 3);
    expect(map.get('a')).toBe(1); // a is now the most recently used
    map.set('d', 4);
    expect([...map.keys()]).toEqual(['c', 'a', 'd']);
    expect(map.has('b')).toBe(false);
  });

  it('keeps at most maxWeight in all, the entry just set staying even if it alone weighs more', () => {
    const map = new BoundedMap<string, string>({ maxEntries: 10, maxWeight: 100, now: manualClock().now });
    map.set('a', 'a', 40).set('b', 'b', 40).set('c', 'c', 40);
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(map.weight).toBe(80);
    map.set('b', 'b2', 10);
    expect(map.weight).toBe(50);
    map.set('huge', 'h', 500);
    expect([...map.keys()]).toEqual(['huge']);
    expect(map.weight).toBe(500);
  });

  it('forgets an entry 30 min after its last use, by default', () => {
    const clock = manualClock();
    const map = new BoundedMap<string, number>({ maxEntries: 10, now: clock.now });
    map.set('kept', 1).set('idle', 2);
    clock.advance(DRAFT_MAX_AGE_MS - MINUTE);
    expect(map.get('kept')).toBe(1);
    clock.advance(2 * MINUTE);
    expect(map.get('idle')).toBeUndefined();
    expect(map.get('kept')).toBe(1);
    expect(map.size).toBe(1);
  });

  it('forgets an entry 12 h after it was first written, however often it is used', () => {
    const clock = manualClock();
    const map = new BoundedMap<string, number>({ maxEntries: 10, now: clock.now });
    map.set('busy', 1);
    for (let elapsed = 0; elapsed < DRAFT_FLUSH_AFTER_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      map.set('busy', map.get('busy') ?? 0);
    }
    expect(map.get('busy')).toBe(1);
    clock.advance(20 * MINUTE);
    expect(map.get('busy')).toBeUndefined();
  });

  it('never holds more than maxEntries, whatever the operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('set' as const), key: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ kind: fc.constant('get' as const), key: fc.integer({ min: 0, max: 30 }) }),
      fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40 * MINUTE }) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(op, { maxLength: 80 }), (max, ops) => {
        const clock = manualClock();
        const map = new BoundedMap<number, number>({ maxEntries: max, now: clock.now });
        for (const step of ops) {
          if (step.kind === 'set') map.set(step.key, step.key);
          else if (step.kind === 'get') map.get(step.key);
          else clock.advance(step.ms);
          expect(map.size).toBeLessThanOrEqual(max);
        }
      }),
    );
  });
});

describe('BoundedLog', () => {
  it('keeps the newest maxEntries records, each for 30 min', () => {
    const clock = manualClock();
    const log = new BoundedLog<number>({ maxEntries: 3, now: clock.now });
    for (const n of [1, 2, 3, 4]) log.push(n);
    expect(log.toArray()).toEqual([2, 3, 4]);
    clock.advance(DRAFT_MAX_AGE_MS - MINUTE);
    log.push(5);
    clock.advance(2 * MINUTE);
    expect(log.toArray()).toEqual([5]);
  });
});

// Hundreds of real calls each (about 3 s alone here): a loaded machine may take twice that, and
// these tests are about bounds, not speed.
describe('the demo adapters stay bounded under a flood', { timeout: 30_000 }, () => {
  it(`keeps at most ${DEMO_STORE_LIMITS.prelistings} saved pre-listings: new ids push out the least recently used`, async () => {
    const clock = manualClock();
    const ports = createDemoAdapters({ now: clock.date });
    const total = DEMO_STORE_LIMITS.prelistings + 40;
    for (let i = 0; i < total; i++) await ports.quote.savePrelisting(`flood-${i}`, SOFA_MOVE);
    expect(ports.quote.getPrelisting('flood-0')).toBeUndefined();
    expect(ports.quote.getPrelisting(`flood-${total - 1}`)).toBeDefined();
    const active = await ports.quote.getActivePrelistings();
    expect(active).toHaveLength(DEMO_STORE_LIMITS.prelistings);
    expect(active[0]?.pre_listing_id).toBe(`flood-${total - 1}`);
    const error = await ports.quote.loadPrelisting('flood-0').catch((e: unknown) => e);
    expect(isDemoError(error) && error.status).toBe(404);
  });

  it('forgets a saved pre-listing, its history and admin data 30 min after the last use', async () => {
    const clock = manualClock();
    const ports = createDemoAdapters({ now: clock.date });
    await ports.quote.savePrelisting('pl-1', SOFA_MOVE);
    await ports.admin.saveAdminNote('pl-1', 'Call after 5');
    clock.advance(DRAFT_MAX_AGE_MS - MINUTE);
    expect(ports.quote.getPrelisting('pl-1')).toBeDefined();
    clock.advance(DRAFT_MAX_AGE_MS + MINUTE);
    expect(ports.quote.getPrelisting('pl-1')).toBeUndefined();
    expect(await ports.quote.getPrelistingHistory('pl-1')).toEqual([]);
    expect((await ports.admin.getAdminInfo('pl-1')).notes).toEqual([]);
  });

  it(`keeps the newest ${DEMO_STORE_LIMITS.tracking} tracking calls`, async () => {
    const ports = createDemoAdapters({ now: manualClock().date });
    const total = DEMO_STORE_LIMITS.tracking + 100;
    for (let i = 0; i < total; i++) await ports.quote.trackEvents([{ event: 'tick', n: i }]);
    const log = ports.quote.getTrackingLog();
    expect(log).toHaveLength(DEMO_STORE_LIMITS.tracking);
    expect(log.at(-1)).toEqual({ kind: 'events', events: [{ event: 'tick', n: total - 1 }] });
    expect(log[0]).toEqual({ kind: 'events', events: [{ event: 'tick', n: 100 }] });
  });

  it(`keeps the newest ${DEMO_STORE_LIMITS.listingActions} listing actions`, async () => {
    const ports = createDemoAdapters({ now: manualClock().date });
    for (let i = 0; i < DEMO_STORE_LIMITS.listingActions + 10; i++) await ports.admin.runListingAction(i, 'relist');
    const actions = ports.admin.getListingActions();
    expect(actions).toHaveLength(DEMO_STORE_LIMITS.listingActions);
    expect(actions[0]?.listingId).toBe('10');
  });

  it(`keeps the newest ${DEMO_STORE_LIMITS.historyPerId} history entries and ${DEMO_STORE_LIMITS.perRecordList} notes of a pre-listing`, async () => {
    const ports = createDemoAdapters({ now: manualClock().date });
    await ports.quote.savePrelisting('pl-busy', SOFA_MOVE);
    for (let i = 0; i < DEMO_STORE_LIMITS.historyPerId + 20; i++)
      await ports.admin.saveAdminNote('pl-busy', `note ${i}`);
    const history = await ports.quote.getPrelistingHistory('pl-busy');
    expect(history).toHaveLength(DEMO_STORE_LIMITS.historyPerId);
    const notes = (await ports.admin.getAdminInfo('pl-busy')).notes as { note: string }[];
    expect(notes).toHaveLength(DEMO_STORE_LIMITS.perRecordList);
    expect(notes.at(-1)?.note).toBe(`note ${DEMO_STORE_LIMITS.historyPerId + 19}`);
  });
});

describe('card-by-phone: the Idempotency-Key of create-payment-session', () => {
  it('the same key answers the same session; while it is open another key gets it too (one open payment per call); once cancelled another key opens a new one', async () => {
    const ports = createDemoAdapters({ now: manualClock().date });
    const auth = await ports.payment.getBearerToken('CA-1');
    const request = { auth, callId: 'CA-1', product: 'listing', reference: '42' };
    const first = await ports.payment.createPaymentSession({ ...request, idempotencyKey: 'k-1' });
    const retry = await ports.payment.createPaymentSession({ ...request, idempotencyKey: 'k-1' });
    const whileOpen = await ports.payment.createPaymentSession({ ...request, idempotencyKey: 'k-2' });
    expect(retry.paymentId).toBe(first.paymentId);
    expect(whileOpen.paymentId).toBe(first.paymentId);
    await ports.payment.cancelPaymentSession({ auth, callId: 'CA-1', paymentId: String(first.paymentId) });
    const other = await ports.payment.createPaymentSession({ ...request, idempotencyKey: 'k-3' });
    expect(other.paymentId).not.toBe(first.paymentId);
  });
});
