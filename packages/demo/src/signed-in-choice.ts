// The page's choice of who the demo says is signed in, in a module of its own with no imports, so
// a page script's small entry (the elements' api.js) can offer it without the demo itself.

/**
 * Who the demo says is signed in: nobody (`anonymous`, the default), a signed-in `customer`, or
 * `staff` (an admin with every privilege Haulkit names). The demo has no sign-in of its own, so
 * the page's own script chooses (`setDemoSignedIn`, or the `signedIn` demo option).
 */
export type DemoSignedIn = 'anonymous' | 'customer' | 'staff';

/** Where the page's choice is kept: one global, so every Haulkit bundle on the page reads it. */
const PAGE_CHOICE = Symbol.for('haulkit.demo-signed-in@1');

type PageGlobal = { [PAGE_CHOICE]?: DemoSignedIn };

/**
 * Who the demo adapters of this page say is signed in, from now on (a demo adapter's own
 * `signedIn` option wins). A gallery page's script calls it before its tags ask.
 * @example setDemoSignedIn('staff')
 */
export function setDemoSignedIn(who: DemoSignedIn): void {
  (globalThis as PageGlobal)[PAGE_CHOICE] = who;
}

/** The page's choice, if it made one. */
export function pageSignedIn(): DemoSignedIn | undefined {
  return (globalThis as PageGlobal)[PAGE_CHOICE];
}
