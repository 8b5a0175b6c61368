import { configure, getQuoteSession } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { defineElements } from '../src/define.js';
import { timeOptionsElement } from '../src/time-options/time-options.element.js';
import { mount, runConformance } from './conformance.js';

const base = (root: ShadowRoot) => root.querySelector<HTMLElement>('[part=base]');
const DAY = '2030-01-14';

describe('<hk-time-options> conformance', () => {
  runConformance({ definition: timeOptionsElement, rendered: base });
});

describe('<hk-time-options>', () => {
  const [tag = ''] = defineElements([timeOptionsElement], { prefix: 'to' });

  it('before a day is chosen: the heading and the sentence', async () => {
    const { root } = await mount(tag, { session: 'to-empty' });
    await vi.waitFor(() =>
      expect(root.querySelector('[part=message]')?.textContent).toBe('Choose a day to see the times.'),
    );
    expect(root.querySelector('[part=heading]')?.textContent).toBe('Collection time');
  });

  it('a time chosen inside the shadow root joins the cart and emits hk-change with selectedTimeOption', async () => {
    configure({ drafts: false, now: () => new Date(2030, 0, 10, 12).getTime() }, 'to-choose');
    const session = getQuoteSession('to-choose');
    session.update((state) => ({
      ...state,
      listing: {
        ...state.listing,
        pickup_date: DAY,
        prices: { [DAY]: 149 },
        listing_cart: [{ type: 'priceOption', amount: 149 }],
        availableTimeOptions: {
          '0800-1200': { from: 8, to: 12, price: 25 },
          '0800-1800': { from: 8, to: 18, price: 0 },
        },
      },
    }));
    const heard = vi.fn();
    document.addEventListener('hk-change', heard);
    const { root } = await mount(tag, { session: 'to-choose' });
    const radio = await vi.waitFor(
      () => root.querySelector<HTMLInputElement>('input[type=radio][value="0800-1200"]') ?? Promise.reject(),
    );
    radio.click();
    await vi.waitFor(() =>
      expect(
        heard.mock.calls.some(([event]) => {
          const listing = (event as CustomEvent).detail;
          return (
            listing.selectedTimeOption === '0800-1200' &&
            listing.listing_cart?.some(
              (line: { type: string; amount: number }) => line.type === 'timeOption' && line.amount === 25,
            )
          );
        }),
      ).toBe(true),
    );
    document.removeEventListener('hk-change', heard);
  });

  it('category="man-and-van": the hourly-rate variant, and the session’s category becomes man-and-van', async () => {
    configure({ drafts: false }, 'to-hourly');
    const { root } = await mount(tag, { session: 'to-hourly', category: 'man-and-van' });
    await vi.waitFor(() => expect(base(root)?.dataset.variant).toBe('hourly'));
    expect(root.querySelector('[part=heading]')?.textContent).toBe('Hours and start time');
    expect(root.querySelector('[part=quantity]')).not.toBeNull();
    expect(getQuoteSession('to-hourly').$context.get().category).toBe('man-and-van');
  });
});
