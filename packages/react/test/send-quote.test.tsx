// The send-quote dialog's view (docs/behaviour/back-office.md §2 "send quote", §5, §8), on React and preact.
import { getQuoteSession, type Listing, type QuoteApi } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { SendQuoteDialog } from '../src/index.js';

const NOW = new Date(2030, 0, 10, 12);
let keys = 0;

const JOB: Listing = {
  category_id: 1,
  pre_listing_id: 'pl-sq',
  pickup_address_data: { postcode: 'SW1A 2AA', latitude: 51.5034, longitude: -0.1276, ISO_3166_1_Alpha_2: 'GB' },
  delivery_address_data: { postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791, ISO_3166_1_Alpha_2: 'GB' },
  move_items: [
    {
      item_id: 211,
      name: '3 seater sofa',
      quantity: 1,
      fake_id: 'sofa',
      width: 210,
      height: 85,
      depth: 95,
      weight: 55,
    },
  ],
};

/** A priced job on the demo adapter (its send call replaceable), and the dialog's button on it. */
async function setUp(
  options: {
    isAdmin?: boolean;
    locale?: 'en-GB' | 'es-ES';
    userInfo?: Listing['user_info'];
    sendQuote?: (demo: QuoteApi) => QuoteApi['sendQuote'];
  } = {},
) {
  const key = `sq-view-${++keys}`;
  const demo = createDemoAdapters({ latencyMs: 0, now: () => NOW });
  const sent: string[] = [];
  const send = options.sendQuote ? options.sendQuote(demo.quote) : demo.quote.sendQuote;
  const api: QuoteApi = {
    ...demo.quote,
    sendQuote: (id, request, signal) => {
      sent.push(request.quotes_to);
      return send(id, request, signal);
    },
  };
  const session = getQuoteSession(key, {
    api,
    drafts: false,
    now: () => NOW.getTime(),
    context: { category: 'furniture' },
  });
  session.update((state) => ({
    ...state,
    listing: { ...JOB, ...(options.userInfo ? { user_info: options.userInfo } : {}) },
  }));
  session.experimentsFetched([]);
  await session.settled();
  const mounted = mount(
    <SendQuoteDialog session={key} locale={options.locale ?? 'en-GB'} isAdmin={options.isAdmin ?? false} />,
  );
  return { ...mounted, session, sent };
}

