// The admin bar's view (docs/behaviour/back-office.md §2, §6, §7, §8), on React and preact.
import { type AdminBarPort, type AdminUser, allAdminPrivileges, configure, getSession } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { AdminBar } from '../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
let keys = 0;

/** An admin price port that answers at once: the info, or a calculation of the query's price and margin. */
function pricePort(): AdminBarPort & { calls: unknown[] } {
  const calls: unknown[] = [];
  const answer = (price: number, margin: number) => ({
    customer_price: price,
    margin,
    provider_price: Math.round(price * (100 - margin)) / 100,
    default_margin: 20,
  });
  return {
    calls,
    getAdminPriceInfo: async (id) => {
      calls.push(['info', id]);
      return answer(240, 20);
    },
    calculateAdminPrice: async (id, query) => {
      calls.push(['calculate', id, query]);
      return answer(Number(query.price ?? 240), Number(query.margin ?? 20));
    },
  };
}

/** A session with a saved quote and who is signed in (an admin, or nobody); the bar on it. */
function setUp(admin: AdminUser | null = STAFF, locale: 'en-GB' | 'es-ES' = 'en-GB') {
  const key = `ab-view-${++keys}`;
  const port = pricePort();
  configure({ drafts: false, api: createDemoAdapters({ latencyMs: 0 }).quote, context: { admin } }, key);
  getSession(key).update((state) => ({
    ...state,
    listing: { ...state.listing, pre_listing_id: `pl-${key}`, category_id: 1, move_items: [] },
  }));
  const { container } = mount(<AdminBar session={key} locale={locale} port={async () => port} />);
  return { container, port, key };
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
const field = (root: Element, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  return root.querySelector<HTMLInputElement>(`[id="${found?.htmlFor}"]`);
};
const type = (input: HTMLInputElement | null, value: string) => {
  if (!input) throw new Error('no field');
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('<AdminBar>', () => {
  it('an admin sees a region named Admin with the job’s state, quote number and total', async () => {
    const { container, key } = setUp();
    const region = await vi.waitFor(() => container.querySelector('section') ?? Promise.reject());
    const title = container.querySelector(`[id="${region.getAttribute('aria-labelledby')}"]`);
    expect(title?.textContent).toBe('Admin');
    await vi.waitFor(() => expect(container.querySelector('[part=facts]')).not.toBeNull());
    const facts = container.querySelector('[part=facts]');
    expect(facts?.getAttribute('data-job-state')).toBe('quote');
    expect(facts?.textContent).toContain('Quote');
    expect(facts?.textContent).toContain(`pl-${key}`);
    expect(container.querySelector('[part=total]')?.textContent).toBe('£0.00');
  });

  it('renders nothing for someone who is not an admin', async () => {
    const { container, port } = setUp(null);
    // Who is signed in is asked first (the bar says it is checking), then nothing is left.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await vi.waitFor(() => expect(container.querySelector('[part=base]')).toBeNull(), { timeout: 3000 });
    expect(container.querySelector('section')).toBeNull();
    expect(container.textContent).toBe('');
    expect(port.calls).toEqual([]);
  });

  it('Admin price is a disclosure: aria-expanded and aria-controls, the info figures in money and percent', async () => {
    const { container } = setUp();
    const toggle = await vi.waitFor(() => button(container, 'Admin price') ?? Promise.reject());
    const panel = container.querySelector(`[id="${toggle.getAttribute('aria-controls')}"]`) as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    toggle.click();
    await vi.waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(panel.hidden).toBe(false);
    await vi.waitFor(() => expect(panel.querySelector('[part=info]')).not.toBeNull());
    const info = panel.querySelector('[part=info]')?.textContent ?? '';
    expect(info).toContain('Customer price£240.00');
    expect(info).toContain('Margin20%');
    expect(info).toContain('Provider price£192.00');
    expect(info).toContain('Usual margin20%');
  });

  it('a refused margin is said above its field and what was typed stays; a good one is calculated', async () => {
    const { container, port, key } = setUp();
    (await vi.waitFor(() => button(container, 'Admin price') ?? Promise.reject())).click();
    const margin = await vi.waitFor(() => field(container, 'Margin') ?? Promise.reject());
    type(margin, '150');
    button(container, 'Calculate')?.click();
    await vi.waitFor(() =>
      expect(container.querySelector('[data-field=margin] [part=field-error]')?.textContent).toBe(
        'Error: Enter a margin from 0 to less than 100.',
      ),
    );
    expect(margin.getAttribute('aria-invalid')).toBe('true');
    const error = container.querySelector('[data-field=margin] [part=field-error]');
    expect(margin.getAttribute('aria-describedby')?.split(' ')).toContain(error?.id);
    expect(error?.getAttribute('data-code')).toBe('adminMarginRange');
    expect(margin.value).toBe('150');
    expect(port.calls.some((call) => (call as unknown[])[0] === 'calculate')).toBe(false);

    type(field(container, 'Customer price'), '300');
    type(margin, '25');
    await vi.waitFor(() => expect(margin.getAttribute('aria-invalid')).toBeNull());
    button(container, 'Calculate')?.click();
    await vi.waitFor(() => expect(container.querySelector('[part=calculation]')).not.toBeNull());
    expect(container.querySelector('[part=calculation]')?.textContent).toContain('Provider price£225.00');
    expect(port.calls).toContainEqual(['calculate', `pl-${key}`, { price: 300, margin: 25 }]);
    expect(button(container, 'Use this price')).toBeDefined();
  });

  it('without the price and insurance privileges the admin sees the info only (no form, no buttons for them)', async () => {
    const { container } = setUp({ userId: '3', privileges: { adminBar: { show: true } } });
    (await vi.waitFor(() => button(container, 'Admin price') ?? Promise.reject())).click();
    await vi.waitFor(() => expect(container.querySelector('[part=info]')).not.toBeNull());
    expect(container.querySelector('[part=calculate]')).toBeNull();
    expect(button(container, 'Recalculate prices')).toBeUndefined();
    expect(button(container, 'Insurance service')).toBeUndefined();
    expect(button(container, 'Price adjustments')).toBeUndefined();
  });

  it('Insurance service opens a dialog with its fields; a refused value is said there; Close shuts it', async () => {
    const { container } = setUp();
    (await vi.waitFor(() => button(container, 'Insurance service') ?? Promise.reject())).click();
    const dialog = await vi.waitFor(() => container.querySelector('dialog[open]') ?? Promise.reject());
    expect(dialog.textContent).toContain('Insurance service');
    expect(field(dialog, 'Value of goods')).not.toBeNull();
    expect(field(dialog, 'Insurance price')).not.toBeNull();
    button(dialog, 'Save insurance')?.click();
    await vi.waitFor(() =>
      expect(dialog.querySelector('[data-field=valueOfGoods] [part=field-error]')?.getAttribute('data-code')).toBe(
        'insuranceNoAmount',
      ),
    );
    button(dialog, 'Cancel')?.click();
    await vi.waitFor(() => expect(container.querySelector('dialog[open]')).toBeNull());
  });

  it('es-ES words', async () => {
    const { container } = setUp(STAFF, 'es-ES');
    await vi.waitFor(() => expect(container.querySelector('[part=facts]')).not.toBeNull());
    const region = container.querySelector('section');
    const title = container.querySelector(`[id="${region?.getAttribute('aria-labelledby')}"]`);
    expect(title?.textContent).not.toBe('');
    expect(container.querySelector('[part=total]')?.textContent).toMatch(/€/);
  });
});
