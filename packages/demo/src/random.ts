/** Deterministic pseudo-randomness for the demo: the same seed and key always give the same numbers. */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const UINT32 = 0x1_0000_0000;

/** A 32-bit FNV-1a hash of a text. */
export function hashText(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

/** A generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32;
  };
}

/** One number in [0, 1) for a seed and a key: independent of call order. */
export function noiseFor(seed: number, key: string): number {
  return seededRandom(hashText(`${seed}:${key}`))();
}

/** `length` hex digits from a generator (ids, tokens, uuids). */
export function hexDigits(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += Math.floor(random() * 16).toString(16);
  return text;
}

/** A version-4-shaped uuid from a generator. */
export function demoUuid(random: () => number): string {
  const hex = hexDigits(random, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}
