/**
 * The flow's effects ask the session's lazy loader for the adapter they need by name: the
 * elements' loader brings the quote port alone for `api` and the other ports (maps …) only when
 * asked for them, so a route must ask for `maps`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AdapterName,
  type Directions,
  getQuoteSession,
  type MapsApi,
  NO_ADAPTER_CODE,
  resetSessions,
  type SessionAdapters,
} from '../../src/index.js';

afterEach(() => resetSessions());

const london = { formatted_address: 'London WC2N 5DU, UK', latitude: 51.5074, longitude: -0.1278 };
const manchester = { formatted_address: 'Manchester M1 1AE, UK', latitude: 53.4808, longitude: -2.2426 };
const directions: Directions = { geometry: [], distanceMetres: 321_868.8, durationSeconds: 12_600 };

/** A loader like the elements' one: each adapter comes only when asked for by name. */
function loaderByName(maps: MapsApi) {
  return vi.fn(async (need: AdapterName): Promise<SessionAdapters> => (need === 'maps' ? { maps } : {}));
}

describe('directions load the maps adapter through the lazy loader (§7)', () => {
  it('setting both addresses asks the loader for maps, and the route lands in miles and seconds', async () => {
    const getDirections = vi.fn<MapsApi['getDirections']>(async () => directions);
    const load = loaderByName({ getDirections } as Partial<MapsApi> as MapsApi);
    const session = getQuoteSession('lazy-maps', { load, drafts: false });
    session.setAddress('pickup', london);
    session.setAddress('delivery', manchester);
    await vi.waitFor(() => expect(session.$listing.get().distance).toBe(200));
    expect(session.$listing.get().duration).toBe(12_600);
    expect(session.$status.get().directions).toEqual({ state: 'ready' });
    expect(load).toHaveBeenCalledWith('maps');
    expect(getDirections).toHaveBeenCalledTimes(1);
  });

  it('a loader that brings no maps adapter gives a coded noAdapter status, never a silent wait', async () => {
    const load = vi.fn(async (): Promise<SessionAdapters> => ({}));
    const session = getQuoteSession('no-maps', { load, drafts: false });
    session.setAddress('pickup', london);
    session.setAddress('delivery', manchester);
    await vi.waitFor(() => expect(session.$status.get().directions.state).toBe('error'));
    expect(session.$status.get().directions).toMatchObject({ error: { code: NO_ADAPTER_CODE } });
    expect(load).toHaveBeenCalledWith('maps');
  });
});
