import { describe, expect, it } from 'vitest';
import {
  catalogueOf,
  LOCALES,
  type MessageKey,
  message,
  messageKeys,
  resolveLocale,
  serverCodeMessage,
  serverCodeMessageKey,
} from '../../src/locale/index.js';
import { SPEC_SERVER_ERROR_TEXTS } from '../server-error-texts.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('every locale has every key, with the same {placeholders}', () => {
  it.each(LOCALES)('%s has exactly the en-GB keys', (locale) => {
    expect(Object.keys(catalogueOf(locale)).sort()).toEqual([...messageKeys()].sort());
  });

  it.each(LOCALES.flatMap((locale) => messageKeys().map((key) => [locale, key] as const)))(
    '%s %s: non-blank, same placeholders as en-GB',
    (locale, key) => {
      const text = catalogueOf(locale)[key];
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(catalogueOf('en-GB')[key]));
    },
  );

  it('es-ES is translated: no text is left in English', () => {
    const untranslated = messageKeys().filter((key) => catalogueOf('es-ES')[key] === catalogueOf('en-GB')[key]);
    expect(untranslated).toEqual([]);
  });

  it('en-IE is en-GB except the Irish Eircode wording', () => {
    const different = messageKeys().filter((key) => catalogueOf('en-IE')[key] !== catalogueOf('en-GB')[key]);
    expect(different.sort()).toEqual(
      ['addressNoResults', 'addressNotFound', 'addressPlaceholder', 'addressSearchPlaceholder', 'postcodeLabel'].sort(),
    );
    expect(message('en-IE', 'postcodeLabel')).toBe('Eircode');
  });
});

describe('English texts are the spec’s, word for word (docs/behaviour/quote-flow.md §8, back-office §8)', () => {
  it.each<[MessageKey, string]>([
    ['usernameBlank', "Username can't be blank"],
    ['usernameTaken', 'That username is already registered'],
    ['emailInvalid', 'Email entered is not a valid email'],
    ['emailTaken', 'Email address is already registered'],
    ['phoneTaken', 'Phone number is already registered'],
    ['mobileTaken', 'Mobile phone number is already registered'],
    ['phoneInvalid', 'Phone number is not valid'],
    ['mobileInvalid', 'Mobile phone number is not valid'],
    ['noPriceOptions', 'No price options'],
    ['noDataReturned', 'Error: No data returned'],
    ['wrongItemId', 'Error: Wrong item_id'],
    ['accountDisabled', 'Your account is disabled'],
    ['notValidEmail', 'Please enter a valid email address'],
    ['wrongCredentials', 'Oops! wrong password...'],
    ['passwordNeeded', 'Please enter your password'],
    ['ebayListingNotFound', 'eBay listing not found'],
    ['noUserWithEmail', 'No user with entered Email address'],
    ['required', 'This is required'],
    ['beforeToday', 'This is before today'],
    ['beforePickupDate', 'The delivery date you have selected is before the pickup date'],
    ['phoneIsMandatory', 'Please enter your phone number'],
    ['serverError', 'Server error!'],
    ['saveSuccessful', 'Save was successful'],
    ['userCannotEditListing', "User can't edit this listing. 30m-24h"],
    ['customerCannotEditListing', "Customer can't edit this listing."],
    ['noPgsLambdaHost', 'No pgs lambda host defined.'],
    [
      'captureInputTimeout',
      'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
    ],
    ['noSimilarJobs', 'Sorry, no similar jobs found for this listing.'],
  ])('%s: %j', (key, text) => {
    expect(message('en-GB', key)).toBe(text);
    expect(message('en-IE', key)).toBe(text);
  });

  it.each<MessageKey>([
    'insuranceNoAmount',
    'insuranceHighAmount',
    'insuranceLowAmount',
    'dimensionsError',
    'sizeSoftWarning',
    'sizeHardBlock',
    'missingItem',
    'priceError',
    'paymentTokenTimeout',
    'unexpectedError',
    'noteTextRequired',
    'smsTextRequired',
    'sendQuoteNameRequired',
    'sendQuoteEmailRequired',
    'sendQuotePricesRequired',
    'plateNumberError',
  ])('the spec gives no words for %s, so the catalogue has its own', (key) => {
    expect(message('en-GB', key).length).toBeGreaterThan(10);
  });
});

describe('the item picker texts keep their words', () => {
  it.each<[MessageKey, Record<string, string | number>, string]>([
    ['itemSearchLabel', {}, 'Search for an item'],
    ['itemSearchNoResults', { text: 'sofa' }, 'No items found for “sofa”. Try another word, like “table”.'],
    ['itemsTotal', { count: 12_000 }, '12,000 pieces in total'],
    ['quantityTooHigh', { previous: 4 }, 'Enter 99,999 or fewer. The quantity is still 4.'],
    ['quantityNotWhole', { previous: 2 }, 'Enter a whole number from 1 to 99,999, like 2. The quantity is still 2.'],
    ['totalVolumeFeet', { volume: 4.2, feet: 148 }, 'about 4.2 m³ (148 ft³)'],
  ])('%s', (key, params, text) => {
    expect(message('en-GB', key, params)).toBe(text);
  });

  it('numbers follow the locale', () => {
    expect(message('es-ES', 'quantityTooHigh', { previous: 4 })).toBe(
      'Escribe 99.999 o menos. La cantidad sigue en 4.',
    );
    expect(message('es-ES', 'totalVolume', { volume: 4.2 })).toBe('unos 4,2 m³');
  });

  it('the insurance maximum is filled in as given', () => {
    expect(message('en-GB', 'insuranceHighAmount', { maximum: '£50k' })).toBe(
      'Protection Plus covers goods worth up to £50k. Enter a lower value.',
    );
  });

  it('a placeholder without a value stays as written; an unknown locale speaks en-GB', () => {
    expect(message('en-GB', 'itemRemove')).toBe('Remove {name}');
    expect(message('fr-FR' as 'en-GB', 'required')).toBe('This is required');
    expect(resolveLocale(' ES-es ')).toBe('es-ES');
    expect(resolveLocale(undefined)).toBe('en-GB');
  });
});

describe('server error codes show the table’s text; unknown codes show as is (back-office §8)', () => {
  it.each<readonly [string, string]>([
    ...SPEC_SERVER_ERROR_TEXTS,
    ['some_new_code', 'some_new_code'],
    ['__proto__', '__proto__'],
    ['toString', 'toString'],
  ])('%s → %j', (code, text) => {
    expect(serverCodeMessage('en-GB', code)).toBe(text);
  });

  it('in es-ES the table is translated', () => {
    expect(serverCodeMessage('es-ES', 'missing')).toBe('Este campo es obligatorio');
    expect(serverCodeMessageKey('payment_method_token_timeout')).toBe('paymentTokenTimeout');
  });
});
