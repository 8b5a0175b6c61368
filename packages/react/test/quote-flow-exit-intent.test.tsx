import {
  configure,
  getQuoteSession,
  type Listing,
  type QuoteApi,
  type StepFlowSession,
  type TrackStageRequest,
  withStepFlow,
} from '@haulkit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { mount } from '../../../test/unit/render.js';
import { furnitureListing } from '../../core/test/session/fixtures.js';
import { useEarlyExit } from '../src/quote-flow/exit-intent/early-exit.js';
import { ExitIntent, resetExitIntentPage } from '../src/quote-flow/exit-intent/index.js';

/** A quote session with the flow's steps (`withStepFlow`). */
const stepFlowSession = (...args: Parameters<typeof getQuoteSession>): StepFlowSession =>
  withStepFlow(getQuoteSession(...args));

/** A cookie jar standing in for document.cookie: what was set, as the page would read it back. */
function fakeCookies(initial = '') {
  const jar = new Map<string, string>();
  for (const pair of initial.split(';').filter((each) => each.trim() !== '')) {
    const [name, value = ''] = pair.trim().split('=');
    jar.set(name ?? '', value);
  }
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (text: string) => {
      written.push(text);
      const [pair = ''] = text.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  });
  return written;
}

function flowSession(key: string, listing: Listing = furnitureListing()) {
  const trackStage = vi.fn(async (_request: TrackStageRequest) => undefined);
  const api: QuoteApi = { ...fakeQuoteApi(), trackStage };
  configure({ drafts: false, api }, key);
  const session = stepFlowSession(key);
  session.setContext({ category: 'furniture' });
  session.update((state) => ({ ...state, listing }));
  session.startFlow();
  return { session, trackStage };
}

/** The mouse leaving the window at its top edge (to the tabs or the address bar). */
const leaveWindow = (init: MouseEventInit = {}) =>
  document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: 0, relatedTarget: null, ...init }));

const dialog = () => document.querySelector('dialog');
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

/**
 * Mounts the dialog's component; waits until it listens for the mouse leaving (or, when `listens`
 * is false, long enough to see that it does not) and returns the listeners it added.
 */
async function mountExit(
  session: StepFlowSession,
  dialogId: string | null,
  { locale = 'en-GB', listens = true }: { locale?: 'en-GB' | 'en-IE' | 'es-ES'; listens?: boolean } = {},
) {
  const added = vi.spyOn(document, 'addEventListener');
  const listeners = () => added.mock.calls.filter(([type]) => type === 'mouseout').map(([, listener]) => listener);
  const view = mount(<ExitIntent session={session} dialogId={dialogId} locale={locale} />);
  if (listens) await vi.waitFor(() => expect(listeners()).toHaveLength(1));
  else await settle();
  const found = listeners();
  added.mockRestore();
  return { ...view, listeners: found };
}

beforeEach(() => resetExitIntentPage());
afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  vi.unstubAllGlobals();
});

