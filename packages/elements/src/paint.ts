import { adoptSheet } from '@haulkit/react';

/**
 * Appends a new element to a parent, with its attributes (an undefined value is left out) and
 * text. The first script paints skeletons and the load error with this alone: plain DOM calls,
 * never `innerHTML`, so a page that enforces Trusted Types has nothing to refuse.
 */
export function append<K extends keyof HTMLElementTagNameMap>(
  parent: Node,
  tag: K,
  attributes: Readonly<Record<string, string | undefined>> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const element = (parent.ownerDocument ?? document).createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  if (text) element.textContent = text;
  parent.appendChild(element);
  return element;
}

/** Adopts stylesheets into the shadow root a painted node sits in (once each, shared sheets). */
export function adopt(node: Node, ...cssTexts: string[]): void {
  const root = node.getRootNode() as ShadowRoot;
  for (const css of cssTexts) adoptSheet(root, css);
}
