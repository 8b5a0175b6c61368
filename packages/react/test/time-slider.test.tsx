import {
  getSession,
  type Listing,
  type Locale,
  type QuoteFlowSession,
  type SessionContext,
  withQuoteFlow,
} from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi, press } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { TimeSlider } from '../src/index.js';
import { timeSliderClasses } from '../src/time-slider/time-slider.styles.js';

afterEach(async () => {
  cleanup();
  // Preact runs an unmounted dialog's effect cleanups after paint: let them run before the next test.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** The demo's time options: six of them, so the minimum window is 8 hours (§9). */
const SIX_OPTIONS = Object.fromEntries(
  [
    [8, 18],
    [8, 11],
    [8, 12],
    [8, 13],
    [12, 16],
    [16, 20],
  ].map(([from, to]) => [`${from}-${to}`, { from, to, price: 0 }]),
);
const at = (code: string) => ({ formatted_address: code, latitude: 51.5, longitude: -0.1, ISO_3166_1_Alpha_2: 'GB' });

let key = 0;
/** A session with a priced furniture listing (Leeds to York, 25 miles), `listing` merged. */
function sessionWith(listing: Partial<Listing> = {}, context: Partial<SessionContext> = {}): QuoteFlowSession {
  const api = fakeQuoteApi();
  const session = withQuoteFlow(getSession(`slider-${++key}`, { api, drafts: false, context }));
  session.update((state) => ({
    ...state,
    listing: {
      move_items: [],
      pickup_address_data: at('Leeds'),
      delivery_address_data: at('York'),
      distance: 25.4,
      duration: 2400,
      estimated_loading_time: 1,
      availableTimeOptions: SIX_OPTIONS,
      sliderStep: 2,
      listing_cart: [
        { type: 'priceOption', amount: 189 },
        { type: 'timeOption', amount: 25 },
      ],
      selectedTimeOption: '8-12',
      ...listing,
    },
  }));
  return session;
}

/** Renders the slider and finds things as a person does. */
function renderSlider(session: QuoteFlowSession, { locale = 'en-GB', category = 'furniture' } = {}) {
  const { container } = mount(<TimeSlider session={session.key} locale={locale as Locale} category={category} />);
  const thumbs = () => [...container.querySelectorAll<HTMLElement>('[role=slider]')];
  const thumb = (name: string) => {
    const found = thumbs().find((element) => element.getAttribute('aria-label') === name);
    if (!found) throw new Error(`no thumb ${name}: ${thumbs().map((t) => t.getAttribute('aria-label'))}`);
    return found;
  };
  const aria = (element: HTMLElement) =>
    ['aria-valuemin', 'aria-valuenow', 'aria-valuemax', 'aria-valuetext'].map((name) => element.getAttribute(name));
  const button = (name: string) => {
    const found = [...container.querySelectorAll('button')].find((b) => b.textContent === name);
    if (!found) throw new Error(`no button ${name}`);
    return found;
  };
  const radio = (name: string) => {
    const found = [...container.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
      (input) => input.closest('label')?.textContent === name,
    );
    if (!found) throw new Error(`no radio ${name}`);
    return found;
  };
  return {
    container,
    thumbs,
    thumb,
    aria,
    button,
    radio,
    text: (part: string) => container.querySelector(`[part~=${part}]`)?.textContent ?? null,
    spoken: () => container.querySelector('[aria-live=polite]')?.textContent ?? '',
    times: () => {
      const listing = session.$listing.get();
      return [listing.pickup_time, listing.pickup_time_end, listing.delivery_time, listing.delivery_time_end];
    },
  };
}
type Slider = ReturnType<typeof renderSlider>;

const ready = (slider: Slider) => vi.waitFor(() => expect(slider.thumbs()).toHaveLength(2));

describe('<TimeSlider>: two thumbs as the APG multi-thumb slider (docs/behaviour/quote-flow.md §4, §9)', () => {
  it('shows the collection defaults 8am–6pm in words, two named thumbs whose limits follow each other, and 2-hour ticks', async () => {
    const slider = renderSlider(sessionWith());
    await ready(slider);
    expect(slider.text('window')).toBe('Collection between 8am and 6pm');
    expect(slider.aria(slider.thumb('Earliest collection'))).toEqual(['6', '8', '10', '8am']);
    expect(slider.aria(slider.thumb('Latest collection'))).toEqual(['16', '18', '20', '6pm']);
    expect(slider.text('ticks')).toBe('6am8am10am12pm2pm4pm6pm8pm');
    expect(slider.text('hint')).toBe('Give us a window of at least 8 hours.');
    expect(slider.thumbs().every((thumb) => thumb.tabIndex === 0)).toBe(true);
  });

  it('arrows move a thumb one hour at once; the session gets the window 200 ms after the last key', async () => {
    const session = sessionWith();
    const slider = renderSlider(session);
    await ready(slider);
    const start = slider.thumb('Earliest collection');
    press(start, 'ArrowLeft');
    await vi.waitFor(() => expect(start.getAttribute('aria-valuenow')).toBe('7'));
    press(start, 'ArrowDown');
    await vi.waitFor(() => expect(start.getAttribute('aria-valuetext')).toBe('6am'));
    expect(slider.times()).toEqual([undefined, undefined, undefined, undefined]);
    expect(slider.text('window')).toBe('Collection between 6am and 6pm');
    await vi.waitFor(() => expect(slider.times()).toEqual([6, 18, undefined, undefined]), { timeout: 1000 });
    // The end thumb's lowest value followed the start thumb: 6 + 8.
    expect(slider.thumb('Latest collection').getAttribute('aria-valuemin')).toBe('14');
  });

  it('Home, End, PageUp and PageDown; the thumbs never cross and keep 8 hours between them', async () => {
    const session = sessionWith();
    const slider = renderSlider(session);
    await ready(slider);
    const start = slider.thumb('Earliest collection');
    const end = slider.thumb('Latest collection');
    press(start, 'End');
    await vi.waitFor(() => expect(start.getAttribute('aria-valuenow')).toBe('10'));
    press(start, 'ArrowRight');
    press(start, 'PageUp');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(start.getAttribute('aria-valuenow')).toBe('10');
    press(end, 'Home');
    await vi.waitFor(() => expect(end.getAttribute('aria-valuenow')).toBe('18'));
    press(end, 'PageUp');
    await vi.waitFor(() => expect(end.getAttribute('aria-valuenow')).toBe('20'));
    press(start, 'PageDown');
    await vi.waitFor(() => expect(start.getAttribute('aria-valuenow')).toBe('8'));
    press(start, 'Home');
    await vi.waitFor(() => expect(start.getAttribute('aria-valuenow')).toBe('6'));
    await vi.waitFor(() => expect(slider.times()).toEqual([6, 20, undefined, undefined]), { timeout: 1000 });
    expect(slider.text('window')).toBe('Collection between 6am and 8pm');
  });

  it('the window is said politely once the thumbs have rested 1 s', async () => {
    const slider = renderSlider(sessionWith());
    await ready(slider);
    press(slider.thumb('Latest collection'), 'ArrowRight');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(slider.spoken()).toBe('');
    await vi.waitFor(() => expect(slider.spoken()).toBe('Collection between 8am and 7pm'), { timeout: 1500 });
  });

  it('a drag moves the thumb pressed; a press on the track moves the nearer thumb; released, the session has it', async () => {
    const session = sessionWith();
    const slider = renderSlider(session);
    await ready(slider);
    const rail = slider.container.querySelector<HTMLElement>(`.${timeSliderClasses.rail}`);
    if (!rail) throw new Error('no track');
    // The track is 280 px wide from x = 100: 20 px an hour from 6am.
    rail.getBoundingClientRect = () => ({ left: 100, width: 280, top: 0, height: 44 }) as DOMRect;
    const pointer = (type: string, target: Element, clientX: number) =>
      target.dispatchEvent(
        new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, button: 0, clientX }),
      );
    const end = slider.thumb('Latest collection');
    pointer('pointerdown', end, 340);
    pointer('pointermove', rail, 350); // 18.5 → 19 (rounded)
    pointer('pointermove', rail, 362); // 19.1 → 19
    pointer('pointermove', rail, 395); // past 8pm → 20
    await vi.waitFor(() => expect(end.getAttribute('aria-valuenow')).toBe('20'));
    pointer('pointerup', rail, 395);
    await vi.waitFor(() => expect(slider.times()).toEqual([8, 20, undefined, undefined]));
    // A press at 7am moves the start thumb there, and focus goes to it.
    pointer('pointerdown', rail, 120);
    pointer('pointerup', rail, 120);
    const start = slider.thumb('Earliest collection');
    await vi.waitFor(() => expect(slider.times()).toEqual([7, 20, undefined, undefined]));
    expect(start.getAttribute('aria-valuenow')).toBe('7');
    expect(document.activeElement).toBe(start);
  });
});

