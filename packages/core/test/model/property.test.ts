import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as m from '../../src/model/index.js';
import { backOfficeCases } from './samples-back-office.js';
import { quoteCases } from './samples-quote.js';

const schemas: ReadonlyArray<readonly [string, v.GenericSchema]> = [
  ...[...quoteCases, ...backOfficeCases].map(({ name, schema }) => [name, schema] as const),
  ['ListingSchema', m.ListingSchema],
  ['PriceResponseSchema', m.PriceResponseSchema],
  ['ItemSearchResponseSchema', m.ItemSearchResponseSchema],
  ['ItemSetEntrySchema', m.ItemSetEntrySchema],
  ['PricesSchema', m.PricesSchema],
  ['DayPricesSchema', m.DayPricesSchema],
  ['CalendarLabelsSchema', m.CalendarLabelsSchema],
  ['AvailableTimeOptionsSchema', m.AvailableTimeOptionsSchema],
  ['SelectedVanSchema', m.SelectedVanSchema],
  ['FlagSchema', m.FlagSchema],
  ['DateKeySchema', m.DateKeySchema],
  ['CardChunkValueSchema', m.CardChunkValueSchema],
];

/** JSON objects that use the schemas' own field names, so arbitrary values reach the field schemas. */
const fieldNames = fc.constantFrom(
  ...new Set(schemas.flatMap(([, schema]) => ('entries' in schema ? Object.keys(schema.entries as object) : []))),
);
const objectsWithKnownFields = fc.dictionary(fieldNames, fc.jsonValue(), { maxKeys: 12 });

describe('every model schema, for any JSON (property-based)', () => {
  it.each(schemas)('v.safeParse(%s, anything) answers success or issues and never throws', (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), objectsWithKnownFields), (input) => {
        const result = v.safeParse(schema, input);
        expect(typeof result.success).toBe('boolean');
        if (!result.success) expect(result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('a parsed listing never holds NaN or Infinity where a number was read', () => {
    fc.assert(
      fc.property(objectsWithKnownFields, (input) => {
        const result = v.safeParse(m.ListingSchema, input);
        if (!result.success) return;
        const numbers: number[] = [];
        JSON.stringify(result.output, (_key, value: unknown) => {
          if (typeof value === 'number') numbers.push(value);
          return value;
        });
        for (const n of numbers) expect(Number.isFinite(n)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
