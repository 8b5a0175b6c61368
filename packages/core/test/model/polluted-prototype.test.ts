import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeCases } from './samples-back-office.js';
import { quoteCases, type SchemaCase } from './samples-quote.js';

// Some host pages add enumerable properties to Object.prototype (old libraries did, as plain
// assignments). valibot walks an object schema's entries with `for … in`, which meets them too:
// every answer of the API failed to parse on such a page until the schemas kept their entries in
// objects without a prototype (core `model/valibot.ts`).

const cases: readonly SchemaCase[] = [...quoteCases, ...backOfficeCases];
const polluting = { hostExtension: 'from the host page', each: () => 'Prototype.js style' } as const;

/** Runs `read` with Object.prototype polluted as a careless host page does, then cleans up. */
function onPollutedPage<T>(read: () => T): T {
  const prototype = Object.prototype as Record<string, unknown>;
  Object.assign(prototype, polluting);
  try {
    return read();
  } finally {
    for (const key of Object.keys(polluting)) delete prototype[key];
  }
}

afterEach(() => {
  expect(Object.keys(polluting).filter((key) => key in {})).toEqual([]);
});

describe('schemas on a page whose Object.prototype has enumerable properties', () => {
  it('the pollution is real: `for … in` over a plain object meets it', () => {
    const keys = onPollutedPage(() => {
      const seen: string[] = [];
      for (const key in { own: 1 }) seen.push(key);
      return seen;
    });
    expect(keys).toEqual(['own', 'hostExtension', 'each']);
  });

  it('plain valibot breaks there, which is why the schemas do not use it', () => {
    const schema = v.looseObject({ id: v.number() });
    expect(() => onPollutedPage(() => v.safeParse(schema, { id: 1 }))).toThrow(TypeError);
  });

  const validRows = cases.flatMap(({ name, schema, valid }) =>
    valid.map(([sample], index) => ({ name, schema, sample, index })),
  );
  it.each(validRows)('$name: sample #$index reads the same as on a clean page', ({ schema, sample }) => {
    const clean = v.safeParse(schema, sample);
    const polluted = onPollutedPage(() => v.safeParse(schema, sample));
    expect(polluted.issues).toBeUndefined();
    expect(polluted.output).toEqual(clean.output);
    // Nothing of the page's prototype is copied into what was read.
    expect(JSON.stringify(polluted.output)).not.toContain('from the host page');
  });

  const invalidRows = cases.flatMap(({ name, schema, invalid }) =>
    invalid.map(([label, sample, failsAt]) => ({ name, schema, label, sample, failsAt })),
  );
  it.each(invalidRows)('$name: $label still fails at $failsAt', ({ schema, sample, failsAt }) => {
    const polluted = onPollutedPage(() => v.safeParse(schema, sample));
    expect(polluted.success).toBe(false);
    expect(polluted.issues?.map((issue) => v.getDotPath(issue))).toContain(failsAt);
  });
});

describe('where schemas get valibot', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const wrappers = ['packages/core/src/model/valibot.ts', 'packages/http/src/schemas/valibot.ts'];
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
    );

  it('every schema in the browser packages imports valibot through the safe wrappers', () => {
    const direct = ['core', 'http', 'demo', 'react', 'elements']
      .flatMap((name) => sources(join(root, 'packages', name, 'src')))
      .map((file) => relative(root, file))
      .filter((file) => !wrappers.includes(file))
      .filter((file) => /^import (?!type )[^;]*from 'valibot'/m.test(readFileSync(join(root, file), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('a direct import of valibot outside the wrappers is found', () => {
    expect(/^import (?!type )[^;]*from 'valibot'/m.test("import * as v from 'valibot';\n")).toBe(true);
    expect(/^import (?!type )[^;]*from 'valibot'/m.test("import type * as v from 'valibot';\n")).toBe(false);
  });
});
