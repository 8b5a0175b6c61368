// The admin lead tools (docs/behaviour/back-office.md §3, §5, §7, §8, §9) against the demo ports.
import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdminNotesState,
  type AdminUser,
  allAdminPrivileges,
  createAdminNotes,
  getQuoteSession,
  type Listing,
  type PrelistingAdminApi,
  type QuoteApi,
  resetSessions,
} from '../../src/index.js';

afterEach(() => resetSessions());

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
const NOW = new Date(2030, 0, 10, 12);
let sessions = 0;

function setUp(
  options: {
    admin?: AdminUser | null;
    port?: (demo: PrelistingAdminApi) => PrelistingAdminApi | undefined;
    api?: (demo: QuoteApi) => QuoteApi;
    listing?: Listing;
  } = {},
) {
  const demo = createDemoAdapters({ now: () => NOW });
  const session = getQuoteSession(`notes-${++sessions}`, {
    api: options.api ? options.api(demo.quote) : demo.quote,
    drafts: false,
    now: () => NOW.getTime(),
    context: { admin: options.admin === undefined ? STAFF : options.admin },
  });
  session.update((state) => ({ ...state, listing: options.listing ?? { pre_listing_id: 'pl-1', move_items: [] } }));
  const port = options.port ? options.port(demo.admin) : demo.admin;
  const notes = createAdminNotes(session, { port: async () => port, locale: 'en-GB' });
  const stop = notes.start();
  const state = () => notes.$state.get();
  return { notes, state, stop, session, demo };
}

const loaded = async (state: () => AdminNotesState) =>
  vi.waitFor(() => {
    expect(state().info.status).toBe('ready');
    expect(state().hotLead.status).toBe('ready');
    expect(state().syncWithAvb.status).toBe('ready');
    expect(state().removals.status).toBe('ready');
    expect(state().call.status).toBe('ready');
  });

/** A port whose every save is refused with the server's first message. */
const refusing = (demo: PrelistingAdminApi): PrelistingAdminApi => {
  const refuse = async () => {
    throw Object.assign(new Error('refused'), { code: 'input', body: { errors: { common: ['missing'] } } });
  };
  return {
    ...demo,
    saveAdminNote: refuse,
    sendAdminText: refuse,
    saveCustomerCallBack: refuse,
    saveHotBusinessLead: refuse,
    saveSyncWithAvbOption: refuse,
    saveRemovalsInfo: refuse,
    saveAffiliateAttribution: refuse,
  };
};

