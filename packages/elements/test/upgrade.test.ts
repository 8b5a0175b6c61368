/**
 * A page's own scripts run before a module script: a property it sets on an `hk-*` tag before the
 * tag is defined sits on the element as a plain value. On upgrade the element takes it over and
 * applies it as a later set would (the attribute, the skeleton's language and theme, the schema's
 * check), so the value is neither lost nor left shadowing the element's property.
 */
import { configure, type PaymentApi, resetCardPayments } from '@haulkit/core';
import { createDemoAdapters } from '@haulkit/demo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { camelCase } from '../src/attribute-names.js';
import { cardByPhoneElement } from '../src/card-by-phone/card-by-phone.element.js';
import { defineElements } from '../src/define.js';
import { allElements } from '../src/elements.js';

let counter = 0;
const made: Element[] = [];
afterEach(() => {
  for (const element of made.splice(0)) element.remove();
  resetCardPayments();
});

/** An element of a tag not defined yet, in the page, with properties set on it first. */
function before(name: string, properties: Record<string, unknown>) {
  const prefix = `up${++counter}x`;
  const tag = `${prefix}-${name}`;
  const element = document.createElement(tag) as HTMLElement & Record<string, unknown>;
  Object.assign(element, properties);
  document.body.append(element);
  made.push(element);
  return { element, prefix };
}

const box = (element: HTMLElement) => element.shadowRoot?.querySelector<HTMLElement>('[part=root]');

describe('properties set before the definition loads', () => {
  it.each(allElements.map((definition) => [definition.name, definition] as const))(
    '<hk-%s> keeps every property set before it was defined, as if set after',
    async (_name, definition) => {
      const values = Object.fromEntries(definition.attributes.map((name) => [camelCase(name), `v-${name}`]));
      Object.assign(values, { locale: 'es-ES', theme: 'dark' });
      const { element, prefix } = before(definition.name, values);
      defineElements([definition], { prefix });
      for (const name of definition.attributes) {
        const property = camelCase(name);
        expect(Object.hasOwn(element, property), `${property} left on the element`).toBe(false);
        expect(element[property], property).toBe(values[property]);
        expect(element.getAttribute(name), name).toBe(values[property]);
      }
      await vi.waitFor(() => expect(box(element)?.getAttribute('lang')).toBe('es-ES'));
      expect(box(element)?.getAttribute('data-theme')).toBe('dark');
      // A later set goes through the element too (nothing shadows it any more).
      element.locale = 'en-IE';
      expect(element.getAttribute('locale')).toBe('en-IE');
      await vi.waitFor(() => expect(box(element)?.getAttribute('lang')).toBe('en-IE'));
    },
  );

  it('a value set before the definition is checked like a later one: a console warning and hk-error', async () => {
    const [item] = allElements;
    const heard = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.addEventListener('hk-error', heard);
    try {
      const { element, prefix } = before(item.name, { partnerId: 'abc' });
      defineElements([item], { prefix });
      const root = element.shadowRoot as ShadowRoot;
      await vi.waitFor(() =>
        expect(heard.mock.calls.map(([event]) => (event as CustomEvent).detail)).toContainEqual({
          code: 'attribute',
          attribute: 'partner-id',
          message: 'partner-id: “abc” is not a number',
        }),
      );
      expect(warn.mock.calls.some((call) => call.join(' ').includes('partner-id: “abc” is not a number'))).toBe(true);
      expect(root.textContent).not.toContain('partner-id');
    } finally {
      warn.mockRestore();
      document.removeEventListener('hk-error', heard);
    }
  });

  it('an element made before the definition and put in the page after it takes its properties over', async () => {
    const [item] = allElements;
    const prefix = `up${++counter}x`;
    const element = document.createElement(`${prefix}-${item.name}`) as HTMLElement & Record<string, unknown>;
    element.session = 'kept';
    element.theme = 'flat';
    defineElements([item], { prefix });
    document.body.append(element);
    made.push(element);
    expect(Object.hasOwn(element, 'session')).toBe(false);
    expect(element.getAttribute('session')).toBe('kept');
    await vi.waitFor(() => expect(box(element)?.getAttribute('data-theme')).toBe('flat'));
  });
});

describe('a change the host makes raises no element event', () => {
  it('<hk-card-by-phone>: setting call-id and reference (before and after the upgrade) emits nothing; paymentStatus reads the step; Start payment is heard', async () => {
    const session = 'upgrade-cbp';
    configure({ drafts: false, payment: createDemoAdapters({ latencyMs: 0 }).payment as PaymentApi }, session);
    const events = ['hk-payment-status', 'hk-payment-authorized', 'hk-error', 'hk-change'];
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)}`);
    for (const name of events) document.addEventListener(name, hear);
    try {
      const { element, prefix } = before(cardByPhoneElement.name, { session, callId: 'CA-up-1', reference: 'LST-1' });
      defineElements([cardByPhoneElement], { prefix });
      const root = element.shadowRoot as ShadowRoot;
      const start = () =>
        [...root.querySelectorAll('button')].find((item) => item.textContent?.trim() === 'Start payment');
      await vi.waitFor(() => expect(start()?.disabled).toBe(false));
      await vi.waitFor(() =>
        expect(element.paymentStatus).toMatchObject({ step: 'start_payment', paymentId: null, error: null }),
      );
      element.callId = 'CA-up-2';
      element.setAttribute('reference', 'LST-2');
      await vi.waitFor(() => expect(root.querySelector('[part~=reference]')?.textContent).toContain('LST-2'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
      expect(element.paymentStatus).toMatchObject({ step: 'start_payment' });
      start()?.click();
      await vi.waitFor(() => expect(heard.at(-1)).toMatch(/^hk-payment-status .*"step":"payment_in_progress"/));
      expect(heard.every((entry) => entry.startsWith('hk-payment-status'))).toBe(true);
      await vi.waitFor(() => expect(element.paymentStatus).toMatchObject({ step: 'payment_in_progress' }));
    } finally {
      for (const name of events) document.removeEventListener(name, hear);
    }
  });
});
