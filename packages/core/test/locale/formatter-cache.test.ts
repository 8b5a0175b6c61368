import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Building an Intl.NumberFormat costs more than a whole first render at 4× CPU slowdown, so
// no text without a number builds one, whole numbers are grouped without one, and every
// formatter is built once per locale and options. Each test counts constructions on freshly imported modules (the cache is per module).
const Real = Intl.NumberFormat;
let built: string[] = [];

beforeEach(() => {
  built = [];
  vi.resetModules();
  Intl.NumberFormat = new Proxy(Real, {
    construct(target, args: [string, Intl.NumberFormatOptions?]) {
      built.push(`${args[0]} ${JSON.stringify(args[1] ?? {})}`);
      return Reflect.construct(target, args);
    },
  });
});
afterEach(() => {
  Intl.NumberFormat = Real;
});

const fresh = () => import('../../src/locale/index.js');

describe('formatters: none on the first-render path, one per locale and options', () => {
  it('the item picker texts that take no number build no formatter, in every locale', async () => {
    const { ITEM_PICKER_MESSAGES, LOCALES, itemPickerMessage } = await fresh();
    const numeric = /\{(count|volume|feet|quantity|max|previous)\}/;
    let said = 0;
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(ITEM_PICKER_MESSAGES[locale])) {
        if (numeric.test(text)) continue;
        const words = itemPickerMessage(locale, key as keyof (typeof ITEM_PICKER_MESSAGES)['en-GB'], {
          name: 'sofa',
          text: 'sofa',
        });
        expect(words).not.toMatch(/[{}]/);
        said += 1;
      }
    }
    expect(said).toBeGreaterThan(60);
    expect(built).toEqual([]);
  });

  it('a text that says the maximum says 99,999 with no formatter: whole numbers are grouped without one', async () => {
    const { message } = await fresh();
    expect(message('en-GB', 'quantityTooHigh', { previous: 3 })).toContain('99,999');
    expect(message('es-ES', 'quantityTooHigh', { previous: 3 })).toContain('99.999');
    expect(built).toEqual([]);
  });

  it('600 messages with whole numbers build no formatter; 600 with fractions, one per locale', async () => {
    const { LOCALES, itemPickerMessage } = await fresh();
    for (let count = 1; count <= 200; count += 1) {
      for (const locale of LOCALES) itemPickerMessage(locale, 'totalMany', { count });
    }
    expect(built).toEqual([]);
    for (let count = 1; count <= 200; count += 1) {
      for (const locale of LOCALES) itemPickerMessage(locale, 'totalMany', { count: count + 0.5 });
    }
    expect(built.sort()).toEqual([
      'en-GB {"useGrouping":"always"}',
      'en-IE {"useGrouping":"always"}',
      'es-ES {"useGrouping":"always"}',
    ]);
  });

  it('money: one formatter per locale, currency and form, however many amounts', async () => {
    const { formatMoney, formatMoneyInThousands } = await fresh();
    for (let amount = 0; amount < 300; amount += 1) {
      formatMoney('en-GB', amount);
      formatMoney('es-ES', amount, 'GBP');
      formatMoneyInThousands('en-GB', amount * 1000);
    }
    expect(built).toHaveLength(3);
  });

  it('numberFormat returns the same formatter for equal options given as new objects', async () => {
    const { numberFormat } = await fresh();
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en-GB', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 })).not.toBe(
      numberFormat('en-GB', { maximumFractionDigits: 2 }),
    );
    expect(built).toHaveLength(2);
  });
});
