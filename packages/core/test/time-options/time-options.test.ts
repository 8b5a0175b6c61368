import { describe, expect, it } from 'vitest';
import {
  describeTimeOption,
  groupTimeOptions,
  listTimeOptions,
  parseHour,
  parseTimeOptionKey,
  removeTimeOptionCart,
  selectTimeOptionCart,
  timeOfDay,
  timeOptionWindow,
} from '../../src/rules/time-options/index.js';

describe("parseTimeOptionKey: keys like '0800-1800' with from and to (spec §3)", () => {
  it.each([
    ['0800-1800', { from: 8, to: 18 }],
    ['0830-1200', { from: 8.5, to: 12 }],
    ['1800-2000', { from: 18, to: 20 }],
    [' 0000-2400 ', { from: 0, to: 24 }],
  ])('%s → %o', (key, window) => {
    expect(parseTimeOptionKey(key)).toEqual(window);
  });
  it.each([['1800-0800'], ['0800-0800'], ['0860-1000'], ['2500-2600'], ['8-18'], ['08:00-18:00'], ['flexible'], ['']])(
    '%s is invalidTimeOption',
    (key) => {
      expect(parseTimeOptionKey(key)).toEqual({ code: 'invalidTimeOption' });
    },
  );
});

describe('timeOptionWindow: from/to, else start/end, else the key (spec §3)', () => {
  it.each([
    [
      { from: '08:00', to: '12:00', option: '1200-1800' },
      { from: 8, to: 12 },
    ],
    [
      { start: 13, end: '1530' },
      { from: 13, to: 15.5 },
    ],
    [
      { from: 'soon', option: '1200-1800' },
      { from: 12, to: 18 },
    ],
    [{ option: '0600-0900' }, { from: 6, to: 9 }],
  ])('%o → %o', (option, window) => {
    expect(timeOptionWindow(option)).toEqual(window);
  });
  it.each([['7'], ['07:30'], ['0730'], [7.5]])('reads the hour %o', (value) => {
    expect(parseHour(value)).toBe(value === '7' ? 7 : 7.5);
  });
});

const options = [
  { option: '0800-1000' },
  { option: '1100-1300' },
  { option: '1200-1400' },
  { option: '1730-1930' },
  { option: '1800-2000' },
];

describe('grouping: morning before 12, afternoon 12 to before 18, evening, only when more than 3 (spec §9)', () => {
  it.each([
    [11.99, 'morning'],
    [12, 'afternoon'],
    [17.5, 'afternoon'],
    [18, 'evening'],
    [6, 'morning'],
  ])('a start at %d is %s', (hour, group) => {
    expect(timeOfDay(hour)).toBe(group);
  });
  it.each([[0], [1], [3]])('%i options stay a flat list', (count) => {
    expect(groupTimeOptions(options.slice(0, count))).toEqual({ grouped: false, options: options.slice(0, count) });
  });
  it('4 or more options are grouped by start, empty groups left out', () => {
    expect(groupTimeOptions(options)).toEqual({
      grouped: true,
      groups: [
        { group: 'morning', options: [options[0], options[1]] },
        { group: 'afternoon', options: [options[2], options[3]] },
        { group: 'evening', options: [options[4]] },
      ],
    });
    const noEvening = groupTimeOptions(options.slice(0, 4));
    expect(noEvening.grouped && noEvening.groups.map((group) => group.group)).toEqual(['morning', 'afternoon']);
  });
});

describe("describeTimeOption: 3- or 5-hour windows read 'in X hours' (spec §9)", () => {
  it.each([
    [{ option: '0900-1200' }, { kind: 'inHours', hours: 3 }],
    [{ option: '1300-1800' }, { kind: 'inHours', hours: 5 }],
    [{ option: '0800-1800' }, { kind: 'window', from: 8, to: 18 }],
    [{ option: '0800-1200' }, { kind: 'window', from: 8, to: 12 }],
    [{ option: 'x' }, { code: 'invalidTimeOption' }],
  ])('%o → %o', (option, description) => {
    expect(describeTimeOption(option)).toEqual(description);
  });
});

describe('listTimeOptions: availableTimeOptions as a sorted list (spec §3)', () => {
  it('reads a map keyed like 0800-1800, sorted by start, skipping unreadable entries', () => {
    expect(
      listTimeOptions({
        '1200-1800': { from: '12:00', to: '18:00', price: 10 },
        '0800-1800': { from: 8, to: 18 },
        junk: { from: 'x' },
      }),
    ).toEqual([
      { option: '0800-1800', from: 8, to: 18 },
      { option: '1200-1800', from: 12, to: 18, price: 10 },
    ]);
  });
  it('reads a list of options with keys', () => {
    expect(listTimeOptions([{ option: '1000-1300', title: 'Late morning' }])).toEqual([
      { option: '1000-1300', from: 10, to: 13, title: 'Late morning' },
    ]);
  });
  it.each([[null], [undefined], ['0800-1800'], [42]])('gives an empty list for %o', (value) => {
    expect(listTimeOptions(value)).toEqual([]);
  });
});

describe('selecting a time option adds a timeOption cart line, or removes it when its price is 0 (spec §4)', () => {
  const cart = [
    { type: 'priceOption', amount: 120 },
    { type: 'timeOption', amount: 15 },
  ];
  it('replaces the timeOption line with the new price', () => {
    expect(selectTimeOptionCart(cart, { price: 25 })).toEqual([
      { type: 'priceOption', amount: 120 },
      { type: 'timeOption', amount: 25 },
    ]);
  });
  it.each([[0], ['0'], [null], [Number.NaN], [-5]])('removes the line for a price of %o', (price) => {
    expect(selectTimeOptionCart(cart, { price })).toEqual([{ type: 'priceOption', amount: 120 }]);
  });
  it('adds a line to a cart that had none, without changing the cart given', () => {
    const base = [{ type: 'priceOption', amount: 120 }];
    expect(selectTimeOptionCart(base, { price: '12.5' })).toEqual([...base, { type: 'timeOption', amount: 12.5 }]);
    expect(base).toHaveLength(1);
  });
  it('removeTimeOptionCart drops only the timeOption line', () => {
    expect(removeTimeOptionCart(cart)).toEqual([{ type: 'priceOption', amount: 120 }]);
  });
});
