import { itemPickerMessage, laterWords, SPANISH_WORDS, type SpanishWords } from '@haulkit/core';
import { describe, expect, it, vi } from 'vitest';
import { withoutSpanishWords } from '../../../test/unit/without-spanish-words.js';
import { SHARED_ATTRIBUTE_NAMES } from '../src/attribute-names.js';
import { defineElement, type ViewModule, type WordsModule } from '../src/create-element.js';
import { defineElements } from '../src/define.js';
import { allElements } from '../src/elements.js';
import { append } from '../src/paint.js';
import '../src/runtime.js';
import { mount } from './conformance.js';

let counter = 0;
const fresh = (definition: Parameters<typeof defineElement>[0]) => {
  const [tag] = defineElements([defineElement(definition)], { prefix: `words${++counter}` });
  return tag as string;
};

/** A view that shows the item picker's heading in its locale, as the real views read their words. */
const headingView: ViewModule = {
  default: ({ raw }) => <h2 className="view">{itemPickerMessage(raw.locale as 'en-GB', 'itemsHeading')}</h2>,
};

/** A words module that arrives when the test says so. */
function wordsArriving(words: SpanishWords = { 'item-picker': SPANISH_WORDS['item-picker'] }) {
  let arrive: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const words$ = vi.fn(
    () =>
      new Promise<WordsModule>((resolve, reject) => {
        arrive = () => resolve({ default: words });
        fail = reject;
      }),
  );
  return { words: words$, arrive: () => arrive(), fail: (error: unknown) => fail(error) };
}

const piece = (words: () => Promise<WordsModule>, name = 'piece') =>
  fresh({
    name,
    attributes: SHARED_ATTRIBUTE_NAMES,
    skeleton: (root) => append(root, 'div', { class: 'skeleton' }, '…'),
    load: async () => headingView,
    words,
  });

describe('an element loads the es-ES words its view shows with the view, and only on a Spanish page', () => {
  const warned = withoutSpanishWords();

  it('es-ES: the skeleton stays until the words are here, then the view shows in Spanish (never English first)', async () => {
    const { words, arrive } = wordsArriving();
    const { root } = await mount(piece(words), { locale: 'es-ES' });
    await vi.waitFor(() => expect(words).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(root.querySelector('.view')).toBeNull();
    expect(root.querySelector('.skeleton')).not.toBeNull();
    arrive();
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    expect(warned()).not.toHaveBeenCalled();
  });

  it('en-GB and en-IE never ask for them', async () => {
    const { words } = wordsArriving();
    const tag = piece(words);
    const english = await mount(tag, { locale: 'en-GB' });
    const irish = await mount(tag, { locale: 'en-IE' });
    const none = await mount(tag);
    for (const { root } of [english, irish, none])
      await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Your items'));
    expect(words).not.toHaveBeenCalled();
  });

  it('a locale changed to es-ES keeps the view as it was until the words arrive, then speaks Spanish', async () => {
    const { words, arrive } = wordsArriving();
    const { element, root } = await mount(piece(words), { locale: 'en-GB' });
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Your items'));
    element.setAttribute('locale', 'es-ES');
    await vi.waitFor(() => expect(words).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(root.querySelector('.view')?.textContent).toBe('Your items');
    arrive();
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    expect(warned()).not.toHaveBeenCalled();
  });

  it('a Spanish element of a tag whose view is already shown in English waits for its words, not the English one', async () => {
    const { words, arrive } = wordsArriving();
    const tag = piece(words);
    const english = await mount(tag, { locale: 'en-GB' });
    await vi.waitFor(() => expect(english.root.querySelector('.view')?.textContent).toBe('Your items'));
    const spanish = await mount(tag, { locale: 'es-ES' });
    await vi.waitFor(() => expect(words).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(spanish.root.querySelector('.view')).toBeNull();
    expect(spanish.root.querySelector('.skeleton')).not.toBeNull();
    arrive();
    await vi.waitFor(() => expect(spanish.root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    expect(english.root.querySelector('.view')?.textContent).toBe('Your items');
    expect(warned()).not.toHaveBeenCalled();
  });

  it('words that cannot load show the load message with Try again, which asks for them again', async () => {
    const first = wordsArriving();
    let attempt = 0;
    const second = wordsArriving();
    const words = vi.fn(() => (++attempt === 1 ? first.words() : second.words()));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await mount(piece(words), { locale: 'es-ES' });
    await vi.waitFor(() => expect(words).toHaveBeenCalledTimes(1));
    first.fail(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await vi.waitFor(() => root.querySelector('[role=alert][part=error]') ?? Promise.reject());
    expect(alert.textContent).toContain('Esta parte de la página no se ha podido cargar.');
    root.querySelector<HTMLButtonElement>('.hk-shell-retry')?.click();
    await vi.waitFor(() => expect(words).toHaveBeenCalledTimes(2));
    second.arrive();
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    error.mockRestore();
  });

  it('every element of a tag shares one load of its words', async () => {
    const { words, arrive } = wordsArriving();
    const tag = piece(words);
    const one = await mount(tag, { locale: 'es-ES' });
    const two = await mount(tag, { locale: 'es-es' });
    await vi.waitFor(() => expect(words).toHaveBeenCalled());
    arrive();
    for (const { root } of [one, two])
      await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    expect(words).toHaveBeenCalledTimes(1);
  });

  it('the words only later parts show are registered, and load when the first later part asks', async () => {
    const later = vi.fn(async () => ({ default: { 'price-tabs': SPANISH_WORDS['price-tabs'] } }));
    const words = vi.fn(
      async (): Promise<WordsModule> => ({ default: { 'item-picker': SPANISH_WORDS['item-picker'] }, later }),
    );
    const { root } = await mount(piece(words), { locale: 'es-ES' });
    await vi.waitFor(() => expect(root.querySelector('.view')?.textContent).toBe('Tus artículos'));
    expect(later).not.toHaveBeenCalled();
    await laterWords();
    expect(later).toHaveBeenCalledTimes(1);
    const { priceTabsMessage } = await import('@haulkit/core');
    expect(priceTabsMessage('es-ES', 'tabFlexible')).toBe(SPANISH_WORDS['price-tabs'].tabFlexible);
    expect(priceTabsMessage('es-ES', 'tabFlexible')).not.toBe(priceTabsMessage('en-GB', 'tabFlexible'));
  });

  it('every element has its words module, whose catalogues are all es-ES and complete', async () => {
    for (const definition of allElements) {
      expect(definition.words, definition.name).toBeTypeOf('function');
      const module = await definition.words?.();
      const parts = Object.entries(module?.default ?? {});
      expect(parts.length, definition.name).toBeGreaterThan(0);
      for (const [part, words] of parts)
        expect(words, `${definition.name}: ${part}`).toBe(SPANISH_WORDS[part as keyof typeof SPANISH_WORDS]);
    }
  });
});
