import { type Locale, numberFormat, resolveLocale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The address picker's words (docs/behaviour/quote-flow.md §2 address autocomplete, §5, §7
 * geolocation), apart from the full catalogue so that a page showing only the picker loads only
 * these (the full catalogues spread them in, so every key is in both).
 */
export const addressPickerEnGB = {
  addressPickupLabel: 'Pickup address',
  addressDeliveryLabel: 'Delivery address',
  addressPlaceholder: 'Postcode or street',
  addressSearching: 'Looking up addresses…',
  addressOneResult: '1 address',
  addressResults: '{count} addresses',
  addressNoResults: 'No addresses found for “{text}”. Try a postcode or a street name.',
  addressLocate: 'Use my location',
  addressLocatePickup: 'Use my location for the pickup address',
  addressLocateDelivery: 'Use my location for the delivery address',
  addressLocating: 'Finding your position…',
  addressPickupSet: 'Pickup address: {address}',
  addressDeliverySet: 'Delivery address: {address}',
  addressLookupFailedTitle: 'We could not look up addresses just now',
  addressLookupFailed: 'Check your connection, then try again. What you typed is kept.',
  addressRetry: 'Try again',
  addressNotFound: 'We could not find “{text}” on the map. Try another suggestion or a postcode.',
  addressPositionNotFound: 'We could not find an address at your position. Type the address instead.',
  addressChooseFromList: 'Choose an address from the list, so we know exactly where it is.',
  geolocationDenied: "Location is off for this site. Type the address, or allow location in your browser's settings.",
  geolocationUnavailable: 'Your position could not be found. Type the address instead.',
  geolocationTimeout: 'Finding your position took too long. Try again or type the address.',
  geolocationUnsupported: 'This browser cannot share its location. Type the address instead.',
  routeLoading: 'Working out the route…',
  routeSummary: '{distance} · {duration} by road',
  routeDistance: '{distance} miles',
  routeAboutMinutes: 'about {minutes} min',
  routeAboutHours: 'about {hours} hr',
  routeAboutHoursMinutes: 'about {hours} hr {minutes} min',
  routeFailed: 'We could not work out the route just now.',
  routeNotFound: 'We could not find a road route between these addresses.',
};

/** Keys of the address picker's words. */
export type AddressPickerMessageKey = keyof typeof addressPickerEnGB;

/** The address picker's words that en-IE says otherwise: an Irish address has an Eircode, not a postcode. */
export const addressPickerEnIEOverrides = {
  addressPlaceholder: 'Eircode or street',
  addressNoResults: 'No addresses found for “{text}”. Try an Eircode or a street name.',
  addressNotFound: 'We could not find “{text}” on the map. Try another suggestion or an Eircode.',
} satisfies Partial<Record<AddressPickerMessageKey, string>>;

/** The address picker's words per locale (en-IE speaks en-GB here, but for the Eircode). */
export const ADDRESS_PICKER_MESSAGES: Readonly<Record<Locale, Readonly<Record<AddressPickerMessageKey, string>>>> =
  catalogues('address-picker', addressPickerEnGB, { ...addressPickerEnGB, ...addressPickerEnIEOverrides });

/** The address picker's words for a key, placeholders filled (see `message`). */
export const addressPickerMessage = createTranslator((locale) => ADDRESS_PICKER_MESSAGES[locale]);

/**
 * Why an address field refused what it was given: a suggestion or a position that is not on the
 * map, typed text that was never chosen from the list (§5: an address counts only with
 * coordinates), or the browser's geolocation failing (§7). Goes to `data-code`; the words come
 * from {@link ADDRESS_FIELD_ERROR_KEYS}.
 */
export type AddressFieldErrorCode =
  | 'addressNotFound'
  | 'addressNeedsCoordinates'
  | 'geolocationDenied'
  | 'geolocationUnavailable'
  | 'geolocationTimeout'
  | 'geolocationUnsupported';

/**
 * The words of each field error code. `addressNotFound` reads `{text}`, the suggestion chosen;
 * for a position, whose text is none, use `addressPositionNotFound` with the same code.
 */
export const ADDRESS_FIELD_ERROR_KEYS: Readonly<Record<AddressFieldErrorCode, AddressPickerMessageKey>> = {
  addressNotFound: 'addressNotFound',
  addressNeedsCoordinates: 'addressChooseFromList',
  geolocationDenied: 'geolocationDenied',
  geolocationUnavailable: 'geolocationUnavailable',
  geolocationTimeout: 'geolocationTimeout',
  geolocationUnsupported: 'geolocationUnsupported',
};

/** Codes of a route failure that mean "no road between them", not "try again later". */
const NO_ROUTE_CODES: readonly string[] = ['noRoute', 'notFound', 'maps'];

/** The words of a directions failure's code: no road route (`noRoute`, `notFound`, `maps`), or a failed look-up. */
export function routeFailureMessage(locale: Locale, code: string): string {
  return addressPickerMessage(locale, NO_ROUTE_CODES.includes(code) ? 'routeNotFound' : 'routeFailed');
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/** Miles to one decimal: the one formatter per locale, from the cache. */
const MILES = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * The route line under the addresses: the listing's distance in miles to one decimal and its
 * duration in hours and minutes, "about 25 min" under an hour (at least 1 min).
 * @example routeMessage('en-GB', 12.34, 3900) // '12.3 miles · about 1 hr 5 min by road'
 */
export function routeMessage(locale: Locale, miles: number, seconds: number): string {
  const resolved = resolveLocale(locale);
  const minutes = Math.max(1, Math.round(seconds / SECONDS_PER_MINUTE));
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  const rest = minutes % MINUTES_PER_HOUR;
  // Hours and minutes are small whole numbers: written as they are, so no second formatter is built.
  const duration =
    hours === 0
      ? addressPickerMessage(resolved, 'routeAboutMinutes', { minutes: String(minutes) })
      : rest === 0
        ? addressPickerMessage(resolved, 'routeAboutHours', { hours: String(hours) })
        : addressPickerMessage(resolved, 'routeAboutHoursMinutes', { hours: String(hours), minutes: String(rest) });
  return addressPickerMessage(resolved, 'routeSummary', { distance: routeDistanceText(resolved, miles), duration });
}

/** Locales whose people read road distances in kilometres (the marketplace measures in miles). */
const KILOMETRE_LOCALES: readonly Locale[] = ['es-ES'];

/** Kilometres in one mile (METRES_PER_MILE / 1000). */
const KILOMETRES_PER_MILE = 1.609344;

/**
 * A route's distance as the locale reads it, to one decimal: miles in en-GB and en-IE, kilometres
 * in es-ES (the listing keeps miles, as the maps service is asked in imperial units, §7).
 * @example routeDistanceText('es-ES', 10) // '16,1 km'
 */
export function routeDistanceText(locale: Locale, miles: number): string {
  const resolved = resolveLocale(locale);
  const value = KILOMETRE_LOCALES.includes(resolved) ? miles * KILOMETRES_PER_MILE : miles;
  return addressPickerMessage(resolved, 'routeDistance', { distance: numberFormat(resolved, MILES).format(value) });
}
