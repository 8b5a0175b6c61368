// The removals information an admin saves (docs/behaviour/back-office.md §7 admin-removals-info;
// its fields are Haulkit's choice): counts are whole numbers, blanks are left out, other fields kept.
import { describe, expect, it } from 'vitest';
import { checkRemovalsInfo, REMOVALS_COUNT_MAX, REMOVALS_INFO_FIELDS } from '../../src/index.js';

describe('checkRemovalsInfo', () => {
  it.each([
    [
      'counts typed as text are sent as numbers',
      { bedrooms: '3', pickup_floor: '0' },
      { bedrooms: 3, pickup_floor: 0 },
    ],
    ['a count sent as a number stays', { delivery_floor: 2 }, { delivery_floor: 2 }],
    ['blank counts and texts are left out', { bedrooms: ' ', parking: '', notes: '  ' }, {}],
    [
      'texts are trimmed',
      { property_type: ' Flat ', notes: ' Piano on the 2nd floor ' },
      { property_type: 'Flat', notes: 'Piano on the 2nd floor' },
    ],
    [
      'yes and no are booleans',
      { pickup_lift: true, delivery_lift: false, packing: 'true' },
      { pickup_lift: true, delivery_lift: false, packing: true },
    ],
    [
      'a field the editor does not show is kept as sent',
      { survey: 'video', floors: 2 },
      { survey: 'video', floors: 2 },
    ],
    ['the largest count', { bedrooms: String(REMOVALS_COUNT_MAX) }, { bedrooms: REMOVALS_COUNT_MAX }],
  ])('%s', (_name, draft, value) => {
    expect(checkRemovalsInfo(draft)).toEqual({ ok: true, value });
  });

  it.each([
    ['words', 'three'],
    ['a fraction', '1.5'],
    ['a negative number', '-1'],
    ['above the largest', String(REMOVALS_COUNT_MAX + 1)],
    ['a fractional number', 2.5],
  ])('a count refused: %s', (_name, typed) => {
    expect(checkRemovalsInfo({ bedrooms: typed, pickup_floor: 'x' })).toEqual({
      ok: false,
      errors: [
        { field: 'bedrooms', code: 'removalsCountInvalid' },
        { field: 'pickup_floor', code: 'removalsCountInvalid' },
      ],
    });
  });

  it('every field is a known kind, each named once', () => {
    const keys = REMOVALS_INFO_FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
