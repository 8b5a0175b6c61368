// The admin notes panel's History dialog and removals information (docs/behaviour/back-office.md
// §2 "history", §4 provider change, §7, §8), on React and preact.
import { type AdminUser, allAdminPrivileges, configure, getSession, type QuoteApi } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { AdminNotes } from '../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
let keys = 0;

/** A session with a saved quote (unless told), a booked listing when told, and the panel on it with the demo's tools. */
function setUp(
  options: {
    preListingId?: string | null;
    listingId?: number;
    admin?: AdminUser;
    api?: (demo: QuoteApi) => QuoteApi;
  } = {},
) {
  const key = `ah-view-${++keys}`;
  const demo = createDemoAdapters({ latencyMs: 0 });
  const api = options.api ? options.api(demo.quote) : demo.quote;
  configure({ drafts: false, api, context: { admin: options.admin ?? STAFF } }, key);
  const id = options.preListingId === undefined ? `pl-${key}` : options.preListingId;
  getSession(key).update((state) => ({
    ...state,
    listing: {
      ...state.listing,
      ...(id ? { pre_listing_id: id } : {}),
      ...(options.listingId ? { listing_id: options.listingId } : {}),
      category_id: 1,
      move_items: [],
    },
  }));
  const { container } = mount(<AdminNotes session={key} locale="en-GB" port={async () => demo.admin} />);
  return { container, key, demo, id: id ?? '' };
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name);
const field = <T extends HTMLElement = HTMLInputElement>(root: Element, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  return root.querySelector<T>(`[id="${found?.htmlFor}"]`);
};
const type = (input: HTMLInputElement | HTMLTextAreaElement | null, value: string) => {
  if (!input) throw new Error('no field');
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const part = (root: Element, name: string) => root.querySelector(`[part=${name}]`) as HTMLElement;

/** Opens the History dialog; resolves to it. */
async function openHistory(container: Element) {
  const open = await vi.waitFor(() => button(container, 'History') ?? Promise.reject(new Error('no History button')));
  open.click();
  const dialog = await vi.waitFor(() => container.querySelector('dialog[open]') ?? Promise.reject(new Error('closed')));
  expect(container.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`)?.textContent).toBe('History');
  return dialog as HTMLDialogElement;
}

describe('<AdminNotes> History', () => {
  it('no saved quote yet: the dialog says the history comes with one', async () => {
    const { container } = setUp({ preListingId: null });
    const dialog = await openHistory(container);
    expect(part(dialog, 'history-no-record').textContent).toBe('The history appears once the job has a saved quote.');
    expect(part(dialog, 'listing-history')).toBeNull();
  });

  it('a quote with nothing done yet says so; once saved, the entry’s what, when and who', async () => {
    const { container, demo, id } = setUp();
    const dialog = await openHistory(container);
    await vi.waitFor(() =>
      expect(part(dialog, 'history-none')?.textContent).toBe('Nothing has happened on this quote yet.'),
    );
    dialog.querySelector<HTMLButtonElement>('button[aria-label="Close the history"]')?.click();
    await vi.waitFor(() => expect(container.querySelector('dialog[open]')).toBeNull());
    await demo.quote.savePrelisting(id, { pre_listing_id: id, category_id: 1, move_items: [] });
    await demo.admin.saveAdminNote(id, 'Wants Saturday');
    await openHistory(container);
    const list = await vi.waitFor(() => part(container, 'history-list') ?? Promise.reject(new Error('no list')));
    const entries = [...list.querySelectorAll('li')];
    expect(entries.map((entry) => entry.querySelector('dd')?.textContent)).toEqual(['Quote saved', 'Note added']);
    const facts = [...(entries[1]?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent);
    expect(facts).toEqual(['What', 'When', 'Who']);
    expect(entries[1]?.querySelector('time')?.textContent).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    expect(part(container, 'quote-history').querySelector('h3')?.textContent).toBe(`Quote ${id}`);
  });

  it('a failed read says so with Try again, which reads again', async () => {
    let fail = true;
    const { container } = setUp({
      api: (quote) => ({
        ...quote,
        getPrelistingHistory: async (id, signal) => {
          if (fail) throw new Error('down');
          return quote.getPrelistingHistory(id, signal);
        },
      }),
    });
    const dialog = await openHistory(container);
    const failed = await vi.waitFor(() => part(dialog, 'history-failed') ?? Promise.reject(new Error('not failed')));
    expect(failed.querySelector('[role=alert]')?.textContent).toContain('The history could not be loaded.');
    fail = false;
    button(failed, 'Try again')?.click();
    await vi.waitFor(() => expect(part(dialog, 'history-none')).not.toBeNull());
  });

  it('a booked listing: its pending provider change declined without a reason is refused, then with one saved', async () => {
    const { container, demo } = setUp({ listingId: 4711 });
    const dialog = await openHistory(container);
    const listing = await vi.waitFor(
      () => part(dialog, 'listing-history-list') ?? Promise.reject(new Error('no list')),
    );
    expect(part(dialog, 'listing-history').querySelector('h3')?.textContent).toBe('Booked listing 4711');
    const change = part(listing, 'provider-change');
    expect(change.textContent).toContain('From Swift Vans to Northern Removals');
    expect(part(change, 'provider-change-status').textContent).toBe('Waiting for an answer');
    button(change, 'Decline change')?.click();
    const error = await vi.waitFor(
      () => change.querySelector('[part=field-error]') ?? Promise.reject(new Error('no error')),
    );
    expect(error.textContent).toBe('Error: Enter the reason for declining.');
    expect(error.getAttribute('data-code')).toBe('providerChangeReasonMissing');
    const reason = field<HTMLTextAreaElement>(change, 'Reason');
    expect(reason?.getAttribute('aria-invalid')).toBe('true');
    expect((await demo.admin.getListingHistory(4711))[2]).toMatchObject({ status: 'pending' });
    type(reason, 'Customer wants Swift');
    await vi.waitFor(() => expect(reason?.getAttribute('aria-invalid')).toBeNull());
    button(change, 'Decline change')?.click();
    await vi.waitFor(() => expect(part(change, 'outcome')?.textContent).toBe('Save was successful'));
    expect(part(change, 'provider-change-status').textContent).toBe('Declined');
    expect(change.textContent).toContain('Reason: Customer wants Swift');
    expect(button(change, 'Accept change')).toBeUndefined();
    expect((await demo.admin.getListingHistory(4711))[2]).toMatchObject({ status: 'declined' });
  });

  it('without the provider change privilege the change is shown and cannot be answered', async () => {
    const { container } = setUp({ listingId: 4711, admin: { userId: '9', privileges: { notes: { write: true } } } });
    const dialog = await openHistory(container);
    const change = await vi.waitFor(() => part(dialog, 'provider-change') ?? Promise.reject(new Error('none')));
    expect(change.textContent).toContain('Your account cannot answer provider changes.');
    expect(button(change, 'Accept change')).toBeUndefined();
  });
});

describe('<AdminNotes> removals information', () => {
  it('labelled fields; a count that is no whole number refused beside it; saved with the outcome', async () => {
    const { container, demo, id } = setUp();
    const removals = await vi.waitFor(() => part(container, 'removals-form') ?? Promise.reject(new Error('no form')));
    const bedrooms = field(removals, 'Bedrooms');
    type(field(removals, 'Property type'), 'Flat');
    type(bedrooms, 'three');
    (removals.querySelector('[data-field] input[type=checkbox]') as HTMLInputElement | null)?.click();
    button(removals, 'Save removals information')?.click();
    const error = await vi.waitFor(
      () => removals.querySelector('[part=field-error]') ?? Promise.reject(new Error('no error')),
    );
    expect(error.textContent).toBe('Error: Enter a whole number from 0 to 99.');
    expect(bedrooms?.getAttribute('aria-invalid')).toBe('true');
    expect(bedrooms?.value).toBe('three');
    type(bedrooms, '3');
    type(field(removals, 'Pickup floor'), '2');
    const lift = [...removals.querySelectorAll('label')]
      .find((l) => l.textContent === 'Lift at pickup')
      ?.querySelector('input');
    lift?.click();
    button(removals, 'Save removals information')?.click();
    await vi.waitFor(() => expect(part(removals, 'outcome')?.textContent).toBe('Save was successful'));
    expect(await demo.admin.getRemovalsInfo(id)).toEqual({
      property_type: 'Flat',
      bedrooms: 3,
      pickup_floor: 2,
      pickup_lift: true,
    });
  });
});
