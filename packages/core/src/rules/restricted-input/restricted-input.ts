/**
 * Spaces are blocked in restricted inputs (docs/behaviour/quote-flow.md §5): removes every whitespace
 * character (spaces, tabs, line breaks, no-break spaces), e.g. from pasted text.
 * @example stripSpaces(' SW1A 1AA ') // 'SW1A1AA'
 */
export function stripSpaces(text: string): string {
  return typeof text === 'string' ? text.replace(/\s+/gu, '') : '';
}

/** Whether a keydown's `key` is a space, which restricted inputs block (§5). Old browsers send 'Spacebar'. */
export function isBlockedKey(key: string): boolean {
  return key === ' ' || key === 'Spacebar' || key === '\u00a0';
}
