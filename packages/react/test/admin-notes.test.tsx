// The admin notes panel's view (docs/behaviour/back-office.md §3, §5, §7, §8, §9), on React and preact.
import {
  type AdminUser,
  allAdminPrivileges,
  type CardPaymentRequestDetail,
  configure,
  getSession,
  type PrelistingAdminApi,
} from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { AdminNotes } from '../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
const NOW = new Date(2030, 0, 10, 12);
let keys = 0;

/** A session with a saved quote (unless told), who is signed in, and the panel on it with the demo's admin tools. */
function setUp(
  options: {
    admin?: AdminUser | null;
    locale?: 'en-GB' | 'es-ES';
    preListingId?: string | null;
    port?: (demo: PrelistingAdminApi) => PrelistingAdminApi | undefined;
    onTakeCardPayment?: (detail: CardPaymentRequestDetail) => void;
  } = {},
) {
  const key = `an-view-${++keys}`;
  const demo = createDemoAdapters({ latencyMs: 0, now: () => NOW });
  const admin = options.admin === undefined ? STAFF : options.admin;
  configure({ drafts: false, api: demo.quote, now: () => NOW.getTime(), context: { admin } }, key);
  const id = options.preListingId === undefined ? `pl-${key}` : options.preListingId;
  getSession(key).update((state) => ({
    ...state,
    listing: {
      ...state.listing,
      ...(id ? { pre_listing_id: id } : {}),
      category_id: 1,
      move_items: [],
      listing_cart: [{ type: 'priceOption', amount: 149 }],
    },
  }));
  const port = options.port ? options.port(demo.admin) : demo.admin;
  const { container } = mount(
    <AdminNotes
      session={key}
      locale={options.locale ?? 'en-GB'}
      port={async () => port}
      onTakeCardPayment={options.onTakeCardPayment}
    />,
  );
  return { container, key, demo };
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
const section = (root: Element, part: string) => root.querySelector(`[part=${part}]`) as HTMLElement;
const ready = (root: Element) =>
  vi.waitFor(() => {
    expect(root.querySelector('[part=base]')?.getAttribute('data-state')).toBe('ready');
    expect(root.querySelector('[part=numbers]')).not.toBeNull();
  });

describe('<AdminNotes>', () => {
  it('a region named Admin notes with the customer’s numbers and the current call', async () => {
    const { container } = setUp();
    await ready(container);
    const region = container.querySelector('section[part=base]');
    expect(container.querySelector(`[id="${region?.getAttribute('aria-labelledby')}"]`)?.textContent).toBe(
      'Admin notes',
    );
    expect(section(container, 'calls').textContent).toContain('Customer’s numbers');
    expect(container.querySelectorAll('[part=numbers] li').length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(container.querySelector('[part=call]')?.textContent).toContain('Call id'));
  });

  it('the current call offers a card payment on it for this quote when the host can open one', async () => {
    const taken = vi.fn();
    const { container, key } = setUp({ onTakeCardPayment: taken });
    await ready(container);
    const take = await vi.waitFor(() => button(container, 'Take a card payment on this call') ?? Promise.reject());
    take.click();
    expect(taken).toHaveBeenCalledTimes(1);
    expect(taken.mock.calls[0]?.[0]).toEqual({
      callId: expect.stringMatching(/^CA[0-9a-f]{32}$/),
      amount: 149,
      currency: 'GBP',
      reference: `pl-${key}`,
    });
    const plain = setUp();
    await ready(plain.container);
    await vi.waitFor(() => expect(plain.container.querySelector('[part=call]')).not.toBeNull());
    expect(button(plain.container, 'Take a card payment on this call')).toBeUndefined();
  });

  it('an empty note is refused beside its field; a note is saved, listed and the field emptied', async () => {
    const { container } = setUp();
    await ready(container);
    const notes = section(container, 'notes');
    const note = field<HTMLTextAreaElement>(notes, 'New note');
    button(notes, 'Add note')?.click();
    const error = await vi.waitFor(() => notes.querySelector('[part=field-error]') ?? Promise.reject());
    expect(error.textContent).toBe('Error: Enter the note.');
    expect(error.getAttribute('data-code')).toBe('noteMissing');
    expect(note?.getAttribute('aria-invalid')).toBe('true');
    expect(note?.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    type(note, 'Called, wants a Saturday');
    await vi.waitFor(() => expect(note?.getAttribute('aria-invalid')).toBeNull());
    button(notes, 'Add note')?.click();
    await vi.waitFor(() =>
      expect(notes.querySelector('[part=outcome] [role=status]')?.textContent).toBe('Save was successful'),
    );
    await vi.waitFor(() =>
      expect(notes.querySelector('[part=note-list]')?.textContent).toContain('Called, wants a Saturday'),
    );
    expect(note?.value).toBe('');
  });

  it('a refused save says the first error as an alert and keeps the note typed', async () => {
    const { container } = setUp({
      port: (demo) => ({
        ...demo,
        saveAdminNote: async () => {
          throw Object.assign(new Error('refused'), { code: 'permission' });
        },
      }),
    });
    await ready(container);
    const notes = section(container, 'notes');
    type(field<HTMLTextAreaElement>(notes, 'New note'), 'Keep me');
    button(notes, 'Add note')?.click();
    const alert = await vi.waitFor(() => notes.querySelector('[part=outcome] [role=alert]') ?? Promise.reject());
    expect(alert.textContent).not.toBe('');
    expect(notes.querySelector('[part=outcome]')?.getAttribute('data-ok')).toBe('false');
    expect(field<HTMLTextAreaElement>(notes, 'New note')?.value).toBe('Keep me');
  });

  it('the SMS is prefilled with the default text; another period is warned about; it is sent', async () => {
    const { container } = setUp();
    await ready(container);
    const sms = section(container, 'sms');
    const message = field<HTMLTextAreaElement>(sms, 'Message');
    await vi.waitFor(() => expect(message?.value).toMatch(/48 hours/));
    expect(sms.querySelector('[part=sms-warning]')).toBeNull();
    expect(field<HTMLSelectElement>(sms, 'Number')?.value).not.toBe('');
    type(message, 'Free cancellation up to 5 days before your move.');
    const warning = await vi.waitFor(() => sms.querySelector('[part=sms-warning]') ?? Promise.reject());
    expect(warning.getAttribute('data-kind')).toBe('wrong');
    expect(warning.textContent).toContain('48 hours');
    expect(message?.getAttribute('aria-describedby')?.split(' ')).toContain(warning.id);
    button(sms, 'Send text')?.click();
    await vi.waitFor(() =>
      expect(sms.querySelector('[part=outcome] [role=status]')?.textContent).toBe('Save was successful'),
    );
  });

  it('a call back before today is refused and the date typed is kept; a later day is saved', async () => {
    const { container } = setUp();
    await ready(container);
    const form = section(container, 'call-back');
    expect(form.textContent).toContain('DD/MM/YYYY');
    const date = field(form, 'Date');
    type(date, '09/01/2030');
    button(form, 'Save call back')?.click();
    const error = await vi.waitFor(
      () => form.querySelector('[data-field=call_back_date] [part=field-error]') ?? Promise.reject(),
    );
    expect(error.getAttribute('data-code')).toBe('callBackDateBeforeToday');
    expect(error.textContent).toBe('Error: Choose today or a later day.');
    expect(date?.getAttribute('aria-invalid')).toBe('true');
    expect(date?.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(date?.value).toBe('09/01/2030');
    type(date, '14/01/2030');
    type(field(form, 'Time'), '14:30');
    button(form, 'Save call back')?.click();
    await vi.waitFor(() =>
      expect(form.querySelector('[part=outcome] [role=status]')?.textContent).toBe('Save was successful'),
    );
    expect(form.querySelector('[part=field-error]')).toBeNull();
  });

  it('hot business lead and sync with AVB are switches saved when flipped', async () => {
    const { container } = setUp();
    await ready(container);
    const flags = container.querySelector('[part=flags]') as HTMLElement;
    const hot = await vi.waitFor(() => {
      const input = flags.querySelector<HTMLInputElement>('[part=hot-lead] input[role=switch]');
      expect(input?.disabled).toBe(false);
      return input as HTMLInputElement;
    });
    expect(flags.querySelector('[part=sync-with-avb] input[role=switch]')).not.toBeNull();
    hot.click();
    await vi.waitFor(() =>
      expect(flags.querySelector('[part=hot-lead] [role=status]')?.textContent).toBe('Save was successful'),
    );
    expect(hot.checked).toBe(true);
  });

  it('without the notes privilege everything is read-only and says why', async () => {
    const { container } = setUp({ admin: { userId: '3', privileges: { adminBar: { show: true } } } });
    await vi.waitFor(() =>
      expect(container.querySelector('[part=base]')?.getAttribute('data-state')).toBe('noPermission'),
    );
    expect(container.querySelector('[part=explain]')?.getAttribute('data-reason')).toBe('noPermission');
    expect(button(container, 'Add note')).toBeUndefined();
    expect(button(container, 'Save call back')).toBeUndefined();
    expect(field(section(container, 'call-back'), 'Date')?.readOnly).toBe(true);
  });

  it('no saved quote: says notes come with one; nobody signed in as admin: nothing', async () => {
    const first = setUp({ preListingId: null });
    await vi.waitFor(() =>
      expect(first.container.querySelector('[part=explain]')?.getAttribute('data-reason')).toBe('noRecord'),
    );
    expect(first.container.textContent).toContain('Notes appear once the job has a saved quote.');
    const second = setUp({ admin: null });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vi.waitFor(() => expect(second.container.textContent).toBe(''), { timeout: 3000 });
  });

  it('es-ES words', async () => {
    const { container } = setUp({ locale: 'es-ES' });
    await ready(container);
    const region = container.querySelector('section[part=base]');
    expect(container.querySelector(`[id="${region?.getAttribute('aria-labelledby')}"]`)?.textContent).toBe(
      'Notas de administración',
    );
    expect(button(container, 'Añadir nota')).toBeDefined();
  });
});
