// The admin bar (docs/behaviour/back-office.md §2, §3, §6, §7, §8) driven against the demo adapters.
import { createDemoAdapters, type DemoSignedIn } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminBarPort,
  type AdminBarState,
  cartOf,
  cartTotal,
  createAdminBar,
  getQuoteSession,
  type Listing,
  priceOverrideOf,
  resetSessions,
} from '../../src/index.js';
import { furnitureListing, insuranceService, NOW } from '../session/fixtures.js';

afterEach(() => resetSessions());

let keys = 0;

/** A bar on a flow's session whose job is the furniture quote, saved once in the demo. */
async function setUp(options: { who?: DemoSignedIn; port?: AdminBarPort; listing?: Listing } = {}) {
  keys += 1;
  const demo = createDemoAdapters({ signedIn: options.who ?? 'staff', now: () => NOW });
  const session = getQuoteSession(`bar-${keys}`, { api: demo.quote, drafts: false, now: () => NOW.getTime() });
  const listing =
    options.listing ?? furnitureListing({ pre_listing_id: `pl-${keys}`, service_prices: [insuranceService] });
  session.update((state) => ({ ...state, listing }));
  const report = vi.fn();
  session.setAdapters({ report });
  const port = options.port ?? demo.admin;
  const bar = createAdminBar({ session, port: async () => port, locale: 'en-GB', infoDelayMs: 0 });
  const stop = bar.start();
  const state = () => bar.$state.get();
  // Invariant after every action: the total the bar shows is the sum of the cart's amounts.
  const invariant = () => {
    const cart = cartOf(session.$listing.get());
    expect(state().facts.total).toBe(cartTotal(cart));
    expect(state().facts.total).toBeCloseTo(
      cart.reduce((sum, line) => sum + Number(line.amount ?? 0), 0),
      2,
    );
  };
  const saved = () => demo.quote.loadPrelisting(String(session.$listing.get().pre_listing_id));
  return { bar, state, stop, session, demo, report, invariant, saved };
}

const ready = (state: () => AdminBarState) => vi.waitFor(() => expect(state().infoStatus).toBe('ready'));

