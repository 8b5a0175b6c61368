// The send-quote dialog and the history dialog (docs/behaviour/back-office.md §2, §5, §7, §8) on
// a session priced by the demo adapter.
import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createPrelistingHistory,
  createSendQuote,
  getQuoteSession,
  historyEventText,
  type Listing,
  type QuoteApi,
  resetSessions,
} from '../../src/index.js';

afterEach(() => resetSessions());

const NOW = new Date(2030, 0, 10, 12);
let sessions = 0;

const job: Listing = {
  category_id: 1,
  pre_listing_id: 'pl-9',
  pickup_address_data: { postcode: 'SW1A 2AA', latitude: 51.5034, longitude: -0.1276, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791, ISO_3166_1_Alpha_2: 'GB' },
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

async function setUp(options: { api?: (demo: QuoteApi) => QuoteApi; isAdmin?: boolean; priced?: boolean } = {}) {
  const demo = createDemoAdapters({ now: () => NOW });
  const calls: string[] = [];
  const base = options.api ? options.api(demo.quote) : demo.quote;
  const api: QuoteApi = {
    ...base,
    savePrelisting: (id, listing, signal) => {
      calls.push(`save ${id} ${listing.user_info?.email ?? ''}`);
      return base.savePrelisting(id, listing, signal);
    },
    sendQuote: (id, request, signal) => {
      calls.push(`send ${id} ${request.quotes_to}`);
      return base.sendQuote(id, request, signal);
    },
  };
  const session = getQuoteSession(`send-${++sessions}`, {
    api,
    drafts: false,
    now: () => NOW.getTime(),
    context: { category: 'furniture' },
  });
  session.update((state) => ({ ...state, listing: job }));
  if (options.priced !== false) {
    session.experimentsFetched([]);
    await session.settled();
  }
  calls.length = 0;
  const model = createSendQuote(session, { locale: 'en-GB', ...(options.isAdmin ? { isAdmin: true } : {}) });
  return { model, state: () => model.$state.get(), session, demo, calls };
}

describe('send quote', () => {
  it('checks, saves the pre-listing with its recipient, then sends it', async () => {
    const { model, state, session, calls, demo } = await setUp();
    expect(Object.keys(session.$listing.get().prices ?? {}).length).toBeGreaterThan(0);
    await model.submit();
    expect(state().errors.map((error) => [error.field, error.code, error.text])).toEqual([
      ['name', 'sendQuoteNameMissing', 'Enter your name.'],
      ['email', 'sendQuoteEmailMissing', 'Enter your email address.'],
    ]);
    expect(calls).toEqual([]);
    model.change({ name: 'Ann', email: 'ann@example' });
    expect(state().errors.map((error) => error.field)).toEqual([]);
    await model.submit();
    expect(state().errors).toEqual([
      { field: 'email', code: 'not_valid_email', text: 'Please enter a valid email address' },
    ]);
    model.change({ email: 'ann@example.com' });
    await model.submit();
    expect(state()).toMatchObject({ status: 'sent', sentTo: 'ann@example.com', errors: [] });
    expect(calls).toEqual(['save pl-9 ann@example.com', 'send pl-9 ann@example.com']);
    expect(session.$listing.get().user_info).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
    expect((await demo.quote.getPrelistingHistory('pl-9')).slice(-2)).toMatchObject([
      { event: 'saved' },
      { event: 'quote_sent', quotes_to: 'ann@example.com' },
    ]);
  });

  it('without prices nothing is sent, and the customer is told why', async () => {
    const { model, state, calls } = await setUp({ priced: false });
    model.change({ name: 'Ann', email: 'ann@example.com' });
    await model.submit();
    expect(state().errors).toEqual([
      {
        field: 'general',
        code: 'sendQuotePricesMissing',
        text: expect.stringContaining('no prices') as unknown as string,
      },
    ]);
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'the server’s not_valid_email beside the e-mail',
      false,
      { errors: { input: { quotes_to: ['not_valid_email'] } } },
      { field: 'email', code: 'not_valid_email', text: 'Please enter a valid email address' },
    ],
    [
      'an unknown code: a customer reads Server error!',
      false,
      { errors: { common: ['mailer_down'] } },
      { field: 'general', code: 'mailer_down', text: 'Server error!' },
    ],
    [
      'an unknown code: an admin reads it as it comes',
      true,
      { errors: { common: ['mailer_down'] } },
      { field: 'general', code: 'mailer_down', text: 'mailer_down' },
    ],
  ])('a refusal shows %s, and what was typed stays', async (_case, isAdmin, body, shown) => {
    const { model, state } = await setUp({
      isAdmin,
      api: (quote) => ({
        ...quote,
        sendQuote: async () => {
          throw Object.assign(new Error('refused'), { code: 'input', body });
        },
      }),
    });
    model.change({ name: 'Ann', email: 'ann@example.com', emailType: 'reminder' });
    await model.submit();
    expect(state()).toMatchObject({ status: 'idle', errors: [shown] });
    expect(state().draft).toEqual({ name: 'Ann', email: 'ann@example.com', emailType: 'reminder' });
  });

  it('a failed save sends nothing and says so, keeping what was typed', async () => {
    const { model, state, calls } = await setUp({
      api: (quote) => ({
        ...quote,
        // Pricing saves the job first; the save before sending (with the recipient) fails.
        savePrelisting: async (id, listing, signal) => {
          if (listing.user_info?.email) throw Object.assign(new Error('down'), { code: 'server' });
          return quote.savePrelisting(id, listing, signal);
        },
      }),
    });
    model.change({ name: 'Ann', email: 'ann@example.com' });
    await model.submit();
    expect(state()).toMatchObject({ status: 'idle', errors: [{ field: 'general', code: 'sendQuoteSaveFailed' }] });
    expect(calls.filter((call) => call.startsWith('send'))).toEqual([]);
    expect(state().draft).toEqual({ name: 'Ann', email: 'ann@example.com', emailType: '' });
  });

  it('a reset while sending drops the late answer', async () => {
    let release: () => void = () => undefined;
    const { model, state } = await setUp({
      api: (quote) => ({
        ...quote,
        sendQuote: async (id, request, signal) => {
          await new Promise<void>((resolve) => (release = resolve));
          return quote.sendQuote(id, request, signal);
        },
      }),
    });
    model.change({ name: 'Ann', email: 'ann@example.com' });
    const sending = model.submit();
    await vi.waitFor(() => expect(state().status).toBe('sending'));
    model.reset();
    release();
    await sending;
    expect(state()).toMatchObject({ status: 'idle', sentTo: null });
  });
});

describe('history', () => {
  it('reads the pre-listing’s history for display, and again for a new pre-listing', async () => {
    const { session, demo } = await setUp();
    await demo.admin.saveAdminNote('pl-9', 'Called');
    const history = createPrelistingHistory(session);
    const stop = history.start();
    await vi.waitFor(() => expect(history.$state.get().status).toBe('ready'));
    const lines = history.$state.get().lines;
    expect(lines.map((line) => historyEventText(line, 'en-GB'))).toEqual(['Quote saved', 'Note added']);
    expect(lines.at(-1)).toMatchObject({ what: 'admin_note', date: '10/01/2030', time: '12:00' });
    session.update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: 'pl-10' } }));
    await vi.waitFor(() =>
      expect(history.$state.get()).toMatchObject({ status: 'ready', preListingId: 'pl-10', lines: [] }),
    );
    stop();
  });
});
