import { PREFILL_FIELDS, type PrefillItem, PrefillItemSchema, PrefillSchema, type QuotePrefill } from './prefill.js';
import * as v from './valibot.js';

/**
 * Reading a partner's prefill field by field (`readPrefill`), with the schemas of prefill.ts: the
 * parts that pass, and an issue naming each refused part.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a part of a prefill was refused. */
export type PrefillIssueCode =
  /** Not a prefill (not an object). */
  | 'notObject'
  /** A field a prefill (or an item) does not have. */
  | 'unknownField'
  /** A value its rule refuses. */
  | 'invalid'
  /** A catalogue item or a place that nothing answers to. */
  | 'notFound'
  /** A look-up that failed (the catalogue or the maps service did not answer). */
  | 'lookupFailed';

/**
 * A refused part of a prefill: the field, as a path (`items[1].quantity`, `pickup.latitude`;
 * empty for the prefill itself), a code, and what is wrong, in words for the partner's developer.
 */
export interface PrefillIssue {
  field: string;
  code: PrefillIssueCode;
  message: string;
}

/** `items[1].quantity` from a valibot issue's path, under `prefix`. */
function pathText(prefix: string, path: readonly v.IssuePathItem[] | undefined): string {
  let text = prefix;
  for (const item of path ?? []) {
    const key = (item as { key?: unknown }).key;
    text += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return text;
}

/** The issues of a failed parse, each under `prefix`. */
function issuesOf(prefix: string, issues: readonly v.BaseIssue<unknown>[]): PrefillIssue[] {
  return issues.map((issue) => ({
    field: pathText(prefix, issue.path),
    code: issue.expected === 'never' ? 'unknownField' : 'invalid',
    message: issue.message,
  }));
}

/** A prefill read (`readPrefill`), with where each kept item was in the input's `items`. */
export interface ReadPrefill {
  prefill: QuotePrefill;
  issues: PrefillIssue[];
  /** For each item kept, its index in the input's `items`, so later issues name it as the partner wrote it. */
  itemIndexes: number[];
}

/**
 * Reads a prefill field by field (docs/behaviour/quote-flow.md §5 for the rules each meets): what
 * passes is kept, each item of `items` on its own, and every refused part comes back as an issue
 * naming its field. Input that is not an object gives an empty prefill and one issue. Only own
 * properties are read. Never throws.
 * @example readPrefill({ items: [{ name: 'Armchair', quantity: 0 }], email: 'ana@example.com' })
 * // { prefill: { items: [], email: 'ana@example.com' }, itemIndexes: [],
 * //   issues: [{ field: 'items[0].quantity', code: 'invalid', message: '0 is not a whole number from 1 to 99,999' }] }
 */
export function readPrefill(input: unknown): ReadPrefill {
  if (!isRecord(input))
    return { prefill: {}, issues: [{ field: '', code: 'notObject', message: 'is not an object' }], itemIndexes: [] };
  const prefill: Record<string, unknown> = {};
  const issues: PrefillIssue[] = [];
  const itemIndexes: number[] = [];
  for (const key of Object.keys(input)) {
    if (!(PREFILL_FIELDS as readonly string[]).includes(key))
      issues.push({
        field: key,
        code: 'unknownField',
        message: `is not a field of a prefill (${PREFILL_FIELDS.join(', ')})`,
      });
  }
  for (const field of PREFILL_FIELDS) {
    if (!Object.hasOwn(input, field) || input[field] === undefined) continue;
    const value = input[field];
    if (field === 'items' && Array.isArray(value)) {
      const items: PrefillItem[] = [];
      value.forEach((entry, index) => {
        const parsed = v.safeParse(PrefillItemSchema, entry);
        if (parsed.success) {
          items.push(parsed.output);
          itemIndexes.push(index);
        } else issues.push(...issuesOf(`items[${index}]`, parsed.issues));
      });
      prefill.items = items;
      continue;
    }
    const parsed = v.safeParse(PrefillSchema.entries[field], value);
    if (parsed.success) prefill[field] = parsed.output;
    else issues.push(...issuesOf(field, parsed.issues));
  }
  return { prefill: prefill as QuotePrefill, issues, itemIndexes };
}
