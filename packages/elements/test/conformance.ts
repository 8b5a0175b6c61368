import { expect, it, vi } from 'vitest';
import type { ElementDefinition } from '../src/create-element.js';
import { defineElements } from '../src/define.js';

let counter = 0;

/** What an element's own test tells the shared suite. */
export interface ConformanceOptions {
  definition: ElementDefinition;
  /** Something the rendered view always shows (to know it rendered). */
  rendered(root: ShadowRoot): Element | null;
}

async function mount(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot;
  if (!root) throw new Error(`<${tag}> has no open shadow root`);
  return { element, root };
}

/**
 * The contract every Haulkit element keeps: it registers once under any prefix, renders in an
 * open shadow root with adopted stylesheets only, reads every attribute through its schema
 * (bad values reported, never thrown), emits bubbling composed events, and unmounts cleanly.
 */
export function runConformance({ definition, rendered }: ConformanceOptions): void {
  const freshTag = () => {
    const prefix = `t${++counter}x`;
    const [tag] = defineElements([definition], { prefix });
    if (!tag) throw new Error('not defined');
    return { prefix, tag };
  };

  it('registers once; defining again is a no-op without warnings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { prefix, tag } = freshTag();
    expect(customElements.get(tag)).toBeDefined();
    expect(() => defineElements([definition], { prefix })).not.toThrow();
    expect(defineElements([definition], { prefix })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps a foreign element already defined under its tag, with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefix = `foreign${++counter}`;
    customElements.define(`${prefix}-${definition.name}`, class extends HTMLElement {});
    expect(defineElements([definition], { prefix })).toEqual([]);
    expect(defineElements([definition], { prefix })).toEqual([]);
    expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
    warn.mockRestore();
  });

  it('refuses a prefix that cannot make a custom element name, without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(defineElements([definition], { prefix: 'Bad Prefix' })).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('renders in an open shadow root, styled only by adopted stylesheets', async () => {
    const { root } = await mount(freshTag().tag);
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
    expect(root.adoptedStyleSheets.length).toBeGreaterThanOrEqual(2);
    expect(root.querySelector('style, link')).toBeNull();
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('reports a malformed attribute with a visible message and a composed hk-error, never a throw', async () => {
    const heard = vi.fn();
    document.addEventListener('hk-error', heard);
    const { root } = await mount(freshTag().tag, { 'partner-id': 'abc', locale: 'fr-FR' });
    await vi.waitFor(() => expect(root.querySelectorAll('[role=alert][part=attribute-error]')).toHaveLength(2));
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    const events = heard.mock.calls.map(([event]) => event as CustomEvent);
    expect(events.every((event) => event.bubbles && event.composed)).toBe(true);
    expect(events.map((event) => event.detail.attribute).sort()).toEqual(['locale', 'partner-id']);
    expect(events.find((event) => event.detail.attribute === 'partner-id')?.detail).toEqual({
      code: 'attribute',
      attribute: 'partner-id',
      message: 'partner-id: “abc” is not a number',
    });
    expect(rendered(root)).not.toBeNull();
    document.removeEventListener('hk-error', heard);
  });

  it('forgets a refused value when the attribute is corrected or removed', async () => {
    const { element, root } = await mount(freshTag().tag, { 'partner-id': 'abc' });
    await vi.waitFor(() => expect(root.querySelector('[part=attribute-error]')).not.toBeNull());
    element.removeAttribute('partner-id');
    await vi.waitFor(() => expect(root.querySelector('[part=attribute-error]')).toBeNull());
  });

  it('unmounts when removed and renders again when put back (moved)', async () => {
    const { element, root } = await mount(freshTag().tag);
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
    element.remove();
    await vi.waitFor(() => expect(rendered(root)).toBeNull());
    document.body.append(element);
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
  });
}

export { mount };