describe('ExitIntent: once per dialog id when the mouse leaves the window (docs/behaviour/quote-flow.md §2, §7)', () => {
  it('opens on leaving, sets the id’s cookie, tracks once; Keep going closes it', async () => {
    const written = fakeCookies('theme=dark');
    const { session, trackStage } = flowSession('exit-1');
    await mountExit(session, 'spring');
    expect(dialog()).toBeNull();

    leaveWindow();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Leaving already?'));
    const shown = dialog() as HTMLDialogElement;
    const heading = shown.querySelector(`[id="${shown.getAttribute('aria-labelledby')}"]`);
    expect(heading?.textContent).toBe('Leaving already?');
    expect(shown.textContent).toContain('Your quote is saved on this device for 30 minutes');
    expect(shown.querySelector('[data-price]')?.textContent).toBe('Prices for your job start at £129.00.');
    expect(written).toEqual(['hk_exit_spring=1; Max-Age=2592000; Path=/; SameSite=Lax']);
    expect(trackStage).toHaveBeenCalledTimes(1);
    expect(trackStage.mock.calls[0]?.[0]).toEqual({ process: 'instant-prices', stage: 'listing-furniture', step: '1' });

    const keepGoing = [...shown.querySelectorAll('button')].find((button) => button.textContent === 'Keep going');
    keepGoing?.click();
    await vi.waitFor(() => expect(dialog()).toBeNull());

    leaveWindow();
    await settle();
    expect(dialog()).toBeNull();
    expect(trackStage).toHaveBeenCalledTimes(1);
  });

  it('stays shut when the id’s cookie is set: no listener at all', async () => {
    fakeCookies('hk_exit_spring=1');
    const { session, trackStage } = flowSession('exit-2');
    const view = await mountExit(session, 'spring', { listens: false });
    expect(view.listeners).toEqual([]);
    leaveWindow();
    await settle();
    expect(dialog()).toBeNull();
    expect(trackStage).not.toHaveBeenCalled();
  });

  it('another id’s cookie does not count: each id opens once', async () => {
    fakeCookies('hk_exit_summer=1');
    const { session } = flowSession('exit-3');
    await mountExit(session, 'spring');
    leaveWindow();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
  });

  it.each<[what: string, init: MouseEventInit]>([
    ['moving onto another element of the page', { relatedTarget: document.body }],
    ['leaving by the side or bottom of the window', { clientY: 200 }],
  ])('%s is no exit intent', async (_what, init) => {
    const written = fakeCookies();
    const { session, trackStage } = flowSession('exit-4');
    await mountExit(session, 'spring');
    leaveWindow(init);
    await settle();
    expect(dialog()).toBeNull();
    expect(written).toEqual([]);
    expect(trackStage).not.toHaveBeenCalled();
  });

  it('without a dialog id, or on a touch device, nothing listens', async () => {
    fakeCookies();
    const { session } = flowSession('exit-5');
    expect((await mountExit(session, null, { listens: false })).listeners).toEqual([]);
    expect((await mountExit(session, '  ', { listens: false })).listeners).toEqual([]);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(hover: none)', media: query }));
    expect((await mountExit(session, 'spring', { listens: false })).listeners).toEqual([]);
  });

  it('waits while another dialog is open, and never opens once the quote has proceeded', async () => {
    fakeCookies();
    const { session, trackStage } = flowSession('exit-6');
    await mountExit(session, 'spring');
    session.openModal('priceOption');
    leaveWindow();
    await settle();
    expect(dialog()).toBeNull();
    session.closeModal('priceOption');
    leaveWindow();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(trackStage).toHaveBeenCalledTimes(1);

    resetExitIntentPage();
    fakeCookies();
    const done = flowSession('exit-7', { ...furnitureListing(), pickup_date: '2030-01-14' });
    done.session.goToFlowStep('listing-price-options');
    done.session.update((state) => ({ ...state, ui: { ...state.ui, step: 'listing-confirmation' } }));
    expect(done.session.$flow.get().proceeded).toBe(true);
    const view = await mountExit(done.session, 'autumn');
    view.unmount();
    await mountExit(done.session, 'autumn');
    leaveWindow();
    await settle();
    expect(done.trackStage).not.toHaveBeenCalled();
  });

  it('two flows with one id on a page show it once', async () => {
    fakeCookies();
    const a = flowSession('exit-8');
    const b = flowSession('exit-9');
    await mountExit(a.session, 'spring');
    await mountExit(b.session, 'spring');
    leaveWindow();
    await vi.waitFor(() => expect(document.querySelectorAll('dialog')).toHaveLength(1));
    await settle();
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(a.trackStage.mock.calls.length + b.trackStage.mock.calls.length).toBe(1);
  });

  it('speaks es-ES («tú»); a job filled in without prices yet is told its prices are next, not to add what it has', async () => {
    fakeCookies();
    const { prices: _p, lowest_price: _l, ...unpriced } = furnitureListing();
    const { session } = flowSession('exit-10', unpriced);
    await mountExit(session, 'spring', { locale: 'es-ES' });
    leaveWindow();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('¿Ya te vas?'));
    expect(dialog()?.textContent).toContain('Tu presupuesto queda guardado en este dispositivo durante 30 minutos');
    expect(dialog()?.querySelector('[part=exit-note]')?.textContent).toBe(
      'Tu servicio está listo: sigue para ver tus precios.',
    );
    expect(dialog()?.textContent).not.toContain('Añade');
    expect(dialog()?.querySelector('[data-price]')).toBeNull();
  });

  it.each<[string, Partial<Listing>, string]>([
    [
      'nothing filled in',
      { pickup_address_data: undefined, delivery_address_data: undefined, move_items: [] },
      'Add your addresses and items to see your prices.',
    ],
    ['addresses, no items', { move_items: [] }, 'Add your items to see your prices.'],
    [
      'items, one address',
      { delivery_address_data: undefined },
      'Add your pickup and delivery addresses to see your prices.',
    ],
    [
      'prices hidden until the email is given',
      { exclude_prices: true },
      'Give your email address and we will show you the prices for your job.',
    ],
  ])('%s: its own words, no price, no calendar', async (_, change, words) => {
    fakeCookies();
    const { prices: _p, lowest_price: _l, ...unpriced } = furnitureListing();
    const { session } = flowSession(`exit-note-${words.length}`, {
      ...unpriced,
      ...change,
      ...(change.exclude_prices ? { lowest_price: 129 } : {}),
    });
    await mountExit(session, 'spring');
    leaveWindow();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Leaving already?'));
    expect(dialog()?.querySelector('[part=exit-note]')?.textContent).toBe(words);
    expect(dialog()?.querySelector('[data-price]')).toBeNull();
    expect(dialog()?.textContent).not.toMatch(/every day|calendar/);
  });

  it('removes its listener on unmount', async () => {
    fakeCookies();
    const { session, trackStage } = flowSession('exit-11');
    const view = await mountExit(session, 'spring');
    const removed = vi.spyOn(document, 'removeEventListener');
    view.unmount();
    await vi.waitFor(() =>
      expect(removed.mock.calls.some(([type, listener]) => type === 'mouseout' && listener === view.listeners[0])).toBe(
        true,
      ),
    );
    removed.mockRestore();
    leaveWindow();
    await settle();
    expect(dialog()).toBeNull();
    expect(trackStage).not.toHaveBeenCalled();
  });

  it('an exit before the module was there (leftEarly) counts: it opens at once, cookie set, tracked once', async () => {
    const written = fakeCookies();
    const { session, trackStage } = flowSession('exit-12');
    mount(<ExitIntent session={session} dialogId="spring" locale="en-GB" leftEarly={() => true} />);
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Leaving already?'));
    expect(written).toEqual(['hk_exit_spring=1; Max-Age=2592000; Path=/; SameSite=Lax']);
    expect(trackStage).toHaveBeenCalledTimes(1);
  });
});

