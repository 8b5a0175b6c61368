// The price adjustments panel (docs/behaviour/back-office.md §3, §6, §7, §8) against the demo port.
import { createDemoAdapters } from '@haulkit/demo';
import { atom } from 'nanostores';
import { describe, expect, it, vi } from 'vitest';
import {
  type AdjustmentsSession,
  type AdminUser,
  allAdminPrivileges,
  createAdjustmentsPanel,
  type Listing,
  type PriceAdjustmentApi,
} from '../../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };

function setUp(options: { admin?: AdminUser | null; port?: PriceAdjustmentApi | null; listing?: Listing } = {}) {
  const admin = createDemoAdapters().admin;
  const $listing = atom<Listing>(options.listing ?? { pre_listing_id: 'pl-1', category_id: 1, move_items: [] });
  const loadPrices = vi.fn(async () => undefined);
  const session: AdjustmentsSession = {
    $listing,
    $context: atom({ admin: options.admin === undefined ? STAFF : options.admin }),
    loadPrices,
  };
  const port = options.port === null ? undefined : (options.port ?? admin);
  const panel = createAdjustmentsPanel({ session, port: async () => port, locale: 'en-GB', discountsKey: 'key' });
  const stop = panel.start();
  const state = () => panel.$state.get();
  return { panel, state, stop, loadPrices, $listing, admin };
}

describe('price adjustments panel', () => {
  it('lists, adds by percent with its reason, and prices the job again', async () => {
    const { panel, state, loadPrices } = setUp();
    await vi.waitFor(() => expect(state().reasonsStatus).toBe('ready'));
    expect(state()).toMatchObject({ access: 'ready', listStatus: 'ready', adjustments: [] });
    expect(state().reasons.length).toBeGreaterThan(0);
    panel.change({ value: '10' });
    await panel.submit();
    // A reason is required while the type has some (chosen, §5): nothing is sent, nothing typed lost.
    expect(state().errors.map((error) => error.code)).toEqual(['adjustmentReasonMissing']);
    expect(state().draft.value).toBe('10');
    panel.change({ reasonId: String(state().reasons[0]?.id) });
    expect(state().errors).toEqual([]);
    await panel.submit();
    expect(state().outcome).toEqual({ ok: true, text: 'Save was successful' });
    expect(state().adjustments).toMatchObject([{ adjustmentType: 'DISCOUNT_OFFER', adjustmentPercent: 10 }]);
    expect(state().draft.value).toBe('');
    expect(loadPrices).toHaveBeenCalledWith({ force: true });
    // The customer's discounts list the offer (the demo's customer-discounts).
    await vi.waitFor(() => expect(state().discounts).toEqual([{ percent: 10, type: 'DISCOUNT_OFFER' }]));
  });

  it('adds a premium by amount in minor units, edits it, then deletes it after confirming', async () => {
    const { panel, state, loadPrices } = setUp({ listing: { pre_listing_id: 'pl-2', move_items: [] } });
    await vi.waitFor(() => expect(state().listStatus).toBe('ready'));
    panel.change({ adjustmentType: 'ADMIN_PREMIUM', mode: 'amount', value: '£12.50' });
    await panel.submit();
    expect(state().adjustments).toMatchObject([{ adjustmentType: 'ADMIN_PREMIUM', adjustmentAmount: { value: 1250 } }]);
    const uuid = state().adjustments[0]?.uuid ?? '';
    panel.edit(uuid);
    expect(state().draft).toMatchObject({ mode: 'amount', value: '12.50' });
    panel.change({ value: '20' });
    await panel.submit();
    expect(state().adjustments).toMatchObject([{ adjustmentAmount: { value: 2000 } }]);
    expect(state().editing).toBeNull();
    panel.askDelete(uuid);
    expect(state().confirming).toBe(uuid);
    await panel.confirmDelete();
    expect(state()).toMatchObject({ confirming: null, adjustments: [], outcome: { ok: true } });
    expect(loadPrices).toHaveBeenCalledTimes(3);
  });

  it('a refused save shows the first error and keeps what was typed', async () => {
    const { admin } = setUp();
    const refusing: PriceAdjustmentApi = {
      ...admin,
      createPercentAdjustment: async () => {
        throw Object.assign(new Error('refused'), { code: 'input', messages: ['Adjustment limit reached'] });
      },
      listAdjustmentReasons: async () => [],
    };
    const { panel, state, loadPrices } = setUp({ port: refusing });
    await vi.waitFor(() => expect(state().reasonsStatus).toBe('ready'));
    panel.change({ value: '15' });
    await panel.submit();
    expect(state().outcome).toEqual({ ok: false, text: 'Adjustment limit reached', code: 'input' });
    expect(state().draft.value).toBe('15');
    expect(loadPrices).not.toHaveBeenCalled();
  });

  it.each([
    ['an admin without the privilege: the list, read-only', { admin: { userId: '1', privileges: {} } }, 'noPermission'],
    ['no one signed in as admin: read-only', { admin: null }, 'noPermission'],
    ['no service configured', { port: null }, 'noService'],
    ['no job saved yet', { listing: { move_items: [] } }, 'noRecord'],
  ] as const)('%s', async (_name, options, access) => {
    const { panel, state } = setUp(options as Parameters<typeof setUp>[0]);
    await vi.waitFor(() => expect(state().access).toBe(access));
    panel.change({ value: '10' });
    await panel.submit();
    expect(state().adjustments).toEqual([]);
  });

  it('without the token (§6) nothing is read and the panel says why', async () => {
    const { admin } = setUp();
    const port: PriceAdjustmentApi = {
      ...admin,
      getPriceAdjustmentToken: async () => {
        throw Object.assign(new Error('no'), { code: 'permission' });
      },
    };
    const { state } = setUp({ port });
    await vi.waitFor(() => expect(state().access).toBe('noToken'));
  });

  it('follows the job: a new quote id reads its own adjustments', async () => {
    const { panel, state, $listing } = setUp({ listing: { pre_listing_id: 'pl-3', move_items: [] } });
    await vi.waitFor(() => expect(state().listStatus).toBe('ready'));
    panel.change({ value: '5' });
    await panel.submit();
    expect(state().adjustments).toHaveLength(1);
    $listing.set({ pre_listing_id: 'pl-4', move_items: [] });
    await vi.waitFor(() => expect(state()).toMatchObject({ record: { recordId: 'pl-4' }, adjustments: [] }));
  });
});

describe('price adjustments panel: reasons follow the job', () => {
  it('a category that arrives after the quote asks for the reasons again', async () => {
    const { state, $listing } = setUp({ listing: { pre_listing_id: 'pl-5', move_items: [] } });
    await vi.waitFor(() => expect(state()).toMatchObject({ reasonsStatus: 'ready', reasons: [] }));
    $listing.set({ pre_listing_id: 'pl-5', category_id: 1, move_items: [] });
    await vi.waitFor(() => expect(state().reasons.length).toBeGreaterThan(0));
  });
});
