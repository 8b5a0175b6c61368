import { describe, expect, it, vi } from 'vitest';
import { SHARED_ATTRIBUTE_NAMES } from '../src/attribute-names.js';
import { defineElement, type ViewModule } from '../src/create-element.js';
import { defineElements } from '../src/define.js';
import { allElements } from '../src/elements.js';
import { append } from '../src/paint.js';
import { readyView, viewReady } from '../src/ready.js';
import '../src/runtime.js';
import { mount } from './conformance.js';

let counter = 0;
const fresh = (definition: Parameters<typeof defineElement>[0]) => {
  const [tag] = defineElements([defineElement(definition)], { prefix: `shell${++counter}` });
  return tag as string;
};

/** A view module that renders a paragraph, optionally throwing instead. */
const viewModule = (render: () => string): ViewModule => ({ default: () => <p className="view">{render()}</p> });

describe('the element shell: lazy view, skeleton, error boundary, theme', () => {
  it('shows the skeleton until the view arrives, then the view; the view loads once for every element', async () => {
    let arrive: (module: ViewModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<ViewModule>((resolve) => (arrive = resolve)));
    const tag = fresh({
      name: 'piece',
      attributes: SHARED_ATTRIBUTE_NAMES,
      skeleton: (root) => append(root, 'div', { class: 'skeleton' }, '…'),
      load,
    });
    const first = await mount(tag);
    const second = await mount(tag);
    await vi.waitFor(() => expect(first.root.querySelector('.skeleton')).not.toBeNull());
    expect(second.root.querySelector('.skeleton')).not.toBeNull();
    // The request leaves once the shell has found the element near, after the skeleton's paint.
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    arrive(viewModule(() => 'Loaded'));
    await vi.waitFor(() => expect(first.root.querySelector('.view')?.textContent).toBe('Loaded'));
    await vi.waitFor(() => expect(second.root.querySelector('.view')?.textContent).toBe('Loaded'));
    expect(first.root.querySelector('.skeleton')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a view already in memory shows in the first paint: no skeleton, no load, no frame', async () => {
    const load = vi.fn(() => Promise.resolve(viewModule(() => 'never')));
    const skeleton = vi.fn((root: HTMLElement) => void append(root, 'div', { class: 'skeleton' }));
    const tag = fresh({ name: 'in-memory', attributes: SHARED_ATTRIBUTE_NAMES, skeleton, load });
    viewReady('in-memory', () => <p className="view">Ready</p>);
    const element = document.createElement(tag);
    document.body.append(element);
    // preact/compat renders in the same task as the append; React 19 in a task of its scheduler.
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('.view')?.textContent).toBe('Ready'));
    expect(skeleton).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
    element.remove();
  });

  it('every view registers under its element’s name as it loads', async () => {
    expect(allElements).toHaveLength(16);
    for (const definition of allElements) {
      const module = await definition.load();
      expect(readyView(definition.name)?.[1].default, definition.name).toBe(module.default);
    }
  });

  it('an element removed before its view arrives leaves nothing behind; put back, it shows the view', async () => {
    let arrive: (module: ViewModule) => void = () => undefined;
    const load = vi.fn(() => new Promise<ViewModule>((resolve) => (arrive = resolve)));
    const tag = fresh({
      name: 'moved',
      attributes: SHARED_ATTRIBUTE_NAMES,
      skeleton: (root) => append(root, 'div', { class: 'skeleton' }),
      load,
    });
    const { element, root } = await mount(tag);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    element.remove();
    expect(root.childNodes).toHaveLength(0);
    const render = vi.fn(() => 'Arrived');
    arrive(viewModule(render));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.childNodes).toHaveLength(0);
    expect(render).not.toHaveBeenCalled();
    document.body.append(element);
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Arrived'));
    expect(root.querySelectorAll('.hk-root')).toHaveLength(1);
    expect(root.querySelector('.skeleton')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a view that cannot load shows a message with Try again and emits hk-error (load); Try again loads it', async () => {
    const load = vi
      .fn<() => Promise<ViewModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(viewModule(() => 'Second time lucky'));
    const tag = fresh({ name: 'flaky', attributes: SHARED_ATTRIBUTE_NAMES, skeleton: () => undefined, load });
    const heard = vi.fn();
    document.addEventListener('hk-error', heard);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await mount(tag);
    const alert = await vi.waitFor(() => root.querySelector('[role=alert][part=error]') ?? Promise.reject());
    expect(alert.textContent).toContain('This part of the page could not load.');
    expect(alert.getAttribute('data-code')).toBe('load');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.bubbles && event.composed).toBe(true);
    expect(event.detail.code).toBe('load');
    root.querySelector<HTMLButtonElement>('.hk-shell-retry')?.click();
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Second time lucky'));
    expect(load).toHaveBeenCalledTimes(2);
    document.removeEventListener('hk-error', heard);
    error.mockRestore();
  });

  it('a render error becomes a visible message in the locale and an hk-error (render), never a blank box', async () => {
    const tag = fresh({
      name: 'broken',
      attributes: SHARED_ATTRIBUTE_NAMES,
      skeleton: () => undefined,
      load: async () =>
        viewModule(() => {
          throw new Error('boom');
        }),
    });
    const heard = vi.fn();
    document.addEventListener('hk-error', heard);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await mount(tag, { locale: 'es-ES' });
    const alert = await vi.waitFor(() => root.querySelector('[role=alert][part=error]') ?? Promise.reject());
    expect(alert.textContent).toContain('Algo ha fallado al mostrar esta parte de la página.');
    expect(alert.textContent).not.toContain('boom');
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    expect((heard.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail.code).toBe('render');
    document.removeEventListener('hk-error', heard);
    error.mockRestore();
  });

  it('the theme attribute sets only the root’s data-theme (light by default; unknown names ignored)', async () => {
    const tag = fresh({
      name: 'themed',
      attributes: SHARED_ATTRIBUTE_NAMES,
      skeleton: () => undefined,
      load: async () => viewModule(() => 'Themed'),
    });
    const { element, root } = await mount(tag, { theme: 'dark' });
    const box = () => root.querySelector('.hk-root');
    await vi.waitFor(() => expect(box()?.getAttribute('data-theme')).toBe('dark'));
    element.setAttribute('theme', 'flat');
    await vi.waitFor(() => expect(box()?.getAttribute('data-theme')).toBe('flat'));
    element.setAttribute('theme', 'neon');
    await vi.waitFor(() => expect(box()?.hasAttribute('data-theme')).toBe(false));
    element.removeAttribute('theme');
    await vi.waitFor(() => expect(box()?.hasAttribute('data-theme')).toBe(false));
  });
});

