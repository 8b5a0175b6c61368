import { describe, expect, it } from 'vitest';
import {
  EXTRA_SERVICES_MESSAGES,
  extraServiceName,
  extraServicesEnGB,
  extraServicesMessage,
} from '../../src/locale/extra-services.js';
import { message } from '../../src/locale/messages.js';
import { VAN_SELECTOR_MESSAGES, vanSelectorEnGB, vanSelectorMessage } from '../../src/locale/van-selector.js';

describe('the van selector’s and extra services’ words, per locale', () => {
  it.each([
    ['van selector', VAN_SELECTOR_MESSAGES, vanSelectorEnGB],
    ['extra services', EXTRA_SERVICES_MESSAGES, extraServicesEnGB],
  ] as const)('%s: every locale has every key, none blank; en-IE speaks en-GB', (_piece, catalogues, english) => {
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      expect(Object.values(catalogue as Record<string, string>).every((text) => text.trim() !== '')).toBe(true);
    }
    expect(catalogues['en-IE']).toBe(catalogues['en-GB']);
  });

  it('fills figures for the locale', () => {
    expect(vanSelectorMessage('en-GB', 'vanPayload', { payload: 1200 })).toBe('Carries up to 1,200\u00a0kg');
    expect(vanSelectorMessage('es-ES', 'vanItems', { volume: 4.2, weight: 1310 })).toBe(
      'Tus cosas: unos 4,2\u00a0m³, 1.310\u00a0kg.',
    );
    expect(extraServicesMessage('es-ES', 'packingCountTooHigh', { max: 99_999 })).toBe('Escribe 99.999 o menos.');
  });
});

describe('extraServiceName: a service’s name, or words built from its type (§3: packing_material and others)', () => {
  it.each([
    ['en-GB', 'packing_material', 'Packing materials'],
    ['es-ES', 'packing_material', 'Material de embalaje'],
    ['en-GB', 'mileage_cost', 'Mileage'],
    ['en-GB', 'furniture_assembly', 'Furniture assembly'],
    ['en-GB', 'disposal-of-waste', 'Disposal of waste'],
    ['en-GB', 'extraStop', 'Extra stop'],
    ['es-ES', 'STORAGE', 'Storage'],
    ['en-GB', '__', '__'],
  ] as const)('%s %s → %s', (locale, type, name) => {
    expect(extraServiceName(locale, type)).toBe(name);
  });

  it('a key of the catalogue that is no service is not taken for one', () => {
    expect(extraServiceName('en-GB', 'Heading')).toBe('Heading');
  });
});

describe('the packing dialog’s error words are the catalogue’s (the dialog keeps its own copy to stay small)', () => {
  it.each(['en-GB', 'en-IE', 'es-ES'] as const)('%s', (locale) => {
    for (const code of ['packingCountNotWhole', 'packingCountTooHigh', 'packingCounts', 'packingEmpty'] as const) {
      expect(extraServicesMessage(locale, code, { max: 99_999 })).toBe(message(locale, code, { max: 99_999 }));
    }
  });
});
