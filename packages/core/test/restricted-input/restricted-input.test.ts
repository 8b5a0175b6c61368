import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBlockedKey, stripSpaces } from '../../src/rules/restricted-input/index.js';

describe('spaces are blocked in restricted inputs (§5)', () => {
  it.each([
    [' SW1A 1AA ', 'SW1A1AA'],
    ['07700\u00a0900\t123\n', '07700900123'],
    ['no-spaces', 'no-spaces'],
    ['   ', ''],
  ])('pasting %j leaves %j', (text, expected) => {
    expect(stripSpaces(text)).toBe(expected);
  });

  it.each([
    [' ', true],
    ['Spacebar', true],
    ['a', false],
    ['Enter', false],
    ['Backspace', false],
    ['', false],
  ])('key %j blocked: %s', (key, blocked) => {
    expect(isBlockedKey(key)).toBe(blocked);
  });
});

describe('restricted inputs, for any input (property-based)', () => {
  it('any text stripped of spaces has no whitespace and keeps every other character in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const stripped = stripSpaces(text);
        expect(stripped).not.toMatch(/\s/u);
        expect(stripped).toBe([...text].filter((c) => !/\s/u.test(c)).join(''));
      }),
    );
  });
});
