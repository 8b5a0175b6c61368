import { describe, expect, it } from 'vitest';
import {
  addressPickerMessage,
  extraServicesMessage,
  formatMoneyInThousands,
  insuranceMessage,
  message,
  PACKING_MATERIALS,
  packingUnitPriceKey,
} from '../../src/index.js';
import { addSpanishWords, SPANISH_WORDS } from '../../src/locale/index.js';

addSpanishWords(SPANISH_WORDS);

describe('es-ES: words a Spanish customer reads as Spanish', () => {
  it.each([
    ['small_boxes', '3\u00a0€ cada una'],
    ['large_boxes', '4\u00a0€ cada una'],
    ['wardrobe_boxes', '5\u00a0€ cada una'],
    ['bubble_wrap', '2\u00a0€ cada uno'],
  ] as const)('a packing %s costs “%s” (cajas are feminine, rollos masculine)', (material, words) => {
    const price = {
      small_boxes: '3\u00a0€',
      large_boxes: '4\u00a0€',
      wardrobe_boxes: '5\u00a0€',
      bubble_wrap: '2\u00a0€',
    };
    expect(extraServicesMessage('es-ES', packingUnitPriceKey(material), { price: price[material] })).toBe(words);
  });

  it('in English every packing material costs “each”', () => {
    for (const material of PACKING_MATERIALS)
      expect(extraServicesMessage('en-GB', packingUnitPriceKey(material), { price: '£3' })).toBe('£3 each');
  });

  it('a money limit is written in full, grouped (“50.000 €”, not “50k €”)', () => {
    const maximum = formatMoneyInThousands('es-ES', 50_000);
    expect(maximum).toBe('50.000\u00a0€');
    expect(insuranceMessage('es-ES', 'highAmount', { maximum })).toBe(
      'Protection Plus cubre bienes por un valor de hasta 50.000\u00a0€. Indica un valor menor.',
    );
    expect(formatMoneyInThousands('en-GB', 50_000)).toBe('£50k');
  });
});

describe('en-IE: the address box asks for an Eircode', () => {
  it.each([
    ['addressPlaceholder', 'Eircode or street', 'Postcode or street'],
    [
      'addressNoResults',
      'No addresses found for “D02”. Try an Eircode or a street name.',
      'No addresses found for “D02”. Try a postcode or a street name.',
    ],
    [
      'addressNotFound',
      'We could not find “D02” on the map. Try another suggestion or an Eircode.',
      'We could not find “D02” on the map. Try another suggestion or a postcode.',
    ],
  ] as const)('%s: en-IE “%s”, en-GB “%s”', (key, irish, british) => {
    expect(addressPickerMessage('en-IE', key, { text: 'D02' })).toBe(irish);
    expect(message('en-IE', key, { text: 'D02' })).toBe(irish);
    expect(addressPickerMessage('en-GB', key, { text: 'D02' })).toBe(british);
  });
});

describe('es-ES: the packing dialog does not call cajas “uno”', () => {
  it.each([
    ['packingIntro', {}],
    ['packingFewer', { name: 'Cajas pequeñas' }],
    ['packingMore', { name: 'Cajas pequeñas' }],
  ] as const)('%s', (key, params) => {
    expect(extraServicesMessage('es-ES', key, params)).not.toMatch(/\buno\b/i);
  });
});
