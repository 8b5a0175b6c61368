import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { routeMapElement } from '../src/route-map/route-map.element.js';
import { mount, runConformance, watchWarnings } from './conformance.js';

const frame = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=map]');

describe('<hk-route-map> conformance', () => {
  runConformance({ definition: routeMapElement, rendered: frame });
});

describe('<hk-route-map>', () => {
  const [tag = ''] = defineElements([routeMapElement], { prefix: 'rm' });
  const place = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 };

  it('a bare `static` attribute draws the static map (happy-dom has no WebGL either way)', async () => {
    configure({ drafts: false }, 'rm-static');
    getQuoteSession('rm-static').update((state) => ({
      ...state,
      listing: { ...state.listing, pickup_address_data: place },
    }));
    const { root } = await mount(tag, { session: 'rm-static', static: '' });
    await vi.waitFor(() => expect(frame(root)?.dataset.mode).toBe('static'));
    await vi.waitFor(() =>
      expect(root.querySelector('svg[role=img]')?.getAttribute('aria-label')).toBe(
        'Map of the pickup address: Manchester M1 1AE, UK',
      ),
    );
  });

  it('refuses a map-style that is no http(s) address: a console warning and an hk-error, the own style kept', async () => {
    const heard = vi.fn();
    const warnings = watchWarnings();
    document.addEventListener('hk-error', heard);
    const { root } = await mount(tag, { 'map-style': 'javascript:alert(1)' });
    await vi.waitFor(() =>
      expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
        code: 'attribute',
        attribute: 'map-style',
        message: 'map-style: “javascript:alert(1)” is not an http(s) address',
      }),
    );
    expect(warnings.said('map-style: “javascript:alert(1)” is not an http(s) address')).toBe(true);
    await vi.waitFor(() => expect(frame(root)).not.toBeNull());
    expect(root.textContent).not.toContain('map-style');
    warnings.stop();
    document.removeEventListener('hk-error', heard);
  });

  it('the locale attribute reaches the view', async () => {
    const { element, root } = await mount(tag, { locale: 'es-ES' });
    await vi.waitFor(() => expect(root.querySelector('.hk-empty')?.textContent).toMatch(/^El mapa muestra la ruta/));
    element.setAttribute('locale', 'en-GB');
    await vi.waitFor(() => expect(root.querySelector('.hk-empty')?.textContent).toMatch(/^The map shows the route/));
  });
});
