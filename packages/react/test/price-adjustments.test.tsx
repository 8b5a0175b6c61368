// The price adjustments panel's view (docs/behaviour/back-office.md §3, §6, §8), on React and preact.
import {
  type AdminUser,
  allAdminPrivileges,
  configure,
  getSession,
  type Locale,
  type PriceAdjustmentApi,
} from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../test/unit/render.js';
import { PriceAdjustments } from '../src/index.js';

const STAFF: AdminUser = { userId: '9', privileges: allAdminPrivileges() };
let keys = 0;

/** A session with a saved quote, an admin (or not) and the demo admin port (or `port` made of it). */
function setUp(
  admin: AdminUser | null = STAFF,
  {
    locale,
    port: portOf = (demo) => demo,
  }: { locale?: Locale; port?: (demo: PriceAdjustmentApi) => PriceAdjustmentApi } = {},
) {
  const key = `pa-view-${++keys}`;
  const port = portOf(createDemoAdapters({ latencyMs: 0 }).admin);
  configure({ drafts: false, context: { admin } }, key);
  const session = getSession(key);
  session.update((state) => ({
    ...state,
    listing: { ...state.listing, pre_listing_id: `pl-${key}`, category_id: 1, move_items: [] },
  }));
  const { container } = mount(
    <PriceAdjustments session={key} locale={locale} port={async () => port} discountsKey="key" />,
  );
  return { container, port };
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
const field = (root: Element, label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label && l.htmlFor);
  return root.querySelector<HTMLInputElement | HTMLSelectElement>(`[id="${found?.htmlFor}"]`);
};
const type = (input: HTMLInputElement | HTMLSelectElement | null, value: string) => {
  if (!input) throw new Error('no field');
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event(input.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
};

describe('<PriceAdjustments>', () => {
  it('adds a discount by percent: a refused form keeps what was typed and says why, then saves', async () => {
    const { container } = setUp();
    await vi.waitFor(() => expect(container.querySelector('[part=form]')).not.toBeNull());
    expect(container.textContent).toContain('No price adjustments on this job yet.');
    type(field(container, 'Percent'), '150');
    button(container, 'Add adjustment')?.click();
    await vi.waitFor(() =>
      expect(container.querySelector('[data-field=value] [part=field-error]')?.textContent).toBe(
        'Error: Enter a percent more than 0 and up to 100.',
      ),
    );
    expect(field(container, 'Percent')?.getAttribute('aria-invalid')).toBe('true');
    expect((field(container, 'Percent') as HTMLInputElement).value).toBe('150');
    type(field(container, 'Percent'), '10');
    await vi.waitFor(() => expect((field(container, 'Reason') as HTMLSelectElement).disabled).toBe(false));
    type(field(container, 'Reason'), '101');
    button(container, 'Add adjustment')?.click();
    await vi.waitFor(() => expect(container.querySelector('[part=outcome]')?.textContent).toBe('Save was successful'));
    await vi.waitFor(() =>
      expect(container.querySelector('[part=adjustment]')?.textContent).toContain('Discount offer'),
    );
    expect(container.querySelector('[part=adjustment]')?.textContent).toContain('−10%');
    await vi.waitFor(() =>
      expect(container.querySelector('[part=discounts]')?.textContent).toContain('10% discount offer'),
    );
  });

  it('adds a premium by amount, then deletes it after the confirmation dialog', async () => {
    const { container } = setUp();
    await vi.waitFor(() => expect(container.querySelector('[part=form]')).not.toBeNull());
    type(field(container, 'Type'), 'ADMIN_PREMIUM');
    container.querySelector<HTMLInputElement>('input[type=radio][value=amount]')?.click();
    await vi.waitFor(() => expect(field(container, 'Amount')).not.toBeNull());
    type(field(container, 'Amount'), '12.50');
    await vi.waitFor(() => expect((field(container, 'Reason') as HTMLSelectElement).disabled).toBe(false));
    type(field(container, 'Reason'), '301');
    button(container, 'Add adjustment')?.click();
    await vi.waitFor(() => expect(container.querySelector('[part=adjustment]')?.textContent).toContain('+£12.50'));
    button(container, 'Delete Admin premium +£12.50')?.click();
    const dialog = await vi.waitFor(() => container.querySelector('dialog') ?? Promise.reject());
    expect(dialog.textContent).toContain('Delete this adjustment?');
    button(dialog, 'Delete adjustment')?.click();
    await vi.waitFor(() => expect(container.querySelector('dialog')).toBeNull());
    await vi.waitFor(() => expect(container.querySelector('[part=adjustment]')).toBeNull());
  });

  it.each([
    ['en-GB', 'Percent', 'Amount', 'Enter a percent.', 'Enter an amount.'],
    ['es-ES', 'Porcentaje', 'Importe', 'Escribe un porcentaje.', 'Escribe un importe.'],
  ] as const)(
    '%s: nothing typed asks for the chosen mode’s value',
    async (locale, percent, amount, noPercent, noAmount) => {
      const { container } = setUp(STAFF, { locale });
      const reason = () => container.querySelector<HTMLSelectElement>('[data-field=reasonId] select');
      await vi.waitFor(() => expect(reason()?.disabled).toBe(false));
      container.querySelector<HTMLButtonElement>('[part=form] button[type=submit]')?.click();
      const valueError = () => container.querySelector('[data-field=value] [part=field-error]');
      await vi.waitFor(() => expect(valueError()?.textContent).toBe(`Error: ${noPercent}`));
      expect(field(container, percent)?.getAttribute('aria-invalid')).toBe('true');
      container.querySelector<HTMLInputElement>('input[type=radio][value=amount]')?.click();
      await vi.waitFor(() => expect(field(container, amount)).not.toBeNull());
      container.querySelector<HTMLButtonElement>('[part=form] button[type=submit]')?.click();
      await vi.waitFor(() => expect(valueError()?.textContent).toBe(`Error: ${noAmount}`));
    },
  );

  it('while the list failed to load there is no form: the failure and Try again, then the form once it loads', async () => {
    let failing = true;
    const { container } = setUp(STAFF, {
      port: (demo) => ({
        ...demo,
        listPriceAdjustments: (...args) =>
          failing ? Promise.reject({ code: 'server', status: 503 }) : demo.listPriceAdjustments(...args),
      }),
    });
    await vi.waitFor(() => expect(container.textContent).toContain('The price adjustments could not be loaded.'));
    expect(container.querySelector('[part=form]')).toBeNull();
    expect(button(container, 'Add adjustment')).toBeUndefined();
    failing = false;
    button(container, 'Try again')?.click();
    await vi.waitFor(() => expect(container.querySelector('[part=form]')).not.toBeNull());
    expect(container.textContent).toContain('No price adjustments on this job yet.');
    expect(container.textContent).not.toContain('could not be loaded');
  });

  it('without the permission (can) it is read-only and says why', async () => {
    const { container } = setUp({ userId: '2', privileges: {} });
    await vi.waitFor(() =>
      expect(container.querySelector('[part=access]')?.getAttribute('data-access')).toBe('noPermission'),
    );
    expect(container.querySelector('[part=form]')).toBeNull();
    expect(container.textContent).toContain('not change them');
  });

  it('es-ES words', async () => {
    const key = `pa-view-${++keys}`;
    configure({ drafts: false, context: { admin: STAFF } }, key);
    const { container } = mount(<PriceAdjustments session={key} locale="es-ES" port={async () => undefined} />);
    await vi.waitFor(() => expect(container.querySelector('h3')?.textContent).toBe('Ajustes de precio'));
    await vi.waitFor(() =>
      expect(container.textContent).toContain(
        'Los ajustes de precio aparecen cuando el trabajo tiene un presupuesto guardado.',
      ),
    );
  });
});
