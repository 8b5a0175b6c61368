import { createContext, useContext } from 'react';
import { adoptSheet, type StyleTarget, sheetFor } from './style-sheets.js';

/**
 * The style target of the components below it. Elements provide their shadow root; without a
 * provider (a React page) styles go to the document. A server render, which has no document,
 * may provide a set instead: it collects the text of every sheet the render used, in the order
 * of first use, for the page's `<style>` (see the package's README).
 */
export const StyleRoot = createContext<StyleTarget | Set<string> | null>(null);

/**
 * Makes sure a component's CSS is adopted where it renders (idempotent, so it runs during
 * render and the first paint is styled), or collected where a server render asks for it. Kit
 * CSS sits in `@layer hk-kit`, so an element's own, unlayered CSS wins whatever the order of
 * adoption.
 */
export function useSheet(css: string): void {
  const target = useContext(StyleRoot) ?? (typeof document === 'undefined' ? null : document);
  if (target instanceof Set) target.add(css);
  else if (target) adoptSheet(target, css);
}

/**
 * Parses stylesheets for the page's document ahead of the first render (a view module calls it
 * as it loads, as the browser parses a linked stylesheet before the page's scripts render).
 */
export function prepareSheets(...styles: readonly string[]): void {
  if (typeof document === 'undefined') return;
  for (const css of styles) sheetFor(document, css);
}
