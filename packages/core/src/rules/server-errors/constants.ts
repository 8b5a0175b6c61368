/**
 * English texts of the server error codes (back-office §8), keyed by code. The locale module
 * translates them; keep the words exactly as the spec has them.
 */
export const SERVER_ERROR_TEXTS = {
  user_disabled: 'Your account is disabled',
  user_failed: 'Your account is disabled',
  not_valid_email: 'Please enter a valid email address',
  wrong_credentials: 'Oops! wrong password...',
  password_needed: 'Please enter your password',
  ebay_listing_not_found: 'eBay listing not found',
  no_user_with_email: 'No user with entered Email address',
  missing: 'This is required',
  before_today: 'This is before today',
  before_pickup_date: 'The delivery date you have selected is before the pickup date',
  before_pickup_date_end: 'The delivery date you have selected is before the pickup date',
  phone_is_mandatory: 'Please enter your phone number',
  server_error: 'Server error!',
} as const;

/** A code of the server error catalogue. */
export type ServerErrorCode = keyof typeof SERVER_ERROR_TEXTS;

/** Code of a response that lacks the error shape; its text is the generic handler's 'Server error!' (back-office §8). */
export const GENERIC_SERVER_ERROR_CODE = 'server_error';

/** Messages with which the server refuses to edit a pre-listing; never reported (customer-quote-flow.md §8). */
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
