import { type ItemSearchQuery, type ItemSearchResult, QUOTE_API_METHODS, type QuoteApi } from '@haulkit/core';
import { vi } from 'vitest';

/** Types text into an input the way a person does, so React and Preact both see the change. */
export function typeInto(input: HTMLInputElement, text: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Presses a key on an element. */
export function press(target: Element, key: string, init: KeyboardEventInit = {}): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

/** A small in-test catalogue: sofas and an item set. */
export const testResults: ItemSearchResult[] = [
  {
    name: '3-seat sofa',
    item_set: [{ item_id: 1, name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 }],
  },
  {
    name: '3-seat sofa set',
    item_set: [
      { item_id: 1, name: '3-seat sofa', width: 210, height: 85, depth: 95, weight: 50, qty: 1 },
      { item_id: 2, name: 'Armchair', width: 90, height: 85, depth: 90, weight: 25, qty: 2 },
    ],
  },
  {
    name: 'Large box',
    item_set: [{ item_id: 845, name: 'Large box', width: 55, height: 55, depth: 55, weight: 10, qty: 1 }],
  },
];

/**
 * A QuoteApi whose search filters testResults by the typed text; every other method rejects,
 * so a test notices a call it did not expect.
 */
export function fakeQuoteApi(): QuoteApi & { searchItems: ReturnType<typeof vi.fn> } {
  const unexpected = Object.fromEntries(
    QUOTE_API_METHODS.map((name) => [name, vi.fn(async () => Promise.reject(new Error(`unexpected ${name}`)))]),
  ) as unknown as QuoteApi;
  return {
    ...unexpected,
    searchItems: vi.fn(async ({ name }: ItemSearchQuery) =>
      testResults.filter((result) => result.name.toLowerCase().includes(name.toLowerCase())),
    ),
    savePrelisting: vi.fn(async () => ({})),
  };
}
