/**
 * Constructable stylesheets without React, so an element's first script (its skeleton, before
 * any React arrives) adopts the very sheet objects the views adopt later.
 */

/** Where a component's styles go: an element's shadow root, or the document for React pages. */
export type StyleTarget = Document | ShadowRoot;

const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

/** One constructable sheet per text and document, shared by every element and component. */
export function sheetFor(document: Document, css: string): CSSStyleSheet {
  let byText = sheets.get(document);
  if (!byText) {
    byText = new Map();
    sheets.set(document, byText);
  }
  let sheet = byText.get(css);
  if (!sheet) {
    sheet = new (document.defaultView ?? globalThis).CSSStyleSheet();
    sheet.replaceSync(css);
    byText.set(css, sheet);
  }
  return sheet;
}

/**
 * Adopts a stylesheet into a shadow root or document once: no `<style>` element and no
 * inline style, so a strict Content-Security-Policy has nothing to block, and a sheet used by
 * ten components of one root is adopted there once.
 */
export function adoptSheet(target: StyleTarget, css: string): void {
  const document = (target as ShadowRoot).ownerDocument ?? (target as Document);
  const sheet = sheetFor(document, css);
  const adopted = target.adoptedStyleSheets;
  if (!adopted.includes(sheet)) target.adoptedStyleSheets = [...adopted, sheet];
}