/** Holds useEarlyExit's `left` in `into`, for the test to call. */
function Probe({ enabled, into }: { enabled: boolean; into: { left?: () => boolean } }) {
  into.left = useEarlyExit(enabled);
  return null;
}

describe('useEarlyExit: the flow notes an exit while the exit-intent module is on its way', () => {
  it('notes the mouse leaving at the top edge, says so once, then stops listening', async () => {
    const into: { left?: () => boolean } = {};
    const added = vi.spyOn(document, 'addEventListener');
    mount(<Probe enabled into={into} />);
    await vi.waitFor(() => expect(added.mock.calls.some(([type]) => type === 'mouseout')).toBe(true));
    added.mockRestore();
    // Inside the window (a related target, or below the top edge): not an exit.
    leaveWindow({ relatedTarget: document.body });
    leaveWindow({ clientY: 40 });
    expect(into.left?.()).toBe(false);
    mount(<Probe enabled into={into} />);
    await settle();
    leaveWindow();
    expect(into.left?.()).toBe(true);
    expect(into.left?.()).toBe(false);
    leaveWindow();
    expect(into.left?.()).toBe(false);
  });

  it('listens to nothing when the flow has no exit-intent id', async () => {
    const into: { left?: () => boolean } = {};
    const added = vi.spyOn(document, 'addEventListener');
    mount(<Probe enabled={false} into={into} />);
    await settle();
    expect(added.mock.calls.filter(([type]) => type === 'mouseout')).toEqual([]);
    added.mockRestore();
    leaveWindow();
    expect(into.left?.()).toBe(false);
  });
});
