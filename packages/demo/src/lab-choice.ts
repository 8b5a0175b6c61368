// The page's choice of the demo test lab's variants, in a module of its own with no imports: a
// page (a test, a screenshot) that must show the same path every time holds an experiment on one
// variant; otherwise the lab allocates by the pre-listing id, as the marketplace's does.

/** Where the page's choice is kept: one global, so every Haulkit bundle on the page reads it. */
const HELD = Symbol.for('haulkit.demo-lab-held@1');

type PageGlobal = { [HELD]?: Record<string, string> };

/**
 * From now on the demo test lab of this page allocates every new quote to `variant` of the
 * experiment `name` (an unknown variant is ignored and the id decides).
 * @example holdDemoVariant('person-tabs', 'fixed_1')
 */
export function holdDemoVariant(name: string, variant: string): void {
  const page = globalThis as PageGlobal;
  page[HELD] = { ...page[HELD], [name]: variant };
}

/** The variant the page holds the experiment `name` on, if any. */
export function heldDemoVariant(name: string): string | undefined {
  const held = (globalThis as PageGlobal)[HELD];
  return held && Object.hasOwn(held, name) ? held[name] : undefined;
}
