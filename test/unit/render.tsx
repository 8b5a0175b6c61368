import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, vi } from 'vitest';

/** A tree mounted by `mount`: its container, a way to render it again, and a way to take it down. */
export interface Mounted {
  /** The element the tree renders into. */
  container: Element;
  /** Renders another tree into the same root (new props, same component state). */
  rerender: (ui: ReactNode) => void;
  /** Unmounts the tree now, instead of after the test; calling it again does nothing. */
  unmount: () => void;
}

/** Options of `mount`. */
export interface MountOptions {
  /**
   * The element to render into, such as a form or a div inside a shadow root; a new div by
   * default. One not in a document yet is appended to document.body.
   */
  container?: Element;
}

/** What unmounts each tree mounted since the last cleanup. */
const mounted = new Set<() => void>();

/** Unmounts every tree mounted since the last cleanup; runs after each test by itself. */
export function cleanup(): void {
  for (const unmount of [...mounted]) unmount();
}

afterEach(cleanup);

/** Mounts a tree in a new root (unmounted after the test) and returns at once, before it has rendered. */
export function mount(ui: ReactNode, { container: given }: MountOptions = {}): Mounted {
  const container = given ?? document.createElement('div');
  const appended = !container.isConnected;
  if (appended) document.body.append(container);
  const root = createRoot(container);
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    root.unmount();
    if (appended) container.remove();
  };
  mounted.add(unmount);
  root.render(ui);
  return { container, rerender: (next) => root.render(next), unmount };
}

/** Waits for the first element in `container` that matches `selector`. */
export function find<K extends keyof HTMLElementTagNameMap>(
  container: ParentNode,
  selector: K,
): Promise<HTMLElementTagNameMap[K]>;
export function find<K extends keyof SVGElementTagNameMap>(
  container: ParentNode,
  selector: K,
): Promise<SVGElementTagNameMap[K]>;
export function find<E extends Element = Element>(container: ParentNode, selector: string): Promise<E>;
export function find(container: ParentNode, selector: string): Promise<Element> {
  return vi.waitFor(() => container.querySelector(selector) ?? Promise.reject(new Error(`no ${selector} yet`)));
}

/** Waits until `container` holds at least one element matching `selector`, and returns them all in order. */
export function findAll<E extends Element = Element>(container: ParentNode, selector: string): Promise<E[]> {
  return vi.waitFor(() => {
    const found = [...container.querySelectorAll<E>(selector)];
    return found.length ? found : Promise.reject(new Error(`no ${selector} yet`));
  });
}

/** Mounts a tree and waits for its first element, or for the first one matching `selector`. */
export function render(ui: ReactNode): Promise<Element>;
export function render<K extends keyof HTMLElementTagNameMap>(
  ui: ReactNode,
  selector: K,
): Promise<HTMLElementTagNameMap[K]>;
export function render<K extends keyof SVGElementTagNameMap>(
  ui: ReactNode,
  selector: K,
): Promise<SVGElementTagNameMap[K]>;
export function render<E extends Element = Element>(ui: ReactNode, selector: string): Promise<E>;
export function render(ui: ReactNode, selector?: string): Promise<Element> {
  const { container } = mount(ui);
  if (selector !== undefined) return find(container, selector);
  return vi.waitFor(() => container.firstElementChild ?? Promise.reject(new Error('nothing rendered yet')));
}
