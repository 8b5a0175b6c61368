import { describe, expect, it, vi } from 'vitest';
import { withoutSpanishWords } from '../../../../test/unit/without-spanish-words.js';
import {
  ADDRESS_PICKER_MESSAGES,
  addLaterWords,
  addressPickerEnGB,
  addSpanishWords,
  catalogueOf,
  hasSpanishWords,
  INSURANCE_MESSAGES,
  ITEM_PICKER_MESSAGES,
  insuranceMessage,
  itemPickerEnGB,
  itemPickerMessage,
  laterWords,
  loadLocaleWords,
  message,
  SPANISH_WORDS,
  withLaterWords,
} from '../../src/index.js';

const warned = withoutSpanishWords();

describe('es-ES words arrive on demand; English is always there', () => {
  it('en-GB and en-IE read their English at once; en-IE its own where it differs (insurance)', () => {
    expect(ITEM_PICKER_MESSAGES['en-GB']).toBe(itemPickerEnGB);
    expect(ITEM_PICKER_MESSAGES['en-IE']).toBe(itemPickerEnGB);
    expect(INSURANCE_MESSAGES['en-IE']).not.toBe(INSURANCE_MESSAGES['en-GB']);
    expect(insuranceMessage('en-IE', 'termsNoExcess')).toContain('euro');
    expect(warned()).not.toHaveBeenCalled();
  });

  it('before its words arrive, es-ES reads English (never a key) and the console names the catalogue once', () => {
    expect(itemPickerMessage('es-ES', 'itemsHeading')).toBe('Your items');
    expect(itemPickerMessage('es-ES', 'undo')).toBe('Undo');
    expect(warned()).toHaveBeenCalledTimes(1);
    expect(String(warned().mock.calls[0]?.[0])).toContain('“item-picker”');
    expect(String(warned().mock.calls[0]?.[0])).toContain('loadLocaleWords');
  });

  it('once they arrive, the same translator speaks Spanish', () => {
    expect(hasSpanishWords('item-picker')).toBe(false);
    addSpanishWords({ 'item-picker': SPANISH_WORDS['item-picker'] });
    expect(hasSpanishWords('item-picker')).toBe(true);
    expect(itemPickerMessage('es-ES', 'itemsHeading')).toBe('Tus artículos');
    expect(itemPickerMessage('es-ES', 'itemSearchResults', { count: 1200 })).toBe('1.200 resultados');
    expect(ITEM_PICKER_MESSAGES['es-ES']).toBe(SPANISH_WORDS['item-picker']);
  });

  it('the whole catalogue (message) is Spanish only once its three parts are here, and English where one is missing', () => {
    addSpanishWords({ 'item-picker': SPANISH_WORDS['item-picker'] });
    // The general words are missing: their English stands in, the item picker's are Spanish.
    expect(message('es-ES', 'itemNameRequired')).toBe('Enter a name for the item.');
    expect(catalogueOf('es-ES').itemsHeading).toBe('Tus artículos');
    expect(catalogueOf('es-ES').addressPickupLabel).toBe(addressPickerEnGB.addressPickupLabel);
    addSpanishWords({ messages: SPANISH_WORDS.messages, 'address-picker': SPANISH_WORDS['address-picker'] });
    expect(message('es-ES', 'itemNameRequired')).toBe('Escribe el nombre del artículo.');
    expect(catalogueOf('es-ES').addressPickupLabel).toBe(ADDRESS_PICKER_MESSAGES['es-ES'].addressPickupLabel);
    expect(catalogueOf('es-ES').addressPickupLabel).not.toBe(addressPickerEnGB.addressPickupLabel);
    expect(catalogueOf('es-ES')).toBe(catalogueOf('es-ES'));
  });

  it('loadLocaleWords("es-ES") brings every catalogue’s words; an English locale loads nothing', async () => {
    await loadLocaleWords('en-GB');
    await loadLocaleWords(undefined);
    expect(hasSpanishWords('messages')).toBe(false);
    await loadLocaleWords('es-ES');
    for (const part of Object.keys(SPANISH_WORDS) as (keyof typeof SPANISH_WORDS)[])
      expect(hasSpanishWords(part), part).toBe(true);
    expect(message('es-ES', 'itemNameRequired')).toBe('Escribe el nombre del artículo.');
    expect(warned()).not.toHaveBeenCalled();
  });

  it('the whole Spanish catalogue has the English keys, and each text the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    expect(Object.keys(SPANISH_WORDS)).toHaveLength(22);
    addSpanishWords(SPANISH_WORDS);
    const spanish = catalogueOf('es-ES');
    const general = catalogueOf('en-GB');
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(general).sort());
    for (const key of Object.keys(general) as (keyof typeof general)[])
      expect(placeholders(spanish[key]), key).toEqual(placeholders(general[key]));
  });
});

describe('words only later parts show load when the first such part does', () => {
  it('with none registered (any English page) a later part waits for nothing', async () => {
    expect(laterWords()).toBeUndefined();
    const load = vi.fn(async () => 'part');
    await expect(withLaterWords(load)()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a registered loader runs once, at the first part, and every part waits for it', async () => {
    let arrive: () => void = () => undefined;
    const loader = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            addSpanishWords({ insurance: SPANISH_WORDS.insurance });
            resolve();
          };
        }),
    );
    addLaterWords(loader);
    expect(loader).not.toHaveBeenCalled();
    const shown: string[] = [];
    const first = withLaterWords(async () => 'dialog')().then((part) =>
      shown.push(`${part}: ${insuranceMessage('es-ES', 'title')} ${hasSpanishWords('insurance')}`),
    );
    const second = withLaterWords(async () => 'step')().then((part) => shown.push(part));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown).toEqual([]);
    expect(loader).toHaveBeenCalledTimes(1);
    arrive();
    await Promise.all([first, second]);
    expect(shown).toEqual(['dialog: Protection Plus true', 'step']);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('words that cannot load let the part show (in English) and are asked for again by the next part', async () => {
    const loader = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue();
    addLaterWords(loader);
    await expect(withLaterWords(async () => 'part')()).resolves.toBe('part');
    expect(loader).toHaveBeenCalledTimes(1);
    await laterWords();
    expect(loader).toHaveBeenCalledTimes(2);
    await laterWords();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
