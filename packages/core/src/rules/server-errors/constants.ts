import type { MessageKey } from '../../locale/en-gb.js';

/**
 * Catalogue key of each server error code (back-office §8 table, plus the generic handler's
 * `server_error`). The words live only in the locale catalogue (locale/en-gb.ts, es/messages.ts), whose
 * en-GB entries are the spec's texts word for word.
 */
export const SERVER_ERROR_MESSAGE_KEYS = {
  user_disabled: 'accountDisabled',
  user_failed: 'accountDisabled',
  not_valid_email: 'notValidEmail',
  wrong_credentials: 'wrongCredentials',
  password_needed: 'passwordNeeded',
  ebay_listing_not_found: 'ebayListingNotFound',
  no_user_with_email: 'noUserWithEmail',
  missing: 'required',
  before_today: 'beforeToday',
  before_pickup_date: 'beforePickupDate',
  before_pickup_date_end: 'beforePickupDate',
  phone_is_mandatory: 'phoneIsMandatory',
  server_error: 'serverError',
} as const satisfies Readonly<Record<string, MessageKey>>;

/** A code of the server error catalogue. */
export type ServerErrorCode = keyof typeof SERVER_ERROR_MESSAGE_KEYS;

/** Code of a response that lacks the error shape; its text is the generic handler's (catalogue key serverError, back-office §8). */
export const GENERIC_SERVER_ERROR_CODE = 'server_error';

/** Messages with which the server refuses to edit a pre-listing; never reported (docs/behaviour/quote-flow.md §8). */
export const EDIT_REFUSAL_MESSAGES: readonly string[] = [
  "User can't edit this listing. 30m-24h",
  "Customer can't edit this listing.",
];

/** Status of an experiment conflict that is not reported (back-office §8: experiment 409). */
export const EXPERIMENT_CONFLICT_STATUS = 409;

/** Status of a redact failure that is not reported (back-office §8: redact 500). */
export const REDACT_FAILURE_STATUS = 500;

/** A URL path segment containing this is a distance lookup (e.g. /ng/listings/…/distance, distancematrix). */
export const DISTANCE_PATH_MARK = 'distance';

/** A URL path segment starting with this is a test-lab call (experiment, experiment/allocation, …). */
export const EXPERIMENT_PATH_MARK = 'experiment';

/** A URL path segment containing this is a redact call. */
export const REDACT_PATH_MARK = 'redact';

/** Lowest and highest statuses that are not failures (2xx and 3xx). */
export const SUCCESS_STATUS_RANGE = { min: 200, max: 399 } as const;

/** How deep the report rule looks into a body for a refusal message. */
export const BODY_SEARCH_DEPTH = 4;