const button = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name);
const field = (root: ParentNode, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  return root.querySelector<HTMLInputElement>(`[id="${found?.htmlFor}"]`);
};
const type = (input: HTMLInputElement | null, value: string) => {
  if (!input) throw new Error('no field');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const openDialog = async (container: Element, opener: string) => {
  await vi.waitFor(() => expect(button(container, opener)).toBeDefined());
  button(container, opener)?.click();
  return vi.waitFor(() => container.querySelector<HTMLDialogElement>('dialog[open]') ?? Promise.reject());
};
const dialogName = (dialog: Element) =>
  dialog.querySelector(`[id="${dialog.getAttribute('aria-labelledby')}"]`)?.textContent;
const errorBeside = (dialog: Element, name: string) =>
  dialog.querySelector(`[data-field=${name}] [part=field-error]`) as HTMLElement | null;
const send = (dialog: Element) => button(dialog, 'Send quote')?.click();

describe('<SendQuoteDialog>', () => {
  it('a customer’s button opens “Email this quote” with named fields for a person’s name and address', async () => {
    const { container } = await setUp();
    const dialog = await openDialog(container, 'Email me this quote');
    expect(dialogName(dialog)).toBe('Email this quote');
    const name = field(dialog, 'Name');
    const email = field(dialog, 'Email address');
    expect(name?.getAttribute('autocomplete')).toBe('name');
    expect(email?.getAttribute('autocomplete')).toBe('email');
    expect(email?.getAttribute('inputmode')).toBe('email');
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('refusals show beside their field with their code, focus goes to the first; a valid send says where it went', async () => {
    const { container, sent } = await setUp();
    const dialog = await openDialog(container, 'Email me this quote');
    send(dialog);
    await vi.waitFor(() => expect(errorBeside(dialog, 'name')?.textContent).toBe('Error: Enter your name.'));
    expect(errorBeside(dialog, 'name')?.getAttribute('data-code')).toBe('sendQuoteNameMissing');
    expect(errorBeside(dialog, 'email')?.getAttribute('data-code')).toBe('sendQuoteEmailMissing');
    expect(field(dialog, 'Name')?.getAttribute('aria-invalid')).toBe('true');
    expect(field(dialog, 'Name')?.getAttribute('aria-describedby')).toContain(errorBeside(dialog, 'name')?.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Name')));

    type(field(dialog, 'Name'), 'Ann Lee');
    type(field(dialog, 'Email address'), 'ann@example');
    send(dialog);
    await vi.waitFor(() =>
      expect(errorBeside(dialog, 'email')?.textContent).toBe('Error: Please enter a valid email address'),
    );
    expect(errorBeside(dialog, 'name')).toBeNull();
    expect(errorBeside(dialog, 'email')?.getAttribute('data-code')).toBe('not_valid_email');
    await vi.waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Email address')));
    expect(sent).toEqual([]);

    type(field(dialog, 'Email address'), 'ann@example.com');
    send(dialog);
    const status = dialog.querySelector('[part=send-quote-status]');
    await vi.waitFor(() => expect(status?.textContent).toBe('Quote sent to ann@example.com.'));
    expect(status?.getAttribute('role')).toBe('status');
    expect(sent).toEqual(['ann@example.com']);
    expect(dialog.querySelector('form')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(dialog.querySelector('[part=send-quote-close]')));
  });

  it('the server’s not_valid_email shows beside the e-mail; what was typed stays, also after closing and opening again', async () => {
    const { container } = await setUp({
      sendQuote: () => async () => {
        throw Object.assign(new Error('refused'), {
          code: 'input',
          body: { errors: { input: { quotes_to: ['not_valid_email'] } } },
        });
      },
    });
    let dialog = await openDialog(container, 'Email me this quote');
    type(field(dialog, 'Name'), 'Ann');
    type(field(dialog, 'Email address'), 'ann@example.com');
    send(dialog);
    await vi.waitFor(() =>
      expect(errorBeside(dialog, 'email')?.textContent).toBe('Error: Please enter a valid email address'),
    );
    expect(field(dialog, 'Email address')?.value).toBe('ann@example.com');
    button(dialog, 'Close')?.click();
    await vi.waitFor(() => expect(container.querySelector('dialog[open]')).toBeNull());
    dialog = await openDialog(container, 'Email me this quote');
    expect(field(dialog, 'Name')?.value).toBe('Ann');
    expect(field(dialog, 'Email address')?.value).toBe('ann@example.com');
  });

  it('a failure the catalogue does not know reads as words above the form, its code only in data-code', async () => {
    const { container } = await setUp({
      sendQuote: () => async () => {
        throw Object.assign(new Error('refused'), { code: 'input', body: { errors: { common: ['mailer_down'] } } });
      },
    });
    const dialog = await openDialog(container, 'Email me this quote');
    type(field(dialog, 'Name'), 'Ann');
    type(field(dialog, 'Email address'), 'ann@example.com');
    send(dialog);
    const general = await vi.waitFor(() => dialog.querySelector('[part=send-quote-error]') ?? Promise.reject());
    expect(general.getAttribute('data-code')).toBe('mailer_down');
    expect(general.querySelector('[role=alert]')?.textContent).toBe('Server error!');
    expect(dialog.textContent).not.toContain('mailer_down');
  });

  it('Send is busy while the quote is saved and sent, then Send again brings the form back with focus on the name', async () => {
    let release: () => void = () => undefined;
    const { container } = await setUp({
      userInfo: { name: 'Ann Lee', email: 'ann@example.com' },
      sendQuote: (demo) => async (id, request, signal) => {
        await new Promise<void>((resolve) => (release = resolve));
        return demo.sendQuote(id, request, signal);
      },
    });
    const dialog = await openDialog(container, 'Email me this quote');
    expect(field(dialog, 'Name')?.value).toBe('Ann Lee');
    expect(field(dialog, 'Email address')?.value).toBe('ann@example.com');
    send(dialog);
    await vi.waitFor(() => expect(button(dialog, 'Send quote')?.getAttribute('aria-busy')).toBe('true'));
    expect(dialog.querySelector('[part=send-quote-status]')?.textContent).toBe('Sending…');
    release();
    await vi.waitFor(() => expect(button(dialog, 'Send again')).toBeDefined());
    button(dialog, 'Send again')?.click();
    await vi.waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Name')));
    expect(field(dialog, 'Email address')?.value).toBe('ann@example.com');
    expect(dialog.querySelector('[part=send-quote-status]')?.textContent).toBe('');
  });

  it('staff open “Send quote by email” and are asked for the customer’s details', async () => {
    const { container } = await setUp({ isAdmin: true });
    const dialog = await openDialog(container, 'Send quote by email');
    expect(dialogName(dialog)).toBe('Send quote by email');
    expect(field(dialog, 'Email address')?.getAttribute('autocomplete')).toBe('off');
    send(dialog);
    await vi.waitFor(() => expect(errorBeside(dialog, 'name')?.textContent).toBe('Error: Enter the customer’s name.'));
  });

  it('speaks es-ES', async () => {
    const { container } = await setUp({ locale: 'es-ES' });
    const dialog = await openDialog(container, 'Envíame este presupuesto por correo');
    expect(dialogName(dialog)).toBe('Enviar este presupuesto por correo');
    expect(field(dialog, 'Correo electrónico')).not.toBeNull();
  });
});
