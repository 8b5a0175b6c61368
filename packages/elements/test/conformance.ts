import { getSession } from '@haulkit/core';
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

  it('reports a malformed attribute to the page’s developer (console warning and a composed hk-error), never to the customer, never a throw', async () => {
    const heard = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.addEventListener('hk-error', heard);
    const { root } = await mount(freshTag().tag, { 'partner-id': 'abc', locale: 'fr-FR' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
    const events = heard.mock.calls.map(([event]) => event as CustomEvent);
    expect(events.every((event) => event.bubbles && event.composed)).toBe(true);
    expect(events.map((event) => event.detail.attribute).sort()).toEqual(['locale', 'partner-id']);
    expect(events.find((event) => event.detail.attribute === 'partner-id')?.detail).toEqual({
      code: 'attribute',
      attribute: 'partner-id',
      message: 'partner-id: “abc” is not a number',
    });
    const warnings = warn.mock.calls.map((call) => call.join(' '));
    expect(warnings.some((text) => text.includes('partner-id: “abc” is not a number'))).toBe(true);
    expect(warnings.some((text) => text.includes('locale: “fr-FR” is not one of'))).toBe(true);
    expect(root.querySelector('[part=attribute-error]')).toBeNull();
    expect(root.textContent).not.toContain('partner-id');
    expect(root.textContent).not.toContain('fr-FR');
    document.removeEventListener('hk-error', heard);
    warn.mockRestore();
  });

  it('forgets a refused value when the attribute is corrected or removed (the same value refused again is reported again)', async () => {
    const heard = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.addEventListener('hk-error', heard);
    const { element, root } = await mount(freshTag().tag, { 'partner-id': 'abc' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
    element.setAttribute('partner-id', '7');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toHaveBeenCalledTimes(1);
    element.setAttribute('partner-id', 'abc');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    element.removeAttribute('partner-id');
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.setAttribute('partner-id', 'abc');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(3));
    document.removeEventListener('hk-error', heard);
    warn.mockRestore();
  });

  it.each([
    ['ftp://files.example.com/', 'is not an http(s) address'],
    ['javascript:alert(1)', 'is not an http(s) address'],
    ['garbage', 'is not an http(s) address'],
    ['http://', 'is not an address'],
  ])(
    'refuses an api-base of “%s” with an hk-error and a calm message, and never falls back to demo data',
    async (apiBase, reason) => {
      const heard = vi.fn();
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      document.addEventListener('hk-error', heard);
      const session = `refused-api-${++counter}`;
      const { root } = await mount(freshTag().tag, { session, 'api-base': apiBase });
      await vi.waitFor(() =>
        expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
          code: 'attribute',
          attribute: 'api-base',
          message: `api-base: “${apiBase}” ${reason}`,
        }),
      );
      await vi.waitFor(() =>
        expect(root.querySelector('[part=unavailable]')?.textContent).toBe('Sorry, your quote can’t be shown here.'),
      );
      expect(rendered(root)).toBeNull();
      expect(root.querySelector('[role=alert]')).toBeNull();
      expect(root.textContent).not.toContain('api-base');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(getSession(session).$adapters.get().api).toBeUndefined();
      expect(warn.mock.calls.some((call) => call.join(' ').includes(`api-base: “${apiBase}”`))).toBe(true);
      document.removeEventListener('hk-error', heard);
      warn.mockRestore();
    },
  );

  it('says it calmly in the element’s language (es-ES)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { root } = await mount(freshTag().tag, {
      session: `refused-es-${++counter}`,
      'api-base': 'ftp://x/',
      locale: 'es-ES',
    });
    await vi.waitFor(() =>
      expect(root.querySelector('[part=unavailable]')?.textContent).toBe(
        'Lo sentimos, tu presupuesto no se puede mostrar aquí.',
      ),
    );
    warn.mockRestore();
  });

  it('refuses a category that is no flow category with an hk-error (code attribute) and goes on without one', async () => {
    const heard = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.addEventListener('hk-error', heard);
    const { root } = await mount(freshTag().tag, { category: 'sofas' });
    await vi.waitFor(() =>
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
        code: 'attribute',
        attribute: 'category',
        message: expect.stringMatching(
          /^category: “sofas” is not one of furniture, house-move, piano, car, man-and-van/,
        ),
      }),
    );
    await vi.waitFor(() => expect(rendered(root)).not.toBeNull());
    expect(root.querySelector('[role=alert]')).toBeNull();
    document.removeEventListener('hk-error', heard);
    warn.mockRestore();
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

/** Watches console warnings: `said(text)` is true once one holds the text. */
export function watchWarnings() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return {
    said: (text: string) => warn.mock.calls.some((call) => call.join(' ').includes(text)),
    stop: () => warn.mockRestore(),
  };
}

export { mount };
