import type { ItemPickerMessageKey } from './item-picker.js';

/**
 * The en-GB catalogue, the reference every other locale must match key for key and placeholder
 * for placeholder. Texts quoted in the spec are kept word for word (spelling and punctuation
 * included); the others are ours.
 */
export const enGB = {
  // Item list summary: not shown by the item picker yet, so kept out of its catalogue.
  itemsTotal: '{count} pieces in total',
  // Account checks (docs/behaviour/quote-flow.md §8).
  usernameBlank: "Username can't be blank",
  usernameTaken: 'That username is already registered',
  emailInvalid: 'Email entered is not a valid email',
  emailTaken: 'Email address is already registered',
  phoneTaken: 'Phone number is already registered',
  mobileTaken: 'Mobile phone number is already registered',
  phoneInvalid: 'Phone number is not valid',
  mobileInvalid: 'Mobile phone number is not valid',
  loginFailed: 'We could not log you in. Check your email and password.',

  // Addresses (docs/behaviour/quote-flow.md §5).
  addressNeedsCoordinates: 'Choose an address from the suggestions so we can find it on the map.',
  addressSearchPlaceholder: 'Start typing an address or postcode',
  postcodeLabel: 'Postcode',

  // Items, cars and pianos (docs/behaviour/quote-flow.md §5, §8; back-office §5).
  itemNameRequired: 'Enter a name for the item.',
  itemNameTooLong: 'Enter a name of {max} characters or fewer.',
  makeRequired: 'Enter the make.',
  modelRequired: 'Enter the model.',
  quantityRequired: 'Enter how many.',
  packingCountNotWhole: 'Enter a whole number from 0 to {max}, like 2.',
  packingCountTooHigh: 'Enter {max} or fewer.',
  packingCounts: 'Some counts need fixing before packing can be added.',
  packingEmpty: 'Choose at least one packing item.',
  dimensionsError: 'Enter a name, width, height, depth and weight, each more than 0.',
  sizeSoftWarning: 'These sizes look unusual for one item. Check them and the units, then confirm to add it anyway.',
  sizeHardBlock:
    'This item is too large or too heavy to book online. Check the sizes and units, or split it into smaller items.',
  missingItem: 'Choose at least one item and how many of it.',
  plateNumberError: 'We could not find a vehicle with that registration. Check it, or choose the make and model.',
  noDataReturned: 'Error: No data returned',
  wrongItemId: 'Error: Wrong item_id',

  // Insurance, Protection Plus (docs/behaviour/quote-flow.md §5, §8; back-office §5).
  insuranceNoAmount: 'Enter the value of your goods, in numbers, to add Protection Plus.',
  insuranceHighAmount: 'Protection Plus covers goods worth up to {maximum}. Enter a lower value.',
  insuranceLowAmount: 'The value of your goods must be at least the {excess} excess.',

  // Prices (docs/behaviour/quote-flow.md §8).
  noPriceOptions: 'No price options',
  priceError: 'We could not get prices for this job just now. Check your addresses and items, then try again.',

  // Server error codes (docs/behaviour/back-office.md §8).
  accountDisabled: 'Your account is disabled',
  notValidEmail: 'Please enter a valid email address',
  wrongCredentials: 'Oops! wrong password...',
  passwordNeeded: 'Please enter your password',
  ebayListingNotFound: 'eBay listing not found',
  noUserWithEmail: 'No user with entered Email address',
  required: 'This is required',
  beforeToday: 'This is before today',
  beforePickupDate: 'The delivery date you have selected is before the pickup date',
  phoneIsMandatory: 'Please enter your phone number',
  serverError: 'Server error!',
  saveSuccessful: 'Save was successful',
  userCannotEditListing: "User can't edit this listing. 30m-24h",
  customerCannotEditListing: "Customer can't edit this listing.",

  // Card by phone (docs/behaviour/back-office.md §8).
  paymentTokenTimeout: 'The card details were not confirmed in time. Start the payment again.',
  unexpectedError: 'Something went wrong. Try again.',
  noPgsLambdaHost: 'No pgs lambda host defined.',
  captureInputTimeout:
    'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.',

  // Admin tools (docs/behaviour/back-office.md §5, §8, §9).
  noSimilarJobs: 'Sorry, no similar jobs found for this listing.',
  noteTextRequired: 'Write the note before saving it.',
  smsTextRequired: 'Write the message before sending the SMS.',
  sendQuoteNameRequired: "Enter the customer's name to send the quote.",
  sendQuoteEmailRequired: "Enter the customer's e-mail to send the quote.",
  sendQuotePricesRequired: 'Load the prices before sending the quote.',
  freeCancellationHours: 'Free cancellation up to {count} hours before the job.',
  freeCancellationDays: 'Free cancellation up to {count} days before the job.',

  // Rule errors without spec words (rule-messages.ts): what is wrong, then what to do.
  insuranceHighAmountNoMaximum: 'Protection Plus does not cover goods of that value. Enter a lower value.',
  insuranceLowAmountNoExcess: 'The value of your goods must be at least the excess. Enter a higher value.',
  missingPickupAddress: 'Enter the pickup address.',
  missingDeliveryAddress: 'Enter the delivery address.',
  missingMoveItems: 'Add at least one item.',
  missingPickupDate: 'Choose a pickup date.',
  fieldPickupAddress: 'the pickup address',
  fieldDeliveryAddress: 'the delivery address',
  fieldMoveItems: 'your items',
  fieldPickupDate: 'the pickup date',
  fieldUnknown: 'this field',
  fieldTooShort: 'Check {field}: something is missing.',
  fieldInvalidFormat: 'Check {field}: the format is not right.',
  fieldNeedsCoordinates: 'Choose {field} from the suggestions so we can find it on the map.',
  unknownStep: 'We could not open that step of the booking. Start again from the first step.',
  measureWidth: 'width',
  measureHeight: 'height',
  measureDepth: 'depth',
  measureSide: 'side',
  boundSideTooSmall: 'The {side} is {value}, under {limit}.',
  boundSideTooLarge: 'The {side} is {value}, over {limit}.',
  boundVolumeTooSmall: 'The volume is {value}, under {limit}.',
  boundVolumeTooLarge: 'The volume is {value}, over {limit}.',
  boundWeightTooLight: 'The weight is {value}, under {limit}.',
  boundWeightTooHeavy: 'The weight is {value}, over {limit}.',
  sizeTooSmallBlock: 'These sizes are too small to be right. Check them and the units, then try again.',
  makeInvalid: 'Enter the make, with at least one letter or number.',
  modelInvalid: 'Enter the model, with at least one letter or number.',
  makeAndModelInvalid: 'Enter the make and the model, each with at least one letter or number.',
  makeAndModelRequired: 'Enter the make and the model.',
  makeTooLong: 'Enter a make of {max} characters or fewer.',
  modelTooLong: 'Enter a model of {max} characters or fewer.',
  makeAndModelTooLong: 'Enter a make and a model of {max} characters or fewer each.',
  volumePresetRequired: 'Choose a measure for the volume: cubic feet, cubic metres or part of a van.',
  wholeQuantityRequired: 'Enter a whole number from 1 to {max}.',
  quantityAtMost: 'Enter {max} or fewer.',
  storageVolumeRequired: 'Enter the volume to store, in cubic metres.',
  storageAccessRequired: 'Choose long-term storage or storage with regular access.',
  invalidDate: 'That is not a real date. Choose a day on the calendar.',
  dayPast: 'That day has passed. Choose a later day.',
  dayNoPrice: 'There is no price for that day. Choose another day.',
  invalidTimeOption: 'That time is not available. Choose another time.',
  collectionOnly: 'For a journey this long, you can choose a collection time only.',
  draftNotSaved: 'We could not save your quote on this device. Keep this page open until you book.',
};

/** Every message key: the item picker's and the rest. */
export type MessageKey = ItemPickerMessageKey | keyof typeof enGB;

/** A full catalogue: words for every key. */
export type Catalogue = Record<MessageKey, string>;

/** The keys beyond the item picker's, which each locale file holds. */
export type GeneralCatalogue = Record<keyof typeof enGB, string>;
