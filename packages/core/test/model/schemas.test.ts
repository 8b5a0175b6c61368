import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { backOfficeCases } from './samples-back-office.js';
import { quoteCases, type SchemaCase } from './samples-quote.js';

const cases: readonly SchemaCase[] = [...quoteCases, ...backOfficeCases];

const validRows = cases.flatMap(({ name, schema, valid, mapFields = [] }) =>
  valid.map(([sample, reads], index) => ({ name, schema, sample, reads, index, mapFields })),
);
const invalidRows = cases.flatMap(({ name, schema, invalid }) =>
  invalid.map(([label, sample, failsAt]) => ({ name, schema, label, sample, failsAt })),
);

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first nested object of a sample that has fields (not a map keyed by data). */
function firstNestedKey(sample: object, mapFields: readonly string[]): string | undefined {
  return Object.entries(sample).find(([key, value]) => isObject(value) && !mapFields.includes(key))?.[0];
}

/** The sample with one unknown field added at the top and in its first nested object. */
function withExtraFields(sample: unknown, mapFields: readonly string[]): unknown {
  if (!isObject(sample)) return sample;
  const copy: Record<string, unknown> = { ...sample, x_added_by_server: { since: 'v2' } };
  const nested = firstNestedKey(sample, mapFields);
  if (nested !== undefined) copy[nested] = { ...(copy[nested] as object), x_nested_extra: 1 };
  return copy;
}

describe('model schemas read what the server sends', () => {
  it.each(validRows)(
    '$name: realistic sample #$index parses and reads its fields as the rules need them',
    ({ schema, sample, reads }) => {
      const result = v.safeParse(schema, sample);
      expect(result.issues).toBeUndefined();
      expect(result.success).toBe(true);
      if (Object.keys(reads).length === 0) expect(result.output).toEqual({});
      else expect(result.output).toMatchObject(reads);
    },
  );

  it.each(validRows)(
    '$name: unknown extra fields of sample #$index pass through untouched',
    ({ schema, sample, mapFields }) => {
      expect(isObject(sample)).toBe(true);
      const result = v.safeParse(schema, withExtraFields(sample, mapFields));
      expect(result.issues).toBeUndefined();
      expect(result.output).toMatchObject({ x_added_by_server: { since: 'v2' } });
      const nested = isObject(sample) ? firstNestedKey(sample, mapFields) : undefined;
      if (nested !== undefined) expect(result.output).toMatchObject({ [nested]: { x_nested_extra: 1 } });
    },
  );

  it.each(invalidRows)('$name: $label fails, naming the field at fault ($failsAt)', ({ schema, sample, failsAt }) => {
    const result = v.safeParse(schema, sample);
    expect(result.success).toBe(false);
    expect(result.issues?.length).toBeGreaterThan(0);
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain(failsAt);
  });

  it.each(cases.map(({ name, schema }) => ({ name, schema })))(
    '$name: null, a number and text all fail',
    ({ schema }) => {
      for (const sample of [null, 42, 'x']) expect(v.safeParse(schema, sample).success).toBe(false);
    },
  );
});
