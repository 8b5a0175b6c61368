// Sending a quote needs a name, an email address and prices (docs/behaviour/back-office.md §5, §8).
import { describe, expect, it } from 'vitest';
import { checkSendQuote, historyLines, sendQuoteFailure } from '../../src/index.js';

const PRICED = { prices: { '2027-03-28': { standard: 120 } } };

describe('the send-quote check', () => {
  it.each([
    [{ name: 'Ann', email: 'ann@example.com', emailType: '' }, PRICED, []],
    [{ name: ' ', email: 'ann@example.com', emailType: '' }, PRICED, [{ field: 'name', code: 'sendQuoteNameMissing' }]],
    [{ name: 'Ann', email: '', emailType: '' }, PRICED, [{ field: 'email', code: 'sendQuoteEmailMissing' }]],
    [{ name: 'Ann', email: 'ann@example', emailType: '' }, PRICED, [{ field: 'email', code: 'not_valid_email' }]],
    [
      { name: 'Ann', email: 'ann@example.com', emailType: '' },
      { prices: {} },
      [{ field: 'general', code: 'sendQuotePricesMissing' }],
    ],
    [
      { name: '', email: 'x', emailType: '' },
      {},
      [
        { field: 'name', code: 'sendQuoteNameMissing' },
        { field: 'email', code: 'not_valid_email' },
        { field: 'general', code: 'sendQuotePricesMissing' },
      ],
    ],
  ])('%o on %o → %o', (draft, listing, errors) => {
    const check = checkSendQuote(draft, listing);
    expect(check.ok ? [] : check.errors).toEqual(errors);
  });

  it('sends the trimmed address, and the e-mail type only when one is chosen', () => {
    expect(checkSendQuote({ name: ' Ann ', email: ' ann@example.com ', emailType: '' }, PRICED)).toEqual({
      ok: true,
      name: 'Ann',
      request: { quotes_to: 'ann@example.com' },
    });
    expect(checkSendQuote({ name: 'Ann', email: 'ann@example.com', emailType: 'reminder' }, PRICED)).toMatchObject({
      request: { quotes_to: 'ann@example.com', emailType: 'reminder' },
    });
  });
});

describe('a refused send shows each error beside its field (§8)', () => {
  it.each([
    [
      'the demo’s input body',
      { code: 'input', body: { errors: { input: { quotes_to: ['not_valid_email'] } } } },
      [{ field: 'email', code: 'not_valid_email' }],
    ],
    [
      'the HTTP adapter’s fields',
      { code: 'input', fields: { quotes_to: ['not_valid_email'] }, codes: ['not_valid_email'] },
      [{ field: 'email', code: 'not_valid_email' }],
    ],
    [
      'not_valid_email as a common code',
      { body: { errors: { common: ['not_valid_email'] } } },
      [{ field: 'email', code: 'not_valid_email' }],
    ],
    [
      'prices missing',
      { body: { errors: { input: { prices: ['missing'] } } } },
      [{ field: 'general', code: 'missing' }],
    ],
    [
      'a type-input body with a message',
      { data: { type: 'input', codes: ['invalid'], messages: ['quotes_to: must be an email address'] } },
      [{ field: 'general', code: 'invalid', message: 'quotes_to: must be an email address' }],
    ],
    ['no connection', { code: 'network' }, [{ field: 'general', code: 'network' }]],
    ['anything else', 'boom', [{ field: 'general', code: 'server_error' }]],
  ])('%s', (_case, error, expected) => {
    expect(sendQuoteFailure(error)).toEqual(expected);
  });
});

describe('history entries are kept as sent and read for display', () => {
  it('reads when, who and what; keeps the other plain fields as text and the entry itself', () => {
    const entry = { event: 'quote_sent', at: '2027-03-28', quotes_to: 'ann@example.com', nested: { a: 1 } };
    expect(historyLines([entry])).toEqual([
      {
        index: 0,
        date: '28/03/2027',
        time: null,
        who: null,
        what: 'quote_sent',
        details: [['quotes_to', 'ann@example.com']],
        entry,
      },
    ]);
  });

  it('reads an instant as a local day and time, and a person by name', () => {
    const at = new Date(2027, 2, 28, 9, 5).toISOString();
    expect(historyLines([{ type: 'call', created_at: at, user: { name: 'Sam' } }])[0]).toMatchObject({
      date: '28/03/2027',
      time: '09:05',
      who: 'Sam',
      what: 'call',
    });
  });

  it.each([[undefined], [null], ['x'], [{}]])(
    '%j gives no lines, or lines with nothing read, never a throw',
    (value) => {
      const lines = historyLines(
        value === undefined || value === null || typeof value === 'string' ? value : [value, 7],
      );
      for (const line of lines) expect(line).toMatchObject({ date: null, who: null, what: null });
    },
  );
});
