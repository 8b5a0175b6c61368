// The admin price form's checks and how the bar reads admin-price answers (docs/behaviour/back-office.md §6, §7).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminFigureKind, checkAdminPriceDraft, readAdminPrice } from '../../src/index.js';

describe('checkAdminPriceDraft', () => {
  it.each<[string, string, string, unknown]>([
    ['both empty', '', '', { ok: true, value: {} }],
    ['a price', '150', '', { ok: true, value: { price: 150 } }],
    ['a price with pence and a pound sign', '£149.50', '', { ok: true, value: { price: 149.5 } }],
    ['a margin', '', '20', { ok: true, value: { margin: 20 } }],
    ['a margin of 0', '', '0', { ok: true, value: { margin: 0 } }],
    ['a decimal comma margin', '', '17,5', { ok: true, value: { margin: 17.5 } }],
    ['three decimals', '12.345', '', { ok: false, errors: [{ field: 'price', code: 'adminPriceNotMoney' }] }],
    ['words', 'lots', '', { ok: false, errors: [{ field: 'price', code: 'adminPriceNotMoney' }] }],
    ['a price of 0', '0', '', { ok: false, errors: [{ field: 'price', code: 'adminPricePositive' }] }],
    ['a margin of 100', '', '100', { ok: false, errors: [{ field: 'margin', code: 'adminMarginRange' }] }],
    ['a margin in words', '', 'half', { ok: false, errors: [{ field: 'margin', code: 'adminMarginNotNumber' }] }],
    [
      'both refused, in the form order',
      '-3',
      'x',
      {
        ok: false,
        errors: [
          { field: 'price', code: 'adminPriceNotMoney' },
          { field: 'margin', code: 'adminMarginNotNumber' },
        ],
      },
    ],
  ])('%s', (_name, price, margin, expected) => {
    expect(checkAdminPriceDraft({ price, margin })).toEqual(expected);
  });

  it('any text gives a value or coded errors, never a throw or NaN (property-based)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (price, margin) => {
        const check = checkAdminPriceDraft({ price, margin });
        if (check.ok) {
          for (const value of Object.values(check.value)) expect(Number.isFinite(value)).toBe(true);
          if (check.value.price !== undefined) expect(check.value.price).toBeGreaterThan(0);
          if (check.value.margin !== undefined) expect(check.value.margin).toBeLessThan(100);
        } else expect(check.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('readAdminPrice', () => {
  it('reads the known figures first, then every other scalar in the answer order, leaving out what the bar shows already', () => {
    const reading = readAdminPrice({
      pre_listing_id: 'pl-1',
      listing_id: 'l-9',
      pickup_date: '2030-01-15',
      margin: '20',
      adjustments: [{ uuid: 'a' }],
      customer_price: 150,
      base_price: 140,
      locked: true,
      provider_price: 120,
    });
    expect(reading).toEqual({
      customerPrice: 150,
      providerPrice: 120,
      margin: 20,
      figures: [
        { key: 'customer_price', kind: 'money', value: 150 },
        { key: 'provider_price', kind: 'money', value: 120 },
        { key: 'margin', kind: 'percent', value: 20 },
        { key: 'base_price', kind: 'money', value: 140 },
        { key: 'locked', kind: 'text', value: true },
      ],
    });
  });

  it.each([null, undefined, 'text', 42, [1, 2]])('%s reads as no figures', (answer) => {
    expect(readAdminPrice(answer)).toEqual({ customerPrice: null, providerPrice: null, margin: null, figures: [] });
  });

  it.each([
    ['customer_price', 'money'],
    ['admin_tp_amount', 'money'],
    ['default_margin', 'percent'],
    ['discount_percent', 'percent'],
    ['pickup_date', 'text'],
  ])('%s is %s', (key, kind) => {
    expect(adminFigureKind(key)).toBe(kind);
  });
});
