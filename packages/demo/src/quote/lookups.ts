import type {
  AffiliateStore,
  PersonalisedNumberQuery,
  PersonalisedPhoneNumber,
  PhoneCheckRequest,
  SuccessFlag,
  TrustRating,
} from '@haulkit/core';
import { hashText } from '../random.js';

/** Usernames, e-mails and phone numbers the demo treats as already registered. */
const REGISTERED = {
  usernames: ['admin', 'demo', 'jsmith', 'haulkit'],
  emails: ['taken@example.com', 'demo@haulkit.test'],
  phones: ['07700900000', '02079460000'],
} as const;

/** A plausible email address: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A UK phone number: 0 or +44 then 10 digits starting 1, 2, 3 or 7 (landline, non-geographic, mobile). */
const UK_PHONE = /^(?:0|44)[1237]\d{9}$/;

const digitsOf = (phone: string) => String(phone ?? '').replace(/[^\d]/g, '');
const localNumber = (digits: string) => (digits.startsWith('44') ? `0${digits.slice(2)}` : digits);

/** Username check: non-blank and not yet registered (docs/behaviour/quote-flow.md §5, §8). */
export function checkUsername(username: string): SuccessFlag {
  const name = String(username ?? '')
    .trim()
    .toLowerCase();
  return { success: name !== '' && !(REGISTERED.usernames as readonly string[]).includes(name) };
}

/** E-mail validity check: one @, a domain with a dot, no spaces. */
export function checkEmailValid(email: string): SuccessFlag {
  return { success: EMAIL.test(String(email ?? '').trim()) };
}

/** Duplicate e-mail check: not one of the registered addresses (case-insensitive). */
export function checkEmailDuplicate(email: string): SuccessFlag {
  const address = String(email ?? '')
    .trim()
    .toLowerCase();
  return { success: !(REGISTERED.emails as readonly string[]).includes(address) };
}

function phoneOf(request: PhoneCheckRequest): string {
  return localNumber(digitsOf(request.phone_number ?? request.mobile_phone_number ?? ''));
}

/** Phone validity check: a UK landline, non-geographic or mobile number (spaces and +44 allowed). */
export function checkPhoneValid(request: PhoneCheckRequest): SuccessFlag {
  const digits = digitsOf(request.phone_number ?? request.mobile_phone_number ?? '');
  return { success: UK_PHONE.test(digits) };
}

/** Duplicate phone check: not one of the registered numbers. */
export function checkPhoneDuplicate(request: PhoneCheckRequest): SuccessFlag {
  return { success: !(REGISTERED.phones as readonly string[]).includes(phoneOf(request)) };
}

/** The trust rating the demo shows (numberOfReviews and score.trustScore). */
export function trustRating(): TrustRating {
  return { numberOfReviews: 48_213, score: { trustScore: 4.7 } };
}

/** The marketplace's main number, and the extensions personal numbers use. */
const MAIN_NUMBER = { national: '0330 808 5252', full: '+443308085252' } as const;
const EXTENSION_RANGE = 9000;
const EXTENSION_FROM = 1000;

/**
 * A personalised number: the main number with an extension derived from the pre-listing id, so
 * a call can be matched to the quote; without a pre-listing id it is the plain main number.
 */
export function personalisedNumber(query: PersonalisedNumberQuery): PersonalisedPhoneNumber {
  if (!query.pre_listing_id) return { ...MAIN_NUMBER, full_extended: MAIN_NUMBER.full, is_personalised: false };
  const extension = String(EXTENSION_FROM + (hashText(query.pre_listing_id) % EXTENSION_RANGE));
  return { ...MAIN_NUMBER, extension, full_extended: `${MAIN_NUMBER.full},${extension}`, is_personalised: true };
}

/** Affiliates and their stores (GET /ng/api/v3/affiliates/{store}/stores). */
const STORES: Readonly<Record<string, readonly AffiliateStore[]>> = {
  homestore: [
    {
      affiliate_store_id: 1,
      name: 'HomeStore Bristol Cribbs',
      postcode: 'BS34 5UP',
      town: 'Bristol',
      region: 'South West',
      raw_address: 'Unit 4, Cribbs Causeway Retail Park, Bristol BS34 5UP',
      contact_name: 'Store manager',
      contact_number: '0117 496 0123',
      latitude: 51.5246,
      longitude: -2.5968,
      special_instructions: 'Collections from the goods-in bay at the rear.',
      collection_times: [
        { day_of_the_week: 'monday', collection_time_start: '09:00', collection_time_end: '17:00' },
        { day_of_the_week: 'saturday', collection_time_start: '09:00', collection_time_end: '13:00' },
      ],
    },
    {
      affiliate_store_id: 2,
      name: 'HomeStore Manchester Trafford',
      postcode: 'M17 8AA',
      town: 'Manchester',
      region: 'North West',
      raw_address: 'Trafford Retail Park, Manchester M17 8AA',
      contact_name: 'Store manager',
      contact_number: '0161 496 0456',
      latitude: 53.4668,
      longitude: -2.3487,
      collection_times: [{ day_of_the_week: 'tuesday', collection_time_start: '10:00', collection_time_end: '16:00' }],
    },
  ],
};

/** The stores of an affiliate; an unknown affiliate has none. */
export function affiliateStores(store: string): AffiliateStore[] {
  const key = String(store ?? '')
    .trim()
    .toLowerCase();
  return Object.hasOwn(STORES, key) ? [...(STORES[key] ?? [])] : [];
}

/** The stylesheet to load for a name: the name with a content hash, as a build would emit it. */
export function cssFilename(filename: string): string {
  const base =
    String(filename ?? '')
      .trim()
      .replace(/\.css$/, '') || 'haulkit';
  return `${base}.${hashText(base).toString(16).padStart(8, '0')}.css`;
}
