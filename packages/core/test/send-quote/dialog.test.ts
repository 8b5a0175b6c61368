// What the send-quote dialog needs of its model (docs/behaviour/back-office.md §2 "send quote", §5):
// the recipient known from the listing, prefilled without overwriting what was typed; staff read
// words about the customer; one model per session and audience, so what was typed outlives a view.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createSendQuote,
  getQuoteSession,
  quoteRecipientOf,
  resetSessions,
  SEND_QUOTE_MESSAGES,
  sendQuoteOf,
  sendQuoteOffered,
} from '../../src/index.js';

afterEach(() => resetSessions());

let sessions = 0;
function session(userInfo?: Record<string, unknown>) {
  const created = getQuoteSession(`send-dialog-${++sessions}`, { drafts: false, context: { category: 'furniture' } });
  if (userInfo) created.update((state) => ({ ...state, listing: { ...state.listing, user_info: userInfo } }));
  return created;
}

describe('the quote’s recipient', () => {
  it.each([
    [undefined, { name: '', email: '' }],
    [{}, { name: '', email: '' }],
    [
      { name: ' Ann Lee ', email: ' ann@example.com ' },
      { name: 'Ann Lee', email: 'ann@example.com' },
    ],
    [
      { first_name: 'Ann', last_name: 'Lee' },
      { name: 'Ann Lee', email: '' },
    ],
    [
      { first_name: 'Ann', email: 42 },
      { name: 'Ann', email: '' },
    ],
  ])('user_info %o reads as %o', (userInfo, recipient) => {
    expect(quoteRecipientOf({ user_info: userInfo })).toEqual(recipient);
  });
});

describe('offered to a customer', () => {
  const PRICED = { prices: { '2027-03-28': { standard: 120 } } };
  it.each([
    [PRICED, false, true],
    [PRICED, true, false],
    [{ prices: {} }, false, false],
    [{}, false, false],
  ])('prices %o, blurred %s → %s', (listing, blurred, offered) => {
    expect(sendQuoteOffered(listing, blurred)).toBe(offered);
  });
});

describe('prefill', () => {
  it('fills the name and e-mail from the listing’s user_info', () => {
    const model = createSendQuote(session({ name: 'Ann', email: 'ann@example.com' }), { locale: 'en-GB' });
    model.prefill();
    expect(model.$state.get().draft).toMatchObject({ name: 'Ann', email: 'ann@example.com' });
  });

  it('never overwrites a field the person changed, even one they emptied', () => {
    const known = session({ name: 'Ann', email: 'ann@example.com' });
    const model = createSendQuote(known, { locale: 'en-GB' });
    model.change({ name: '', email: 'bob@example.com' });
    model.prefill();
    expect(model.$state.get().draft).toMatchObject({ name: '', email: 'bob@example.com' });
  });

  it('fills a field later when the listing learns it (the e-mail given for prices)', () => {
    const known = session();
    const model = createSendQuote(known, { locale: 'en-GB' });
    model.prefill();
    expect(model.$state.get().draft).toMatchObject({ name: '', email: '' });
    known.update((state) => ({ ...state, listing: { ...state.listing, user_info: { email: 'ann@example.com' } } }));
    model.prefill();
    expect(model.$state.get().draft.email).toBe('ann@example.com');
  });
});

describe('words by audience', () => {
  it('a customer is asked for their own name; staff for the customer’s', async () => {
    const customer = createSendQuote(session(), { locale: 'en-GB' });
    const staff = createSendQuote(session(), { locale: 'en-GB', isAdmin: true });
    await customer.submit();
    await staff.submit();
    const texts = (model: typeof customer) => model.$state.get().errors.map((error) => [error.code, error.text]);
    expect(texts(customer).slice(0, 2)).toEqual([
      ['sendQuoteNameMissing', 'Enter your name.'],
      ['sendQuoteEmailMissing', 'Enter your email address.'],
    ]);
    expect(texts(staff).slice(0, 2)).toEqual([
      ['sendQuoteNameMissing', 'Enter the customer’s name.'],
      ['sendQuoteEmailMissing', 'Enter the customer’s email address.'],
    ]);
  });

  it('every word has its es-ES twin', () => {
    expect(Object.keys(SEND_QUOTE_MESSAGES['es-ES']).sort()).toEqual(Object.keys(SEND_QUOTE_MESSAGES['en-GB']).sort());
  });
});

describe('one model per session and audience', () => {
  it('gives the same model again, so what was typed outlives the view that showed it', () => {
    const known = session();
    const first = sendQuoteOf(known, { locale: 'en-GB' });
    first.change({ name: 'Ann' });
    expect(sendQuoteOf(known, { locale: 'en-GB' })).toBe(first);
    expect(sendQuoteOf(known, { locale: 'en-GB' }).$state.get().draft.name).toBe('Ann');
    expect(sendQuoteOf(known, { locale: 'en-GB', isAdmin: true })).not.toBe(first);
    expect(sendQuoteOf(session(), { locale: 'en-GB' })).not.toBe(first);
  });
});
