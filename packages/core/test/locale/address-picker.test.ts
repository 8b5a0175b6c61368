import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_FIELD_ERROR_KEYS,
  ADDRESS_PICKER_MESSAGES,
  type AddressFieldErrorCode,
  addressPickerEnGB,
  addressPickerMessage,
  catalogueOf,
  itemPickerEnGB,
  LOCALES,
  message,
  routeDistanceText,
  routeFailureMessage,
  routeMessage,
} from '../../src/index.js';
import { enGB } from '../../src/locale/en-gb.js';

describe('the address picker speaks to the customer (docs/behaviour/quote-flow.md §5, §7)', () => {
  it.each<[AddressFieldErrorCode, Record<string, string>, string]>([
    [
      'addressNotFound',
      { text: 'Baker Street, London' },
      'We could not find “Baker Street, London” on the map. Try another suggestion or a postcode.',
    ],
    ['addressNeedsCoordinates', {}, 'Choose an address from the list, so we know exactly where it is.'],
    [
      'geolocationDenied',
      {},
      "Location is off for this site. Type the address, or allow location in your browser's settings.",
    ],
    ['geolocationUnavailable', {}, 'Your position could not be found. Type the address instead.'],
    ['geolocationTimeout', {}, 'Finding your position took too long. Try again or type the address.'],
    ['geolocationUnsupported', {}, 'This browser cannot share its location. Type the address instead.'],
  ])('field error %s', (code, params, text) => {
    expect(addressPickerMessage('en-GB', ADDRESS_FIELD_ERROR_KEYS[code], params)).toBe(text);
    // An Irish address has an Eircode, not a postcode.
    expect(addressPickerMessage('en-IE', ADDRESS_FIELD_ERROR_KEYS[code], params)).toBe(
      text.replace('a postcode', 'an Eircode'),
    );
    expect(addressPickerMessage('es-ES', ADDRESS_FIELD_ERROR_KEYS[code], params)).not.toBe(text);
  });

  it.each([
    ['addressPickupLabel', 'Dirección de recogida'],
    ['addressDeliveryLabel', 'Dirección de entrega'],
    ['addressPlaceholder', 'Código postal o calle'],
    ['addressLocate', 'Usar mi ubicación'],
  ] as const)('es-ES %s is %j', (key, text) => {
    expect(addressPickerMessage('es-ES', key)).toBe(text);
  });

  it('its words are in the full catalogues, and share no key with the other words', () => {
    const others = new Set([...Object.keys(enGB), ...Object.keys(itemPickerEnGB)]);
    expect(Object.keys(addressPickerEnGB).filter((key) => others.has(key))).toEqual([]);
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(ADDRESS_PICKER_MESSAGES[locale])) {
        expect(catalogueOf(locale)[key as keyof typeof addressPickerEnGB]).toBe(text);
      }
    }
    expect(message('en-GB', 'addressPickupLabel')).toBe('Pickup address');
  });
});

describe('the route line: miles to one decimal, hours and minutes (§7 imperial units)', () => {
  it.each<[number, number, string]>([
    [12.34, 3900, '12.3 miles · about 1 hr 5 min by road'],
    [8, 1500, '8.0 miles · about 25 min by road'],
    [120.06, 7200, '120.1 miles · about 2 hr by road'],
    [0.2, 20, '0.2 miles · about 1 min by road'],
    [1234.5, 3599, '1,234.5 miles · about 1 hr by road'],
    [200, 12_600, '200.0 miles · about 3 hr 30 min by road'],
  ])('%s miles, %s s → %j', (miles, seconds, text) => {
    expect(routeMessage('en-GB', miles, seconds)).toBe(text);
  });

  it('es-ES writes its own decimals and words', () => {
    expect(routeMessage('es-ES', 12.34, 3900)).toBe('19,9 km · aprox. 1 h 5 min por carretera');
    expect(routeMessage('es-ES', 8, 1500)).toBe('12,9 km · aprox. 25 min por carretera');
    expect(routeDistanceText('es-ES', 10)).toBe('16,1 km');
    expect(routeDistanceText('en-IE', 10)).toBe('10.0 miles');
  });

  it.each([
    ['noRoute', 'We could not find a road route between these addresses.'],
    ['notFound', 'We could not find a road route between these addresses.'],
    ['network', 'We could not work out the route just now.'],
    ['server', 'We could not work out the route just now.'],
  ])('a route failure with code %s says %j', (code, text) => {
    expect(routeFailureMessage('en-GB', code)).toBe(text);
  });
});

describe('formatters: none for the picker’s words without numbers, one per locale for the route', () => {
  const Real = Intl.NumberFormat;
  let built: string[] = [];
  beforeEach(() => {
    built = [];
    vi.resetModules();
    Intl.NumberFormat = new Proxy(Real, {
      construct(target, args: [string, Intl.NumberFormatOptions?]) {
        built.push(`${args[0]} ${JSON.stringify(args[1] ?? {})}`);
        return Reflect.construct(target, args);
      },
    });
  });
  afterEach(() => {
    Intl.NumberFormat = Real;
  });

  it('the empty picker’s words build no formatter; 300 routes build one per locale', async () => {
    const fresh = await import('../../src/locale/index.js');
    for (const locale of fresh.LOCALES) {
      for (const key of Object.keys(fresh.ADDRESS_PICKER_MESSAGES[locale])) {
        if (key === 'addressResults') continue;
        fresh.addressPickerMessage(locale, key as keyof typeof addressPickerEnGB, { text: 'x', address: 'y' });
      }
    }
    expect(built).toEqual([]);
    for (let miles = 1; miles <= 100; miles += 1) {
      for (const locale of fresh.LOCALES) fresh.routeMessage(locale, miles + 0.25, miles * 60);
    }
    expect(built).toHaveLength(3);
  });
});
