/**
 * The reset every element starts from. The host only sets its box; the root inside the shadow
 * root sets every inherited property again, so host-page CSS (even `* { … !important }` on the
 * host) does not leak in, while fonts inherit from the host unless `--hk-font-family` is set.
 * The size defaults to `medium` (the reader's preferred size), not `rem`, which a host can skew.
 */
export const baseStyles = `
:host { display: block; }
:host([hidden]) { display: none !important; }
.hk-root {
  all: initial; display: block; box-sizing: border-box;
  font-family: var(--hk-font-family, inherit); font-size: var(--hk-font-size, medium);
  font-weight: 400; font-style: normal; line-height: var(--hk-line-height, 1.45);
  letter-spacing: normal; word-spacing: normal; text-transform: none; text-align: start;
  color: var(--hk-color-text, #1b1b1f); visibility: visible;
}
.hk-root *, .hk-root *::before, .hk-root *::after { box-sizing: inherit; }
.hk-attribute-error {
  margin: 0 0 0.5em; padding: 0.5em 0.75em; border-radius: var(--hk-radius, 0.375em);
  color: var(--hk-color-danger, #b3261e); background: var(--hk-color-danger-surface, #fdecea);
}
`;

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function sheetFor(document: Document, css: string): CSSStyleSheet {
  let byText = sheets.get(document);
  if (!byText) {
    byText = new Map();
    sheets.set(document, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    const view = document.defaultView ?? globalThis;
    sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopts constructable stylesheets into a shadow root: no `<style>` element and no inline
 * style attribute, so a strict Content-Security-Policy has nothing to block. One sheet object
 * per text and document is shared by every element.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = cssTexts.map((css) => sheetFor(root.ownerDocument, css));
}
