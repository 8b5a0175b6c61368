/**
 * Every error the spec lists has its words in en-GB, en-IE and es-ES (robustness).
 *
 * The two error catalogues are copied here as a table (docs/behaviour/quote-flow.md §8 and
 * docs/behaviour/back-office.md §8; the repository stands alone), each row with the words the
 * widgets really show for it, read through the locale catalogues the views use. For every row
 * and locale: words that are not blank, hold no unfilled `{placeholder}`, and are not a key left
 * as is; es-ES words differ from en-GB's (another language); English texts the spec quotes are
 * kept word for word in en-GB and en-IE.
 */
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELD_ERROR_KEYS,
  addressPickerMessage,
  carFieldErrorKey,
  carFlowMessage,
  checkCustomItem,
  checkValueOfGoods,
  dimensionsErrorText,
  elementMessage,
  type FlowProblem,
  flowProblemText,
  insuranceMessage,
  itemPickerMessage,
  LOCALES,
  type Locale,
  message,
  priceFailureMessage,
  quoteFlowMessage,
  routeFailureMessage,
  ruleMessage,
  serverCodeMessage,
} from '../src/index.js';

const SERVICE = { cover: 50_000, excess: 100, rate_price: 0.02, min_price: 25 };

/** What the spec lists, where, whether the customer flow can show it, and the words shown for it. */
interface ErrorRow {
  /** The spec's words, or its description of the error. */
  spec: string;
  source: 'customer §8' | 'back-office §8' | 'flow (back-office §4, §5)';
  /** False for back-office-only errors (card by phone, admin tools): checked all the same. */
  customer: boolean;
  /** The text(s) shown in a locale, through the catalogue the view uses. */
  words(locale: Locale): string[];
  /** The English text the spec quotes, kept word for word. */
  quoted?: string;
}

/** A row as written in a table below: its source, and whether the customer flow shows it, come from the table. */
type RowInput = Omit<ErrorRow, 'source' | 'customer'> & { customer?: boolean };

const rows = (source: ErrorRow['source'], customer: boolean, list: RowInput[]): ErrorRow[] =>
  list.map((row) => ({ customer, ...row, source }));

const say = (key: Parameters<typeof message>[1]) => (locale: Locale) => [message(locale, key)];
const problem = (field: string, code: string): FlowProblem => ({
  step: 'listing-furniture',
  bookingStep: 1,
  field,
  code,
});

