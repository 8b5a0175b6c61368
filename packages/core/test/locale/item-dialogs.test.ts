import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundAdviceKey,
  boundIssueText,
  checkCustomItem,
  dimensionsErrorText,
  ITEM_DIALOGS_MESSAGES,
  itemDialogsEnGB,
  itemDialogsMessage,
  LOCALES,
  VOLUME_PRESETS,
} from '../../src/index.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the item dialogs’ words (docs/behaviour/quote-flow.md §2, §5, §8)', () => {
  it.each(LOCALES)('%s has every key, each with the en-GB placeholders', (locale) => {
    const catalogue = ITEM_DIALOGS_MESSAGES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(itemDialogsEnGB).sort());
    for (const [key, text] of Object.entries(itemDialogsEnGB)) {
      expect(text.trim()).not.toBe('');
      expect(placeholders(catalogue[key as keyof typeof itemDialogsEnGB]), key).toEqual(placeholders(text));
    }
  });

  it('every volume preset has a name', () => {
    for (const id of Object.keys(VOLUME_PRESETS)) expect(itemDialogsEnGB).toHaveProperty(`preset_${id}`);
  });

  it.each([
    ['en-GB', ['name'], 'Enter the name.'],
    ['en-GB', ['name', 'weight'], 'Enter the name and the weight.'],
    ['en-GB', ['height', 'depth', 'weight'], 'Enter the height, the depth and the weight.'],
    ['es-ES', ['width', 'weight'], 'Escribe la anchura y el peso.'],
  ] as const)('%s dimensionsError for %j: %s', (locale, fields, text) => {
    expect(dimensionsErrorText(locale, fields)).toBe(text);
  });

  it.each([
    ['en-GB', { width: 320 }, 'The width is 320\u00a0cm, over 300\u00a0cm.'],
    ['en-GB', { weight: 300 }, 'The weight is 300\u00a0kg, over 250\u00a0kg.'],
    ['en-GB', { width: 10, height: 10, depth: 10 }, 'The volume is 1,000\u00a0cm³, under 8,000\u00a0cm³.'],
    ['es-ES', { depth: 320 }, 'La profundidad es de 320\u00a0cm, más de 300\u00a0cm.'],
  ] as const)('%s says what is unusual about %j', (locale, sizes, text) => {
    const check = checkCustomItem({ name: 'Bench', width: 100, height: 80, depth: 60, weight: 25, ...sizes });
    if (check.status !== 'warning') throw new Error(`expected a warning, got ${check.status}`);
    expect(check.issues.map((issue) => boundIssueText(locale, issue))).toEqual([text]);
  });

  it('advises confirming a warning, splitting what is too large, and checking what is too small', () => {
    const large = [{ code: 'sideTooLarge', field: 'width', value: 500, limit: 450 }] as const;
    const small = [{ code: 'sideTooSmall', field: 'width', value: 0.5, limit: 1 }] as const;
    expect(boundAdviceKey(large, false)).toBe('warningAdvice');
    expect(boundAdviceKey(large, true)).toBe('blockedAdviceLarge');
    expect(boundAdviceKey(small, true)).toBe('blockedAdviceSmall');
  });

  it('fills numbers in the locale’s way', () => {
    expect(itemDialogsMessage('es-ES', 'presetSize', { width: 210, height: 230, depth: 400, weight: 1000 })).toBe(
      '210 × 230 × 400 cm, 1.000 kg',
    );
    expect(itemDialogsMessage('en-IE', 'quantityTooHigh')).toBe('Enter 99,999 or fewer.');
  });

  // bound-messages.js is imported for formatMeasureText alone: a bundler drops its catalogue-backed
  // `message` (checked with rollup: no general catalogue text reaches a chunk of these words).
  it('stays apart from the big catalogues: it imports none of them', () => {
    const source = readFileSync(new URL('../../src/locale/item-dialogs.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    for (const path of imports)
      expect(path).not.toMatch(/\/(en-gb|es-es|en-ie|messages|rule-messages|rule-message-table)\.js$/);
  });
});
