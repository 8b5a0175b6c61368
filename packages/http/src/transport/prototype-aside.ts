/**
 * Runs just before ky's module (see `./ky.ts`): ky tests the browser's streams once, when it
 * loads, with `new ReadableStream()`, and the browser reads that stream's options (`type`,
 * `start`, …) through `Object.prototype`. A host page that gave `Object.prototype` an enumerable
 * `type` (old libraries did) made the test throw, so ky, and every call, failed to load. The
 * page's own enumerable properties are set aside here and put back as soon as the module graph
 * has run (before any other script of the page can), exactly as they were.
 */
const prototype = Object.prototype as Record<PropertyKey, unknown>;
const aside = Object.entries(Object.getOwnPropertyDescriptors(prototype)).filter(
  ([, descriptor]) => descriptor.enumerable && descriptor.configurable,
);
for (const [key] of aside) delete prototype[key];

let restored = false;
/** Puts the page's properties back (once); `./ky.ts` calls it right after ky has loaded. */
export function restorePrototype(): void {
  if (restored) return;
  restored = true;
  for (const [key, descriptor] of aside) {
    if (!Object.hasOwn(prototype, key)) Object.defineProperty(prototype, key, descriptor);
  }
}
// Should ky itself throw, the properties still come back when the graph has run.
queueMicrotask(restorePrototype);