/** docs/behaviour/quote-flow.md §8, in its order. */
const CUSTOMER: ErrorRow[] = rows('customer §8', true, [
  { spec: "'Username can't be blank'", quoted: "Username can't be blank", words: say('usernameBlank') },
  {
    spec: "'That username is already registered'",
    quoted: 'That username is already registered',
    words: say('usernameTaken'),
  },
  {
    spec: "'Email entered is not a valid email'",
    quoted: 'Email entered is not a valid email',
    words: say('emailInvalid'),
  },
  {
    spec: "'Email address is already registered'",
    quoted: 'Email address is already registered',
    words: say('emailTaken'),
  },
  {
    spec: "'Phone number is already registered'",
    quoted: 'Phone number is already registered',
    words: say('phoneTaken'),
  },
  {
    spec: "'Mobile phone number is already registered'",
    quoted: 'Mobile phone number is already registered',
    words: say('mobileTaken'),
  },
  { spec: "'Phone number is not valid'", quoted: 'Phone number is not valid', words: say('phoneInvalid') },
  {
    spec: "'Mobile phone number is not valid'",
    quoted: 'Mobile phone number is not valid',
    words: say('mobileInvalid'),
  },
  {
    spec: 'Plate lookup failure sets a plate-number error flag',
    words: (locale) => [
      message(locale, 'plateNumberError'),
      carFlowMessage(locale, carFieldErrorKey('plateRequired', 'plate')),
      carFlowMessage(locale, carFieldErrorKey('plateNotFound', 'plate'), { plate: 'AB12 CDE' }),
      carFlowMessage(locale, carFieldErrorKey('plateLookupFailed', 'plate'), { plate: 'AB12 CDE' }),
    ],
  },
  {
    spec: 'Price fetch failure: loading stops and the error body is shown',
    words: (locale) => [
      priceFailureMessage(locale, 'priceFailedTitle'),
      priceFailureMessage(locale, 'priceFailedTemporary'),
      message(locale, 'priceError'),
    ],
  },
  { spec: "An info-level report 'No price options'", quoted: 'No price options', words: say('noPriceOptions') },
  {
    spec: 'Insurance error: no amount',
    words: (locale) => [insuranceMessage(locale, 'noAmount'), ruleMessage(locale, checkValueOfGoods('abc', SERVICE))],
  },
  {
    spec: 'Insurance error: amount too high (shows the maximum)',
    words: (locale) => [
      ruleMessage(locale, checkValueOfGoods('60000', SERVICE)),
      insuranceMessage(locale, 'highAmountNoMaximum'),
    ],
  },
  {
    spec: 'Insurance error: amount below the excess',
    words: (locale) => [
      ruleMessage(locale, checkValueOfGoods('50', SERVICE)),
      insuranceMessage(locale, 'lowAmountNoExcess'),
    ],
  },
  {
    spec: 'Incomplete custom item: dimensionsError is shown',
    words: (locale) => [
      dimensionsErrorText(locale, ['name', 'weight']),
      ruleMessage(locale, checkCustomItem({ name: '', width: 1 })),
    ],
  },
  {
    spec: 'Size outside the soft bounds: a warning that needs confirmation',
    words: (locale) => [
      ruleMessage(locale, checkCustomItem({ name: 'Beam', width: 320, height: 40, depth: 40, weight: 30 })),
      message(locale, 'sizeSoftWarning'),
    ],
  },
  {
    spec: 'Outside the hard bounds: blocked',
    words: (locale) => [
      ruleMessage(locale, checkCustomItem({ name: 'Mast', width: 500, height: 10, depth: 10, weight: 30 })),
      message(locale, 'sizeHardBlock'),
    ],
  },
  {
    spec: 'Partner default items with none chosen: a missing-item error',
    words: (locale) => [itemPickerMessage(locale, 'partnerMissingItem'), message(locale, 'missingItem')],
  },
  {
    spec: 'Item-search failure: an empty list',
    words: (locale) => [
      itemPickerMessage(locale, 'itemSearchFailedTitle'),
      itemPickerMessage(locale, 'itemSearchFailed'),
      itemPickerMessage(locale, 'itemSearchNoResults', { text: 'sofa' }),
    ],
  },
  {
    spec: "Failures of make, model or item lookups are only logged ('Error: No data returned')",
    quoted: 'Error: No data returned',
    words: (locale) => [message(locale, 'noDataReturned')],
  },
  {
    spec: "… ('Error: Wrong item_id')",
    quoted: 'Error: Wrong item_id',
    words: (locale) => [message(locale, 'wrongItemId')],
  },
  {
    spec: 'The car makes and models the failed lookups leave (what the person sees instead of the log)',
    words: (locale) => [
      carFlowMessage(locale, 'carMakesFailedTitle'),
      carFlowMessage(locale, 'carModelsFailedTitle'),
      carFlowMessage(locale, 'carLookupFailed'),
    ],
  },
  {
    spec: 'Maps failures reject with the status',
    words: (locale) => [
      addressPickerMessage(locale, 'addressLookupFailedTitle'),
      addressPickerMessage(locale, 'addressLookupFailed'),
      ...Object.values(ADDRESS_FIELD_ERROR_KEYS).map((key) => addressPickerMessage(locale, key, { text: 'Leeds' })),
      addressPickerMessage(locale, 'addressPositionNotFound'),
      routeFailureMessage(locale, 'noRoute'),
      routeFailureMessage(locale, 'status_500'),
      message(locale, 'addressNeedsCoordinates'),
    ],
  },
  {
    spec: "'User can't edit this listing. 30m-24h'",
    quoted: "User can't edit this listing. 30m-24h",
    words: say('userCannotEditListing'),
  },
  {
    spec: "'Customer can't edit this listing.'",
    quoted: "Customer can't edit this listing.",
    words: say('customerCannotEditListing'),
  },
]);

/** docs/behaviour/back-office.md §8: the server's table (code → text shown), then the other errors. */
const SERVER_TABLE: [codes: string[], text: string][] = [
  [['user_disabled', 'user_failed'], 'Your account is disabled'],
  [['not_valid_email'], 'Please enter a valid email address'],
  [['wrong_credentials'], 'Oops! wrong password...'],
  [['password_needed'], 'Please enter your password'],
  [['ebay_listing_not_found'], 'eBay listing not found'],
  [['no_user_with_email'], 'No user with entered Email address'],
  [['missing'], 'This is required'],
  [['before_today'], 'This is before today'],
  [['before_pickup_date', 'before_pickup_date_end'], 'The delivery date you have selected is before the pickup date'],
  [['phone_is_mandatory'], 'Please enter your phone number'],
];