describe('<TimeSlider>: modes, the furniture confirmation and the long-distance rule (§4, §6)', () => {
  it('another category switches at once: delivery starts at 10am–6pm and the start cannot go before 10am', async () => {
    const session = sessionWith();
    const slider = renderSlider(session, { category: 'house-move' });
    await ready(slider);
    slider.radio('Delivery').click();
    await vi.waitFor(() => expect(slider.text('window')).toBe('Delivery between 10am and 6pm'));
    expect(slider.aria(slider.thumb('Earliest delivery'))).toEqual(['10', '10', '10', '10am']);
    expect(slider.text('hint')).toBe('Give us a window of at least 8 hours. Delivery from 10am at the earliest.');
    expect(slider.times()).toEqual([undefined, undefined, 10, 18]);
    expect(slider.radio('Delivery').checked).toBe(true);
  });

  it('furniture with times set asks first; keeping changes nothing, switching clears the collection times', async () => {
    const session = sessionWith({ pickup_time: 9, pickup_time_end: 17 });
    const slider = renderSlider(session);
    await ready(slider);
    slider.radio('Delivery').click();
    const dialog = await vi.waitFor(
      () => slider.container.querySelector('dialog[open]') ?? Promise.reject(new Error('no dialog')),
    );
    expect(dialog.querySelector('h2')?.textContent).toBe('Set a delivery time instead?');
    expect(dialog.textContent).toContain('Your collection time, 9am to 5pm, will be cleared.');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Keep collection time'));
    expect(slider.radio('Collection').checked).toBe(true);
    slider.button('Keep collection time').click();
    await vi.waitFor(() => expect(slider.container.querySelector('dialog[open]')).toBeNull());
    expect(slider.times()).toEqual([9, 17, undefined, undefined]);
    expect(slider.text('window')).toBe('Collection between 9am and 5pm');

    slider.radio('Delivery').click();
    await vi.waitFor(() => slider.button('Switch to delivery'));
    slider.button('Switch to delivery').click();
    await vi.waitFor(() => expect(slider.text('window')).toBe('Delivery between 10am and 6pm'));
    expect(slider.times()).toEqual([undefined, undefined, 10, 18]);
    expect(slider.container.querySelector('dialog[open]')).toBeNull();
    await vi.waitFor(() => expect(slider.spoken()).toBe('Delivery between 10am and 6pm'));
  });

  it('a customer on a 212-mile journey gets collection only, with the reason; no switch', async () => {
    const session = sessionWith({ distance: 212, delivery_time: 12, delivery_time_end: 20 });
    const slider = renderSlider(session);
    await ready(slider);
    expect(slider.text('collection-only')).toBe('On long journeys we can only fix the collection time.');
    expect(slider.container.querySelector('input[type=radio]')).toBeNull();
    expect(slider.text('window')).toBe('Collection between 8am and 6pm');
    expect(session.$listing.get().selectedTimeOption).toBeUndefined();
  });

  it('an admin on the same journey keeps the switch and the delivery times, and is told why', async () => {
    const session = sessionWith({ distance: 212, delivery_time: 12, delivery_time_end: 20 }, { isAdmin: true });
    session.changeSliderMode('delivery');
    const slider = renderSlider(session, { category: 'house-move' });
    await ready(slider);
    expect(slider.text('window')).toBe('Delivery between 12pm and 8pm');
    expect(slider.radio('Delivery').checked).toBe(true);
    expect(slider.text('admin-note')).toMatch(/^Long journey: customers can only fix the collection time\./);
    expect(slider.text('collection-only')).toBeNull();
  });
});

