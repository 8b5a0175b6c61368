import { type Address, configure, getQuoteSession } from '@haulkit/core';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { RouteMap } from '../src/index.js';
import { routeMapClasses } from '../src/route-map/route-map.styles.js';

// The drawn map is a module of its own, loaded once there is an address to show. Here its first
// load fails as on a dropped connection, and the second succeeds.
const drawing = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../src/route-map/route-map-drawing.js', async (importOriginal) => {
  drawing.loads += 1;
  if (drawing.loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const MANCHESTER: Address = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 };

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
  document.body.replaceChildren();
});

describe('RouteMap: its drawing could not load', () => {
  it('says the map could not load, with Try again and `mapLoad`, keeps the address; Try again draws it', async () => {
    configure({ api: fakeQuoteApi(), drafts: false });
    const session = getQuoteSession();
    session.update((state) => ({ ...state, listing: { ...state.listing, pickup_address_data: MANCHESTER } }));
    const onError = vi.fn();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<RouteMap static onError={onError} />);
    unmount = () => root.unmount();
    const alert = () => container.querySelector('[role=alert]');

    // The message renders first; `mapLoad` goes to the host from an effect after it (React runs
    // effects after paint), so both are waited for.
    await vi.waitFor(() => {
      expect(alert()).not.toBeNull();
      expect(onError).toHaveBeenCalled();
    });
    expect(alert()?.textContent).toBe(
      'The map could not loadCheck your connection, then try again. Your addresses are kept.Try again',
    );
    expect(container.querySelector<HTMLElement>('[part=map]')?.dataset.mode).toBe('static');
    expect(container.querySelector('[role=status]')).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: 'mapLoad', message: 'The map could not load' });
    expect(container.querySelector('[part=summary]')?.textContent).toBe('Pickup: Manchester M1 1AE, UK');
    expect(session.$listing.get().pickup_address_data).toEqual(MANCHESTER);
    expect(container.querySelector('[part=attribution]')).toBeNull();

    [...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again')?.click();
    await vi.waitFor(() => expect(container.querySelector(`svg path.${routeMapClasses.pin}`)).not.toBeNull());
    expect(alert()).toBeNull();
    expect(drawing.loads).toBe(2);
    expect(container.querySelector('[part=attribution]')?.textContent).toBe('Land outline: Natural Earth');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
