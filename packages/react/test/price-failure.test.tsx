import { configure, getQuoteSession, type Listing, type QuoteApi } from '@haulkit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeQuoteApi } from '../../../test/unit/dom.js';
import { cleanup, mount } from '../../../test/unit/render.js';
import { ExtraServices, Insurance, PriceCalendar } from '../src/index.js';

/** Wednesday 11 November 2026, 9 am. */
const START = new Date(2026, 10, 11, 9).getTime();
let now = START;

afterEach(async () => {
  cleanup();
  now = START;
  await new Promise((resolve) => setTimeout(resolve, 50));
});

/** A job with both addresses and an item: pricing starts by itself. */
const PRICEABLE: Partial<Listing> = {
  pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
  delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
  move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 }],
};

/** The price step's three price views on one session whose price call fails with `failure`. */
function priceStep(failure: unknown) {
  const save = vi.fn(() => Promise.reject(failure));
  configure({ drafts: false, now: () => now, api: { ...fakeQuoteApi(), savePrelisting: save } as unknown as QuoteApi });
  const session = getQuoteSession();
  session.update((state) => ({ ...state, listing: { ...state.listing, ...PRICEABLE } }));
  const { container } = mount(
    <>
      <PriceCalendar />
      <ExtraServices />
      <Insurance />
    </>,
  );
  const alerts = () => [...container.querySelectorAll<HTMLElement>('[role=alert]')];
  const buttons = (name: RegExp) =>
    [...container.querySelectorAll('button')].filter((b) => name.test(b.textContent ?? ''));
  return { session, save, container, alerts, buttons };
}

describe('one failed price call: one message, in words the customer understands', () => {
  it.each([
    [
      'no answer (network)',
      { code: 'network', data: null },
      'We could not get your pricesWe could not reach our price service. Check your connection, then try again.Try again',
    ],
    [
      'a 500',
      { code: 'server', status: 500, data: { errors: { common: ['server_error'] } } },
      'We could not get your pricesOur price service had a problem. Your choices are kept: please try again.Try again',
    ],
    [
      'a 422 with the server’s words',
      { code: 'input', status: 422, data: { type: 'input', codes: ['invalid'], messages: ['No vans that day'] } },
      'We cannot price this job as it standsNo vans that day Trying again will not change this answer. Check your addresses and items, or contact us and we will price your job for you.',
    ],
    [
      'a 403',
      { code: 'http', status: 403, data: { errors: { common: ['forbidden'] } } },
      'We cannot price this job as it standsTrying again will not change this answer. Check your addresses and items, or contact us and we will price your job for you.',
    ],
  ])('%s: exactly one alert on the step, no internal code in its words', async (_, failure, words) => {
    const step = priceStep(failure);
    step.session.experimentsFetched([]);
    await vi.waitFor(() => expect(step.alerts()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(step.alerts()).toHaveLength(1);
    expect(step.alerts()[0]?.textContent).toBe(words);
    expect(step.alerts()[0]?.textContent).not.toMatch(/Reference|server_error|badResponse|invalid\b/);
    expect(step.buttons(/Try again/)).toHaveLength(/Try again$/.test(words) ? 1 : 0);
  });

  it('a 503 with Retry-After: Try again waits, counting down, then asks again', async () => {
    const step = priceStep({
      code: 'server',
      status: 503,
      retryAfterMs: 3000,
      data: { errors: { common: ['server_error'] } },
    });
    step.session.experimentsFetched([]);
    await vi.waitFor(() => expect(step.alerts()).toHaveLength(1));
    const [button] = step.buttons(/Try again/);
    expect(button?.textContent).toBe('Try again in 3 s');
    expect(button?.getAttribute('aria-disabled')).toBe('true');
    button?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(step.save).toHaveBeenCalledTimes(1);
    now += 3000;
    await vi.waitFor(() => expect(step.buttons(/Try again/)[0]?.textContent).toBe('Try again'), { timeout: 2500 });
    expect(step.buttons(/Try again/)[0]?.getAttribute('aria-disabled')).toBeNull();
    step.buttons(/Try again/)[0]?.click();
    await vi.waitFor(() => expect(step.save).toHaveBeenCalledTimes(2));
    expect(step.alerts()).toHaveLength(1);
  });
});
