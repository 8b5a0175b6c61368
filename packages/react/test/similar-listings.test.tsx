// The similar-listing tool's view (docs/behaviour/back-office.md §2, §3, §5, §7, §8), on React and preact.
import {
  type AdminUser,
  allAdminPrivileges,
  configure,
  type SimilarListing,
  type SimilarListingApi,
} from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { SimilarListings } from '../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
const NOW = new Date(2027, 0, 31, 15);
let keys = 0;

const job = (id: number): SimilarListing => ({
  listing_id: `L-${id}`,
  colour: '#4363d8',
  pickup_lat: 51.5,
  pickup_lng: -0.1,
  delivery_lat: 53.8,
  delivery_lng: -1.55,
  provider: { tp_id: 5000 + id, nickname: `Van ${id}` },
  listingCommunications: [],
});

function setUp(
  options: {
    admin?: AdminUser;
    port?: Partial<SimilarListingApi>;
    jobs?: SimilarListing[];
    jobDetails?: (job: SimilarListing) => null;
  } = {},
) {
  const key = `sl-view-${++keys}`;
  configure({ drafts: false, now: () => NOW.getTime(), context: { admin: options.admin ?? STAFF } }, key);
  const api: SimilarListingApi = {
    findSimilarListings: vi.fn(async () => ({
      listings: options.jobs ?? [job(1), { ...job(2), pickup_address: 'Leeds', delivery_address: 'York' }],
    })),
    callProvider: vi.fn(async () => ({}) as never),
    sendProviderSms: vi.fn(async (request) => ({
      listing: {
        listingCommunications: [
          { recipient_id: request.user_id, type: 'provider-similar-jobs' as const, channel: 'sms' as const },
        ],
      },
    })),
    sendProviderEmail: vi.fn(async () => ({}) as never),
    ...options.port,
  };
  const { container } = mount(
    <SimilarListings session={key} listingId="L-0" port={async () => api} jobDetails={options.jobDetails} />,
  );
  return { container, api };
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name);
const field = <T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  return root.querySelector<T>(`[id="${found?.htmlFor}"]`);
};
const type = (input: HTMLInputElement | HTMLTextAreaElement | null, value: string) => {
  if (!input) throw new Error('no field');
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
const ready = (root: Element) =>
  vi.waitFor(() => expect(root.querySelector('[part=base]')?.getAttribute('data-state')).toBe('ready'));
const listbox = (root: Element) => root.querySelector('[role=listbox]') as HTMLElement;
const selectedIds = (root: Element) =>
  [...root.querySelectorAll('[role=option][aria-selected=true]')].map((option) =>
    option.getAttribute('data-listing-id'),
  );
const find = async (root: Element) => {
  await ready(root);
  button(root, 'Find similar jobs')?.click();
  return vi.waitFor(() => listbox(root) ?? Promise.reject(new Error('no list')));
};

describe('<SimilarListings>', () => {
  it('lists the jobs, selects the first after 300 ms, and keeps the selection in step by keyboard and mouse', async () => {
    const { container } = setUp();
    const list = await find(container);
    const options = [...list.querySelectorAll('[role=option]')];
    expect(options).toHaveLength(2);
    expect(options[0]?.textContent).toContain('Listing L-1');
    expect(options[0]?.textContent).toContain('51.5000, -0.1000 → 53.8000, -1.5500');
    expect(options[0]?.textContent).toContain('Van 1 (provider 5001)');
    expect(options[1]?.textContent).toContain('Leeds → York');
    expect(options[0]?.querySelector<HTMLElement>('[aria-hidden=true]')?.style.background).toContain('#4363d8');
    expect(selectedIds(container)).toEqual([]);
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    expect(list.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    key(list, 'ArrowDown');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-2']));
    expect(list.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    key(list, 'ArrowDown');
    key(list, 'Home');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    key(list, 'End');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-2']));
    key(list, 'ArrowUp');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    (options[1] as HTMLElement).click();
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-2']));
    expect(container.querySelector('[part=selected]')?.getAttribute('data-listing-id')).toBe('L-2');
  });

  it('a text is refused without a message, then confirmed, sent and recorded in the list', async () => {
    const { container, api } = setUp();
    await find(container);
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    button(container, 'Text provider')?.click();
    const dialog = await vi.waitFor(() => container.querySelector('[part=contact]') ?? Promise.reject());
    expect(dialog.getAttribute('data-channel')).toBe('sms');
    button(container, 'Continue')?.click();
    const error = await vi.waitFor(
      () => container.querySelector('[part=contact] [part=field-error]') ?? Promise.reject(),
    );
    expect(error.textContent).toContain('Enter the message.');
    expect(api.sendProviderSms).not.toHaveBeenCalled();
    type(field<HTMLTextAreaElement>(container, 'Message'), 'Going to Leeds on Friday?');
    button(container, 'Continue')?.click();
    await vi.waitFor(() =>
      expect(container.querySelector('[part=confirm]')?.textContent).toBe(
        'Send this text to Van 1 (provider 5001) about listing L-1?',
      ),
    );
    button(container, 'Send text')?.click();
    await vi.waitFor(() =>
      expect(container.querySelector('[part=contact]')?.textContent).toContain('Text sent and recorded.'),
    );
    expect(api.sendProviderSms).toHaveBeenCalledWith({
      user_id: 5001,
      listing_id: 'L-1',
      message: 'Going to Leeds on Friday?',
    });
    const row = container.querySelector('[role=option][data-listing-id="L-1"]');
    expect(row?.querySelector('[part=badges]')?.textContent).toBe('1 × text');
    expect(container.querySelector('[part=communications]')?.textContent).toBe('Text');
    button(container, 'Close')?.click();
    await vi.waitFor(() => expect(container.querySelector('[part=contact]')).toBeNull());
  });

  it('an admin without the similar-listings privilege finds jobs but is offered no contact', async () => {
    const { container } = setUp({ admin: { userId: '8', privileges: {} } });
    await vi.waitFor(() =>
      expect(container.querySelector('[part=base]')?.getAttribute('data-state')).toBe('noPermission'),
    );
    expect(container.querySelector('[part=explain]')?.textContent).toContain('not contact providers');
    button(container, 'Find similar jobs')?.click();
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    expect(container.querySelector('[part=selected]')?.textContent).toContain('Van 1 (provider 5001)');
    expect(button(container, 'Call provider')).toBeUndefined();
    expect(container.querySelector('[part=contact-actions]')).toBeNull();
  });

  it('no jobs shows the warning of §8', async () => {
    const { container } = setUp({ jobs: [] });
    await ready(container);
    button(container, 'Find similar jobs')?.click();
    const empty = await vi.waitFor(() => container.querySelector('[part=empty]') ?? Promise.reject());
    expect(empty.textContent).toBe('Sorry, no similar jobs found for this listing.');
    expect(listbox(container)).toBeNull();
  });

  it('a failed search shows the server’s messages as danger and keeps what was typed', async () => {
    const { container } = setUp({
      port: {
        findSimilarListings: async () => {
          throw Object.assign(new Error('x'), { messages: ['Listing is archived', 'Ask support'] });
        },
      },
    });
    await ready(container);
    type(field(container, 'Custom filter'), '{"vehicle":"luton"}');
    type(field(container, 'From'), '02/02/2027');
    button(container, 'Find similar jobs')?.click();
    const failed = await vi.waitFor(() => container.querySelector('[part=failed]') ?? Promise.reject());
    expect(failed.querySelector('[role=alert]')?.textContent).toBe('The search failed:Listing is archivedAsk support');
    expect(field(container, 'Custom filter')?.value).toBe('{"vehicle":"luton"}');
    expect(field(container, 'From')?.value).toBe('02/02/2027');
  });

  it('a date past the month is refused beside its field and nothing is asked', async () => {
    const { container, api } = setUp();
    await ready(container);
    type(field(container, 'To'), '01/03/2027');
    button(container, 'Find similar jobs')?.click();
    const error = await vi.waitFor(() => container.querySelector('[part=field-error]') ?? Promise.reject());
    expect(error.textContent).toBe('Choose a day up to 28/02/2027.');
    expect(error.getAttribute('data-code')).toBe('similarDateTooFar');
    expect(api.findSimilarListings).not.toHaveBeenCalled();
  });

  it('500 jobs: a selection change renders only the two rows it touches', async () => {
    const renders = new Map<string, number>();
    const jobDetails = (entry: SimilarListing) => {
      renders.set(String(entry.listing_id), (renders.get(String(entry.listing_id)) ?? 0) + 1);
      return null;
    };
    const { container } = setUp({ jobs: Array.from({ length: 500 }, (_, index) => job(index + 1)), jobDetails });
    const list = await find(container);
    expect(list.querySelectorAll('[role=option]')).toHaveLength(500);
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-1']));
    renders.clear();
    key(list, 'ArrowDown');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-2']));
    expect([...renders.keys()].sort()).toEqual(['L-1', 'L-2']);
    renders.clear();
    key(list, 'End');
    await vi.waitFor(() => expect(selectedIds(container)).toEqual(['L-500']));
    expect([...renders.keys()].sort()).toEqual(['L-2', 'L-500']);
  });
});