describe('admin lead tools', () => {
  it('load the job’s admin info, its flags and the call; the SMS starts from the default', async () => {
    const { state } = setUp();
    await loaded(state);
    expect(state()).toMatchObject({
      access: 'ready',
      preListingId: 'pl-1',
      maySms: true,
      phoneNumbers: ['07700 900123', '0117 496 0789'],
      hotLead: { value: false },
      syncWithAvb: { value: false },
    });
    expect(state().call.value?.callId).toMatch(/^CA/);
    expect(state().sms.draft).toEqual({
      phone_number: '07700 900123',
      message: expect.stringContaining('free cancellation up to 48 hours') as unknown as string,
    });
    expect(state().sms.cancellation).toBe('right');
  });

  it('a note: refused while empty, saved with the outcome of §8, then cleared and listed', async () => {
    const { notes, state } = setUp();
    await loaded(state);
    notes.changeNote('   ');
    await notes.saveNote();
    expect(state().note).toMatchObject({ errors: ['noteMissing'], outcome: null });
    notes.changeNote('Called, will ring back');
    expect(state().note.errors).toEqual([]);
    await notes.saveNote();
    expect(state().note).toMatchObject({ draft: '', outcome: { ok: true, text: 'Save was successful' } });
    await vi.waitFor(() => expect(state().info.value?.notes).toMatchObject([{ note: 'Called, will ring back' }]));
  });

  it('an SMS goes to one of the customer’s numbers; a typed message survives a reload, and warns on a wrong period', async () => {
    const { notes, state, demo } = setUp({
      listing: { pre_listing_id: 'pl-2', has_ferry: true, move_items: [] },
      // The server sends no default: the tools write their own, naming the ferry job's 5 days.
      port: (admin) => ({
        ...admin,
        getAdminInfo: async (id) => ({ ...(await admin.getAdminInfo(id)), default_sms: '' }),
      }),
    });
    await loaded(state);
    expect(state().sms.draft.message).toBe(
      'Thanks for your quote. Book online today: free cancellation up to 5 days before your move.',
    );
    expect(state().sms.cancellation).toBe('right');
    notes.changeSms({ phone_number: '07999 000000', message: 'Free cancellation up to 48 hours.' });
    expect(state().sms.cancellation).toBe('wrong');
    await notes.sendSms();
    expect(state().sms.errors).toEqual([{ field: 'phone_number', code: 'smsPhoneUnknown' }]);
    notes.reload();
    await loaded(state);
    expect(state().sms.draft.message).toBe('Free cancellation up to 48 hours.');
    notes.changeSms({ phone_number: '0117 496 0789' });
    expect(state().sms.errors).toEqual([]);
    await notes.sendSms();
    expect(state().sms).toMatchObject({ outcome: { ok: true }, touched: false, cancellation: 'right' });
    const history = await demo.quote.getPrelistingHistory('pl-2');
    expect(history).toMatchObject([{ event: 'admin_text', phone_number: '0117 496 0789' }]);
  });

  it('a call back: checked (a day from today), saved as YYYY-MM-DD, read back as its form', async () => {
    const { notes, state, demo } = setUp();
    await loaded(state);
    notes.changeCallBack({ call_back_date: '09/01/2030', call_back_time: '9am' });
    await notes.saveCallBack();
    expect(state().callBack.errors.map((error) => error.code)).toEqual([
      'callBackDateBeforeToday',
      'callBackTimeInvalid',
    ]);
    notes.changeCallBack({ call_back_date: '14/01/2030' });
    expect(state().callBack.errors.map((error) => error.code)).toEqual(['callBackTimeInvalid']);
    notes.changeCallBack({ call_back_time: '09:30', call_back_days: ['tuesday'], status: 'interested' });
    await notes.saveCallBack();
    expect(state().callBack.outcome).toEqual({ ok: true, text: 'Save was successful' });
    expect((await demo.admin.getAdminInfo('pl-1')).customer_call_back).toEqual({
      call_back_date: '2030-01-14',
      call_back_days: ['tuesday'],
      call_back_time: '09:30',
      can_we_call_back: true,
      status: 'interested',
    });
    await vi.waitFor(() => expect(state().callBack.draft.call_back_date).toBe('14/01/2030'));
  });

  it('the lead flags, removals information and special instructions are saved; the listing keeps the instructions', async () => {
    const { notes, state, session, demo } = setUp();
    await demo.quote.savePrelisting('pl-1', { pre_listing_id: 'pl-1', move_items: [] });
    await loaded(state);
    await notes.setHotLead(true);
    await notes.setSyncWithAvb(true);
    expect(state().hotLead).toMatchObject({ value: true, saving: null, outcome: { ok: true } });
    expect(await demo.admin.getSyncWithAvbOption('pl-1')).toEqual({ sync_with_avb: true });
    notes.changeRemovals({ floors: 3 });
    await notes.saveRemovalsInfo();
    expect(await demo.admin.getRemovalsInfo('pl-1')).toEqual({ floors: 3 });
    // A count that is no whole number is refused beside its field and nothing is sent; what was typed stays.
    notes.changeRemovals({ bedrooms: 'three', parking: ' Permit bay ' });
    await notes.saveRemovalsInfo();
    expect(state().removalsForm).toMatchObject({
      errors: [{ field: 'bedrooms', code: 'removalsCountInvalid' }],
      draft: { bedrooms: 'three' },
      outcome: null,
    });
    expect(await demo.admin.getRemovalsInfo('pl-1')).toEqual({ floors: 3 });
    notes.changeRemovals({ bedrooms: '3' });
    expect(state().removalsForm.errors).toEqual([]);
    await notes.saveRemovalsInfo();
    expect(await demo.admin.getRemovalsInfo('pl-1')).toEqual({ floors: 3, bedrooms: 3, parking: 'Permit bay' });
    expect(state().removalsForm).toMatchObject({ outcome: { ok: true }, draft: { bedrooms: 3 } });
    notes.changeSpecialInstructions('Ring the bell twice');
    await notes.saveSpecialInstructions();
    expect(state().special.outcome).toMatchObject({ ok: true });
    expect(session.$listing.get().special_instruction).toBe('Ring the bell twice');
    expect((await demo.quote.loadPrelisting('pl-1')).special_instruction).toBe('Ring the bell twice');
  });

  it('affiliate attribution: the stores looked up by the affiliate, one chosen, then saved', async () => {
    const stores = [
      { affiliate_store_id: 31, name: 'Leeds Kirkstall' },
      { affiliate_store_id: 32, name: 'York' },
    ];
    const lookups: string[] = [];
    const { notes, state } = setUp({
      api: (quote) => ({
        ...quote,
        getAffiliateStores: async (store: string) => {
          lookups.push(store);
          return stores;
        },
      }),
    });
    await loaded(state);
    await notes.lookupStores();
    expect(state().affiliate.errors).toEqual([{ field: 'ref', code: 'affiliateRefMissing' }]);
    notes.changeAffiliate({ option: 'store', ref: 'argos' });
    await notes.lookupStores();
    expect(lookups).toEqual(['argos']);
    expect(state().affiliate.stores).toEqual({ status: 'ready', value: stores });
    notes.chooseStore(stores[0] as (typeof stores)[number]);
    await notes.saveAffiliateAttribution();
    expect(state().affiliate).toMatchObject({ draft: { ref_id: '31' }, outcome: { ok: true }, errors: [] });
  });

  it('nothing typed is lost when every save fails; each form shows the first error', async () => {
    const { notes, state } = setUp({ port: refusing });
    await loaded(state);
    notes.changeNote('A note');
    notes.changeSms({ message: 'Hello' });
    notes.changeCallBack({ call_back_date: '12/01/2030', additional_comments: 'after six' });
    notes.changeRemovals({ floors: 2 });
    notes.changeAffiliate({ option: 'o', ref: 'r', ref_id: '7' });
    const typed = state();
    await notes.saveNote();
    await notes.sendSms();
    await notes.saveCallBack();
    await notes.saveRemovalsInfo();
    await notes.saveAffiliateAttribution();
    await notes.setHotLead(true);
    const after = state();
    for (const key of ['note', 'sms', 'callBack', 'removalsForm', 'affiliate'] as const) {
      expect(after[key].draft, key).toEqual(typed[key].draft);
      expect(after[key].outcome, key).toEqual({ ok: false, text: 'This is required', code: 'missing' });
      expect(after[key].busy, key).toBe(false);
    }
    expect(after.hotLead).toMatchObject({ value: false, saving: null, outcome: { ok: false } });
  });

  it('a new pre-listing reads everything again; an answer for the old one never lands', async () => {
    let release: () => void = () => undefined;
    const { notes, state, session } = setUp({
      port: (demo) => ({
        ...demo,
        getAdminInfo: async (id, signal) => {
          if (id === 'pl-old') await new Promise<void>((resolve) => (release = resolve));
          return { ...(await demo.getAdminInfo(id, signal)), default_sms: `SMS for ${id}` };
        },
      }),
      listing: { pre_listing_id: 'pl-old', move_items: [] },
    });
    notes.changeNote('typed on the old job');
    session.update((current) => ({ ...current, listing: { ...current.listing, pre_listing_id: 'pl-new' } }));
    await vi.waitFor(() => expect(state().info.status).toBe('ready'));
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state()).toMatchObject({ preListingId: 'pl-new', sms: { draft: { message: 'SMS for pl-new' } } });
    expect(state().note.draft).toBe('typed on the old job');
  });

  it.each([
    ['an admin without the notes privilege: read-only', { admin: { userId: '1', privileges: {} } }, 'noPermission'],
    ['no one signed in as admin: nothing read', { admin: null }, 'notAdmin'],
    ['no admin port', { port: () => undefined }, 'noService'],
    ['no saved quote yet', { listing: { move_items: [] } }, 'noRecord'],
  ] as const)('%s', async (_name, options, access) => {
    const { notes, state, demo } = setUp(options as Parameters<typeof setUp>[0]);
    await vi.waitFor(() => expect(state().access).toBe(access));
    notes.changeNote('x');
    await notes.saveNote();
    await notes.setHotLead(true);
    expect(state().note.outcome).toBeNull();
    expect((await demo.admin.getAdminInfo('pl-1')).notes).toEqual([]);
  });

  it('an admin learnt after the tools started is read for', async () => {
    const { state, session } = setUp({ admin: null });
    await vi.waitFor(() => expect(state().access).toBe('notAdmin'));
    session.setContext({ admin: STAFF });
    await loaded(state);
    expect(state().access).toBe('ready');
  });
});