describe('<TimeSlider>: the delivery window, reset and words', () => {
  it('collection mode shows the delivery window: pickup + trip + loading + 1 hour, until 8pm', async () => {
    // 40 minutes of driving (rounded up to 0.75 h) and 1 hour of loading: 8am–6pm gives 10:45am–8pm.
    const slider = renderSlider(sessionWith());
    await ready(slider);
    expect(slider.text('delivery-window')).toBe('Expected delivery between 10:45am and 8pm');
    expect(slider.container.querySelector('[part~=delivery-basis]')).toBeNull();
  });

  it('admins see how the delivery window is made, also in delivery mode (§6)', async () => {
    const session = sessionWith({}, { isAdmin: true });
    const slider = renderSlider(session, { category: 'house-move' });
    await ready(slider);
    expect(slider.text('delivery-basis')).toBe(
      'Collection window + 0.75 h driving + 1 h loading + 1 h, until 8pm at the latest.',
    );
    slider.radio('Delivery').click();
    await vi.waitFor(() => expect(slider.text('window')).toBe('Delivery between 10am and 6pm'));
    expect(slider.text('delivery-window')).toMatch(/^Expected delivery between 10:45am and 8pm/);
    expect(slider.text('delivery-basis')).toMatch(/^From a collection between 8am and 6pm\./);
  });

  it('reset restores the defaults, removes the time-option charge, refreshes prices and says so', async () => {
    const session = sessionWith({ pickup_time: 6, pickup_time_end: 14 });
    session.experimentsFetched();
    await session.settled();
    const requests = session.$ui.get().priceRequest;
    const slider = renderSlider(session);
    await ready(slider);
    expect(slider.text('window')).toBe('Collection between 6am and 2pm');
    slider.button('Reset times').click();
    await vi.waitFor(() => expect(slider.text('window')).toBe('Collection between 8am and 6pm'));
    expect(slider.times()).toEqual([8, 18, undefined, undefined]);
    expect(session.$listing.get().listing_cart).toEqual([{ type: 'priceOption', amount: 189 }]);
    expect(session.$listing.get().selectedTimeOption).toBeUndefined();
    expect(session.$ui.get().priceRequest).toBe(requests + 1);
    await vi.waitFor(() =>
      expect(slider.spoken()).toBe('Times reset: Collection between 8am and 6pm. Prices are being updated.'),
    );
  });

  it('es-ES writes hours as h:mm', async () => {
    const slider = renderSlider(sessionWith(), { locale: 'es-ES' });
    await ready(slider);
    expect(slider.text('window')).toBe('Recogida entre las 8:00 y las 18:00');
    expect(slider.aria(slider.thumb('Recogida más temprana'))).toEqual(['6', '8', '10', '8:00']);
    expect(slider.text('ticks')).toBe('6:008:0010:0012:0014:0016:0018:0020:00');
    expect(slider.text('delivery-window')).toBe('Entrega prevista entre las 10:45 y las 20:00');
  });

  it('before any price it works with the 2-hour step; while the first prices load, a skeleton stands in', async () => {
    const session = sessionWith({ availableTimeOptions: undefined, sliderStep: undefined });
    const slider = renderSlider(session);
    await ready(slider);
    expect(slider.text('hint')).toBe('Give us a window of at least 2 hours.');
    session.update((state) => ({ ...state, ui: { ...state.ui, priceStatus: 'loading' } }));
    await vi.waitFor(() => expect(slider.thumbs()).toHaveLength(0));
    expect(slider.container.querySelector('[role=status]')?.textContent).toBe('Loading the time windows…');
  });
});
