/** The error catalogue of docs/behaviour/back-office.md §8, word for word, as both its tests quote it. */
export const SPEC_SERVER_ERROR_TEXTS: readonly (readonly [code: string, text: string])[] = [
  ['user_disabled', 'Your account is disabled'],
  ['user_failed', 'Your account is disabled'],
  ['not_valid_email', 'Please enter a valid email address'],
  ['wrong_credentials', 'Oops! wrong password...'],
  ['password_needed', 'Please enter your password'],
  ['ebay_listing_not_found', 'eBay listing not found'],
  ['no_user_with_email', 'No user with entered Email address'],
  ['missing', 'This is required'],
  ['before_today', 'This is before today'],
  ['before_pickup_date', 'The delivery date you have selected is before the pickup date'],
  ['before_pickup_date_end', 'The delivery date you have selected is before the pickup date'],
  ['phone_is_mandatory', 'Please enter your phone number'],
  ['server_error', 'Server error!'],
];