describe('admin bar', () => {
  it('a customer gets notAdmin, and nothing is asked of the admin port', async () => {
    const port = { getAdminPriceInfo: vi.fn(), calculateAdminPrice: vi.fn() } as unknown as AdminBarPort;
    const { state } = await setUp({ who: 'customer', port });
    expect(state().access).toBe('checking');
    await vi.waitFor(() => expect(state().access).toBe('notAdmin'));
    expect(state().may).toEqual({ override: false, recalculate: false, insurance: false, adjustments: false });
    expect(port.getAdminPriceInfo).not.toHaveBeenCalled();
  });

  it('an admin sees the job facts and the admin price info', async () => {
    const { state, invariant } = await setUp();
    await ready(state);
    expect(state()).toMatchObject({
      access: 'ready',
      may: { override: true, recalculate: true, insurance: true, adjustments: true },
      facts: { state: 'quote', categoryId: '1', pickupDate: '2030-01-14', total: 164, listingId: null },
    });
    expect(
      state()
        .info?.figures.map((figure) => figure.key)
        .slice(0, 3),
    ).toEqual(['customer_price', 'provider_price', 'margin']);
    expect(state().info?.figures.find((figure) => figure.key === 'margin')?.kind).toBe('percent');
    invariant();
  });

  it('a calculation with bad input gives coded errors and keeps what was typed; nothing is asked', async () => {
    const { bar, state } = await setUp();
    await ready(state);
    bar.change({ price: '12.345', margin: '100' });
    await bar.calculate();
    expect(state().errors.map((error) => [error.field, error.code])).toEqual([
      ['price', 'adminPriceNotMoney'],
      ['margin', 'adminMarginRange'],
    ]);
    expect(state().errors.every((error) => !error.text.includes(error.code))).toBe(true);
    expect(state().draft).toEqual({ price: '12.345', margin: '100' });
    expect(state().calculateStatus).toBe('idle');
    bar.change({ margin: '20' });
    expect(state().errors.map((error) => error.field)).toEqual(['price']);
  });

  it('calculate, use the price: the total is the override and the saved quote holds admin_amount; a day change keeps it; remove gives the day price again', async () => {
    const { bar, state, session, invariant, saved } = await setUp();
    await ready(state);
    bar.change({ price: '200', margin: '25' });
    await bar.calculate();
    expect(state().calculation).toMatchObject({ customerPrice: 200, providerPrice: 150, margin: 25 });
    await bar.applyOverride();
    expect(state().outcome).toEqual({ ok: true, text: 'Save was successful' });
    expect(state().override).toEqual({ customerPrice: 200, providerPrice: 150 });
    expect(state().facts.total).toBe(200);
    expect(state().draft).toEqual({ price: '', margin: '' });
    invariant();
    const copy = await saved();
    expect(cartOf(copy).find((line) => line.type === 'priceOption')).toMatchObject({
      amount: 200,
      admin_amount: 200,
      admin_tp_amount: 150,
    });
    session.selectDay('2030-01-15');
    expect(session.$listing.get().pickup_date).toBe('2030-01-15');
    expect(state().facts).toMatchObject({ pickupDate: '2030-01-15', total: 200 });
    invariant();
    await bar.removeOverride();
    expect(state().override).toBeNull();
    expect(state().facts.total).toBe(159);
    expect(priceOverrideOf(await saved())).toBeNull();
    invariant();
  });

  it('recalculate replaces the prices', async () => {
    const { bar, state, session, invariant } = await setUp();
    await ready(state);
    const before = session.$listing.get().prices;
    await bar.recalculate();
    expect(state().outcome?.ok).toBe(true);
    expect(session.$listing.get().prices).not.toBe(before);
    invariant();
  });

  it('the insurance dialog checks, saves, closes; removal takes it off', async () => {
    const { bar, state, session, invariant, saved } = await setUp();
    await ready(state);
    bar.openInsurance();
    expect(state().insurance).toMatchObject({ open: true, valueOfGoods: '', amount: '' });
    bar.changeInsurance({ valueOfGoods: '60000', amount: 'lots' });
    await bar.saveInsurance();
    expect(state().insurance.errors.map((error) => [error.field, error.code])).toEqual([
      ['valueOfGoods', 'insuranceHighAmount'],
      ['amount', 'insuranceAmountNotMoney'],
    ]);
    expect(state().insurance.errors[0]?.text).toContain('50,000');
    expect(state().insurance.open).toBe(true);
    bar.changeInsurance({ valueOfGoods: '10000', amount: '45' });
    await bar.saveInsurance();
    expect(state().insurance.open).toBe(false);
    expect(state().outcome?.ok).toBe(true);
    expect(state().facts.total).toBe(149 + 15 + 45);
    invariant();
    expect(cartOf(await saved()).find((line) => line.type === 'full_insurance')).toMatchObject({ admin_amount: 45 });
    bar.openInsurance();
    expect(state().insurance).toMatchObject({ valueOfGoods: '10000', amount: '45' });
    await bar.removeInsurance();
    expect(cartOf(session.$listing.get()).some((line) => line.type === 'full_insurance')).toBe(false);
    expect(state().insurance.open).toBe(false);
    invariant();
  });

  it('a refused save says the first error, puts the job back as it was saved and keeps what was typed', async () => {
    const { bar, state, session, demo, invariant, report } = await setUp();
    await ready(state);
    const refused = Object.assign(new Error('refused'), { code: 'permission', messages: ['Price is locked'] });
    vi.spyOn(demo.quote, 'savePrelisting').mockRejectedValue(refused);
    bar.change({ price: '175' });
    await bar.applyOverride();
    expect(state().outcome).toEqual({ ok: false, text: 'Price is locked', code: 'permission' });
    expect(state().draft.price).toBe('175');
    // The server did not take the price: the job's price is the one it holds, not the refused one.
    expect(priceOverrideOf(session.$listing.get())).toBeNull();
    invariant();
    // The same for the insurance: a refused save leaves the cart's insurance lines as they were.
    const linesBefore = cartOf(session.$listing.get()).filter((line) => line.type.startsWith('full_'));
    bar.openInsurance();
    bar.changeInsurance({ valueOfGoods: '2000' });
    await bar.saveInsurance();
    expect(state().outcome?.ok).toBe(false);
    expect(state().insurance).toMatchObject({ open: true, valueOfGoods: '2000' });
    expect(cartOf(session.$listing.get()).filter((line) => line.type.startsWith('full_'))).toEqual(linesBefore);
    invariant();
    // The quote port reports its own failures, a refusal too (the HTTP adapter's interceptor): the bar adds none.
    expect(report).not.toHaveBeenCalled();
  });

  it('a job with no saved quote: no info is asked, and recalculate says why without a call', async () => {
    const port = { getAdminPriceInfo: vi.fn(), calculateAdminPrice: vi.fn() } as unknown as AdminBarPort;
    const { bar, state, demo } = await setUp({ port, listing: furnitureListing({ pre_listing_id: undefined }) });
    await vi.waitFor(() => expect(state().access).toBe('ready'));
    const recalculate = vi.spyOn(demo.quote, 'recalculatePrelisting');
    expect(state().facts.state).toBe('draft');
    await bar.recalculate();
    expect(state().outcome).toEqual({
      ok: false,
      text: 'Save the quote first: it has no quote number yet.',
      code: 'noPrelisting',
    });
    expect(recalculate).not.toHaveBeenCalled();
    expect(port.getAdminPriceInfo).not.toHaveBeenCalled();
  });

  it('an admin without the override flag cannot apply a price', async () => {
    const { bar, state, session } = await setUp();
    await ready(state);
    session.setContext({ admin: { userId: '7', privileges: { adminBar: { show: true } } } });
    expect(state().may).toEqual({ override: false, recalculate: false, insurance: false, adjustments: false });
    bar.change({ price: '150' });
    await bar.applyOverride();
    expect(priceOverrideOf(session.$listing.get())).toBeNull();
    session.setContext({ admin: { userId: '8', privileges: {} } });
    expect(state().access).toBe('notAdmin');
  });

  it('a failing port says the first error; a permission refusal is reported so the page handles it', async () => {
    const refusal = Object.assign(new Error('GET admin-price refused'), {
      code: 'permission',
      body: { type: 'permission' },
    });
    const port: AdminBarPort = {
      getAdminPriceInfo: vi.fn(async () => {
        throw refusal;
      }),
      calculateAdminPrice: vi.fn(async () => {
        throw Object.assign(new Error('bad'), { code: 'input', messages: ['Margin too high'] });
      }),
    };
    const { bar, state, report } = await setUp({ port });
    await vi.waitFor(() => expect(state().infoStatus).toBe('failed'));
    expect(state().outcome?.ok).toBe(false);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ kind: 'failure', code: 'permission' }));
    bar.change({ price: '150' });
    await bar.calculate();
    expect(state()).toMatchObject({
      calculateStatus: 'failed',
      outcome: { ok: false, text: 'Margin too high' },
      draft: { price: '150' },
    });
  });

  it('stops following the job once stopped', async () => {
    const { state, stop, session } = await setUp();
    await ready(state);
    stop();
    session.selectDay('2030-01-15');
    expect(state().facts.pickupDate).toBe('2030-01-14');
  });
});
