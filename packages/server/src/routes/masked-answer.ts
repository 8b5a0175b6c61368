import { isMaskedCardValue } from '@haulkit/core';

/** True when every chunk value in a payment answer shows at most a card's last four digits. */
export function onlyMaskedChunks(value: unknown): boolean {
  const fields = (value as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return true;
  return Object.values(fields).every((chunk) => {
    const chunkValue = (chunk as { value?: unknown } | null)?.value;
    return typeof chunkValue !== 'string' || isMaskedCardValue(chunkValue);
  });
}
