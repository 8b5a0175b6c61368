// Where the send-quote dialog is offered (docs/behaviour/quote-flow.md §2, the price step;
// docs/behaviour/back-office.md §2 "send quote"): under the prices of the quote flow once they
// show, and in the admin notes panel for staff. On React and preact.
import {
  type AdminUser,
  allAdminPrivileges,
  configure,
  getQuoteSession,
  getSession,
  type Listing,
  withStepFlow,
} from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { AdminNotes, QuoteFlow } from '../src/index.js';
import { FlowSendQuote } from '../src/send-quote/send-quote-part.js';

const NOW = new Date(2030, 0, 10, 12);
const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
const PRICES = { '2030-01-14': { standard: { fixed_1: 149 } } } as unknown as Listing['prices'];
let keys = 0;

const JOB: Partial<Listing> = {
  category_id: 1,
  pickup_address_data: { formatted_address: 'Leeds LS1 4DY, UK', latitude: 53.7957, longitude: -1.5479 },
  delivery_address_data: { formatted_address: 'York YO1 7HH, UK', latitude: 53.9583, longitude: -1.0803 },
  move_items: [{ name: 'Sofa', quantity: 1, fake_id: 'sofa', width: 200, height: 90, depth: 90, weight: 40 }],
};

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name);
const dialogName = (dialog: Element) =>
  dialog.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`)?.textContent;

describe('the flow’s “Email me this quote”', () => {
  it('shows only while prices are on screen: none before, none while blurred', async () => {
    const key = `sq-part-${++keys}`;
    configure({ drafts: false }, key);
    const session = getSession(key);
    const { container } = mount(<FlowSendQuote part="flow-send-quote" session={key} locale="en-GB" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('button')).toBeNull();
    session.update((state) => ({ ...state, listing: { ...state.listing, prices: PRICES } }));
    await vi.waitFor(() => expect(button(container, 'Email me this quote')).toBeDefined());
    session.update((state) => ({ ...state, ui: { ...state.ui, pricesBlurred: true } }));
    await vi.waitFor(() => expect(container.querySelector('button')).toBeNull());
  });

  it('sits under the price calendar in the price step and opens “Email this quote”', async () => {
    const key = `sq-flow-${++keys}`;
    const demo = createDemoAdapters({ latencyMs: 0, now: () => NOW });
    configure({ drafts: false, api: demo.quote, now: () => NOW.getTime(), context: { category: 'furniture' } }, key);
    const session = withStepFlow(getQuoteSession(key));
    session.update((state) => ({ ...state, listing: { ...state.listing, ...JOB } }));
    const { container } = mount(<QuoteFlow session={key} category="furniture" locale="en-GB" />);
    session.goToFlowStep('listing-price-options');
    const opener = await vi.waitFor(
      () =>
        container.querySelector<HTMLButtonElement>('[data-flow-field=pickup_date] [part=send-quote-open]') ??
        Promise.reject(),
      { timeout: 5000 },
    );
    expect(opener.textContent).toBe('Email me this quote');
    expect(opener.getAttribute('data-variant')).toBe('secondary');
    opener.click();
    const dialog = await vi.waitFor(() => container.querySelector('dialog[open]') ?? Promise.reject());
    expect(dialogName(dialog)).toBe('Email this quote');
  });

  it('an admin working in the flow gets the staff dialog', async () => {
    const key = `sq-part-${++keys}`;
    configure({ drafts: false, context: { admin: STAFF } }, key);
    getSession(key).update((state) => ({ ...state, listing: { ...state.listing, prices: PRICES } }));
    const { container } = mount(<FlowSendQuote part="flow-send-quote" session={key} locale="en-GB" />);
    await vi.waitFor(() => expect(button(container, 'Send quote by email')).toBeDefined());
  });
});

describe('the admin notes panel’s “Send quote by email”', () => {
  it('opens the staff dialog on the panel’s session', async () => {
    const key = `sq-notes-${++keys}`;
    const demo = createDemoAdapters({ latencyMs: 0, now: () => NOW });
    configure({ drafts: false, api: demo.quote, now: () => NOW.getTime(), context: { admin: STAFF } }, key);
    getSession(key).update((state) => ({
      ...state,
      listing: { ...state.listing, ...JOB, pre_listing_id: `pl-${key}`, user_info: { email: 'ann@example.com' } },
    }));
    const { container } = mount(<AdminNotes session={key} locale="en-GB" port={async () => demo.admin} />);
    const part = await vi.waitFor(() => container.querySelector('[part=send-quote]') ?? Promise.reject());
    await vi.waitFor(() => expect(button(part, 'Send quote by email')).toBeDefined());
    button(part, 'Send quote by email')?.click();
    const dialog = await vi.waitFor(() => container.querySelector('dialog[open]') ?? Promise.reject());
    expect(dialogName(dialog)).toBe('Send quote by email');
    const email = [...dialog.querySelectorAll('input')].find((input) => input.type === 'email');
    expect(email?.value).toBe('ann@example.com');
  });
});
