import { formatMoney, formatMoneyInThousands } from '@haulkit/core';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../../test/unit/render.js';
import { Money } from '../../src/ui/index.js';

const { NumberFormat } = Intl;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
});

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('Money', () => {
  it.each([
    ['en-GB', 1234.5, undefined, '£1,234.50'],
    ['en-IE', 1234.5, undefined, '€1,234.50'],
    ['es-ES', 1234.5, undefined, nbsp('1234,50 €')],
    ['en-GB', 23.99, 'EUR', '€23.99'],
  ] as const)('%s writes %s %s as %s', async (locale, amount, currency, text) => {
    const money = await render(<Money locale={locale} amount={amount} currency={currency} />);
    expect(money.textContent).toBe(text);
  });

  it.each(['body', 'large', 'price'] as const)('size %s is a class, never an inline style', async (size) => {
    const money = await render(<Money locale="en-GB" amount={95} size={size} />);
    expect(money.classList).toContain(`hk-money-${size}`);
    expect(money.hasAttribute('style')).toBe(false);
  });

  it('reuses one formatter per locale, currency and options: same strings, no mix-up between them', () => {
    let built = 0;
    class CountedNumberFormat extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built++;
      }
    }
    Intl.NumberFormat = CountedNumberFormat as typeof Intl.NumberFormat;
    const first = [
      formatMoney('en-IE', 7500),
      formatMoneyInThousands('en-IE', 7500),
      formatMoney('en-IE', 7500, 'GBP'),
    ];
    const builtFirst = built;
    const again = [
      formatMoney('en-IE', 7500),
      formatMoneyInThousands('en-IE', 7500),
      formatMoney('en-IE', 7500, 'GBP'),
    ];
    expect(first).toEqual(['€7,500.00', '€7.5k', '£7,500.00']);
    expect(again).toEqual(first);
    expect(formatMoney('en-IE', 12.3)).toBe('€12.30');
    expect(builtFirst).toBeGreaterThan(0);
    expect(built).toBe(builtFirst);
  });
});