describe('the language of the element’s text', () => {
  it('the root says the locale’s language (lang), so a Spanish element on an English page is read as Spanish', async () => {
    const tag = fresh({
      name: 'spoken',
      attributes: SHARED_ATTRIBUTE_NAMES,
      skeleton: () => undefined,
      load: async () => viewModule(() => 'Spoken'),
    });
    const { element, root } = await mount(tag, { locale: ' ES-es ' });
    const box = () => root.querySelector('.hk-root');
    await vi.waitFor(() => expect(box()?.getAttribute('lang')).toBe('es-ES'));
    element.setAttribute('locale', 'en-IE');
    await vi.waitFor(() => expect(box()?.getAttribute('lang')).toBe('en-IE'));
    // Unknown or none: the English the element then speaks.
    element.setAttribute('locale', 'fr-FR');
    await vi.waitFor(() => expect(box()?.getAttribute('lang')).toBe('en-GB'));
    element.removeAttribute('locale');
    await vi.waitFor(() => expect(box()?.getAttribute('lang')).toBe('en-GB'));
  });
});

describe('attribute names known before the view', () => {
  it('the shared names the shell observes are exactly the shared schema’s keys', async () => {
    const { sharedAttributes } = await import('../src/attributes.js');
    const matches: import('../src/attributes.js').SharedNamesMatch = true;
    expect(matches).toBe(true);
    expect([...SHARED_ATTRIBUTE_NAMES].sort()).toEqual(Object.keys(sharedAttributes).sort());
  });
});
