import { sheetFor } from '@haulkit/react';

/**
 * The reset every element starts from, in the base layer (kit components sit in `hk-kit`, an
 * element's own CSS is unlayered, so each wins over the one before). The host only sets its
 * box; the root inside the shadow root sets every inherited property again, so host-page CSS
 * (even `* { … !important }` on the host) does not leak in, while fonts inherit from the host
 * unless `--hk-font-family` is set. The size defaults to `medium` (the reader's preferred size),
 * not `rem`, which a host can skew. The shell's own message (a view that failed to load) is here
 * too, since it shows before any view CSS has arrived.
 */
export const baseStyles = `
@layer hk-base {
:host { display: block; }
:host([hidden]) { display: none !important; }
.hk-root {
  all: initial; display: block; box-sizing: border-box;
  font-family: var(--hk-font-family, inherit); font-size: var(--hk-font-size, medium);
  font-weight: 400; font-style: normal; line-height: var(--hk-line-height, 1.45);
  letter-spacing: normal; word-spacing: normal; text-transform: none; text-align: start;
  visibility: visible; -webkit-text-size-adjust: 100%;
}
.hk-root *, .hk-root *::before, .hk-root *::after { box-sizing: inherit; }
.hk-shell-error {
  margin: 0 0 0.5em; padding: 0.75em 1em; border-radius: var(--_radius);
  color: var(--_danger); background: var(--_danger-soft); border-inline-start: 4px solid var(--_danger);
}
.hk-shell-error p { margin: 0 0 0.5em; color: var(--_text); }
.hk-shell-retry {
  font: inherit; font-weight: 600; min-block-size: 2.75em; padding: 0 1.25em; cursor: pointer;
  color: var(--_on-accent); background: var(--_accent); border: 0; border-radius: var(--_radius);
}
.hk-shell-retry:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
}
`;

/**
 * Adopts constructable stylesheets into a shadow root: no `<style>` element and no inline
 * style attribute, so a strict Content-Security-Policy has nothing to block. One sheet object
 * per text and document is shared by every element.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = cssTexts.map((css) => sheetFor(root.ownerDocument, css));
}