const BACK_OFFICE: ErrorRow[] = rows('back-office §8', true, [
  ...SERVER_TABLE.flatMap(([codes, text]) =>
    codes.map((code) => ({
      spec: `${code}: '${text}'`,
      quoted: text,
      customer: true,
      words: (locale: Locale) => [serverCodeMessage(locale, code)],
    })),
  ),
  {
    spec: "The generic handler alerts 'Server error!'",
    quoted: 'Server error!',
    customer: true,
    words: say('serverError'),
  },
  {
    spec: 'A server rule code on a booking-step field, as the flow’s error summary shows it',
    customer: true,
    words: (locale) => [
      flowProblemText(
        { ...problem('pickup_date', 'before_today'), step: 'listing-price-options', bookingStep: 2 },
        locale,
      ),
      flowProblemText(
        { ...problem('pickup_date', 'before_pickup_date'), step: 'listing-price-options', bookingStep: 2 },
        locale,
      ),
    ],
  },
  { spec: 'Card-by-phone: payment_method_token_timeout', customer: false, words: say('paymentTokenTimeout') },
  { spec: 'Card-by-phone: unexpected_error', customer: false, words: say('unexpectedError') },
  {
    spec: "'No pgs lambda host defined.'",
    quoted: 'No pgs lambda host defined.',
    customer: false,
    words: say('noPgsLambdaHost'),
  },
  {
    spec: 'The input-timeout code',
    quoted:
      'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',
    customer: false,
    words: say('captureInputTimeout'),
  },
  { spec: 'Login failure shows a login error flag', customer: true, words: say('loginFailed') },
  {
    spec: "Admin saves: 'Save was successful'",
    quoted: 'Save was successful',
    customer: false,
    words: say('saveSuccessful'),
  },
  {
    spec: "'Sorry, no similar jobs found for this listing.'",
    quoted: 'Sorry, no similar jobs found for this listing.',
    customer: false,
    words: say('noSimilarJobs'),
  },
  {
    spec: "Interceptor exclusions: 'User can't edit this listing. 30m-24h'",
    quoted: "User can't edit this listing. 30m-24h",
    customer: true,
    words: say('userCannotEditListing'),
  },
  {
    spec: "… 'Customer can't edit this listing.'",
    quoted: "Customer can't edit this listing.",
    customer: true,
    words: say('customerCannotEditListing'),
  },
  {
    spec: 'Maps failures reject with the status; other failed lookups are logged silently',
    customer: true,
    words: (locale) => [routeFailureMessage(locale, 'maps')],
  },
]);

/**
 * The flow's own refusals (back-office §4, §5 through `<hk-quote-flow>`'s error summary): every
 * booking-step field with each built-in code, and the element shell's load and render failures.
 */
const FLOW: ErrorRow[] = rows('flow (back-office §4, §5)', true, [
  ...(['pickup_address_data', 'delivery_address_data', 'move_items', 'pickup_date', 'custom_field'] as const).flatMap(
    (field) =>
      ['missing', 'tooShort', 'invalidFormat', 'addressNoCoordinates'].map((code) => ({
        spec: `Booking step field ${field}: ${code}`,
        words: (locale: Locale) => [
          flowProblemText(problem(field, code), locale),
          ruleMessage(locale, { code, field }),
        ],
      })),
  ),
  {
    spec: 'The error summary’s title and the element’s failures',
    words: (locale) => [
      quoteFlowMessage(locale, 'flowErrorSummaryTitle'),
      elementMessage(locale, 'loadFailed'),
      elementMessage(locale, 'loadFailedAgain'),
      elementMessage(locale, 'renderFailed'),
    ],
  },
]);

const ROWS: ErrorRow[] = [...CUSTOMER, ...BACK_OFFICE, ...FLOW];

/** A word that is a catalogue key left as is (camelCase) rather than words for people. */
const KEY_LIKE = /^[a-z]+(?:[A-Z][a-z0-9]*)+$/;

describe('every error the spec lists has words in en-GB, en-IE and es-ES', () => {
  it('the table holds both catalogues: 25 customer rows, every server code of the back-office table', () => {
    expect(CUSTOMER).toHaveLength(25);
    expect(BACK_OFFICE.filter((row) => row.spec.includes(': ')).length).toBeGreaterThanOrEqual(12);
  });

  it.each(ROWS.flatMap((row) => LOCALES.map((locale) => [row.source, row.spec, locale, row] as const)))(
    '%s %s — %s: words for people',
    (_source, _spec, locale, row) => {
      const words = row.words(locale);
      expect(words.length).toBeGreaterThan(0);
      for (const text of words) {
        expect(text.trim().length).toBeGreaterThan(3);
        expect(text).not.toMatch(/\{\w+\}/);
        expect(text).not.toMatch(KEY_LIKE);
        expect(text).not.toMatch(/undefined|NaN|null/);
      }
    },
  );

  it.each(ROWS.map((row) => [row.source, row.spec, row] as const))(
    '%s %s — es-ES is Spanish, not English',
    (_source, _spec, row) => {
      const english = row.words('en-GB');
      const spanish = row.words('es-ES');
      spanish.forEach((text, index) => {
        expect(text).not.toBe(english[index]);
      });
    },
  );

  it.each(ROWS.filter((row) => row.quoted !== undefined).map((row) => [row.source, row.spec, row] as const))(
    '%s %s — en-GB and en-IE keep the spec’s words',
    (_source, _spec, row) => {
      expect(row.words('en-GB')[0]).toBe(row.quoted);
      expect(row.words('en-IE')[0]).toBe(row.quoted);
    },
  );

  it('en-IE speaks en-GB’s words but for money, which it writes in euro, and the Eircode an Irish address has', () => {
    const differing = ROWS.filter((row) => row.words('en-IE').join('|') !== row.words('en-GB').join('|'));
    expect(differing.map((row) => row.spec)).toEqual([
      'Insurance error: amount too high (shows the maximum)',
      'Insurance error: amount below the excess',
      'Maps failures reject with the status',
    ]);
    const maps = ROWS.find((row) => row.spec === 'Maps failures reject with the status');
    expect(maps?.words('en-IE').join(' ')).toContain('Eircode');
    expect(differing.flatMap((row) => row.words('en-IE')).join(' ')).toContain('€');
  });
});
