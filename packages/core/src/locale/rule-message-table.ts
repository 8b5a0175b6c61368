import { MAX_MAKE_MODEL_LENGTH } from '../rules/custom-item/constants.js';
import { boundIssueBlocks, boundIssuesMessage } from './bound-messages.js';
import type { MessageKey } from './en-gb.js';
import { type Locale, message } from './messages.js';
import { type Currency, formatMoney, formatMoneyInThousands } from './money.js';

/** What a rule's words are built from: the locale, the error value and the money options. */
export interface RuleMessageContext {
  locale: Locale;
  /** The coded error as the rule returned it (a bare code reads as `{ code }`). */
  value: Readonly<Record<string, unknown>>;
  currency?: Currency;
}

type Say = (context: RuleMessageContext) => string;

/** The words of a booking-step field (back-office §2, §5): what to do when it is missing, and its name. */
const STEP_FIELDS: Readonly<Record<string, { missing: MessageKey; name: MessageKey; address: boolean }>> = {
  pickup_address_data: { missing: 'missingPickupAddress', name: 'fieldPickupAddress', address: true },
  delivery_address_data: { missing: 'missingDeliveryAddress', name: 'fieldDeliveryAddress', address: true },
  move_items: { missing: 'missingMoveItems', name: 'fieldMoveItems', address: false },
  pickup_date: { missing: 'missingPickupDate', name: 'fieldPickupDate', address: false },
};

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const say =
  (key: MessageKey): Say =>
  ({ locale }) =>
    message(locale, key);

function stepField({ value }: RuleMessageContext) {
  const field = text(value.field);
  return field !== undefined && Object.hasOwn(STEP_FIELDS, field) ? STEP_FIELDS[field] : undefined;
}

function fieldName(context: RuleMessageContext): string {
  return message(context.locale, stepField(context)?.name ?? 'fieldUnknown');
}

/** The make/model fields at fault; none listed means both (docs/behaviour/quote-flow.md §5). */
function makeModel(
  context: RuleMessageContext,
  make: MessageKey,
  model: MessageKey,
  both: MessageKey,
  params?: Record<string, number>,
): string {
  const listed = Array.isArray(context.value.fields) ? context.value.fields : [];
  const hasMake = listed.includes('make');
  const hasModel = listed.includes('model');
  const key = hasMake === hasModel ? both : hasMake ? make : model;
  return message(context.locale, key, params);
}

/** The maximum a quantity error names: the rule's, else the item maximum (the translator's `{max}`). */
const maxOf = (value: Readonly<Record<string, unknown>>): Record<string, number> => {
  const max = finite(value.max);
  return max === undefined ? {} : { max };
};

/** The quantity kept after a refused typed quantity (`previous`, or TypedQuantity's `quantity`). */
const previousOf = (value: Readonly<Record<string, unknown>>) => finite(value.previous) ?? finite(value.quantity);

function bound(context: RuleMessageContext): string {
  const issue = { ...context.value, code: String(context.value.code) };
  return boundIssuesMessage(context.locale, [issue], boundIssueBlocks(issue));
}

/**
 * Words for every code a person can meet, by code: insurance (docs/behaviour/quote-flow.md §5,
 * back-office §5), addresses, booking steps, custom items and their bounds, make and model,
 * total volume, back-office items, storage, calendar, time options, time slider, draft saving.
 */
export const RULE_MESSAGES = {
  noAmount: say('insuranceNoAmount'),
  highAmount: ({ locale, value, currency }) => {
    const max = finite(value.max);
    const maximum = max === undefined ? text(value.maxText) : formatMoneyInThousands(locale, max, currency);
    return maximum
      ? message(locale, 'insuranceHighAmount', { maximum })
      : message(locale, 'insuranceHighAmountNoMaximum');
  },
  lowAmount: ({ locale, value, currency }) => {
    const excess = finite(value.excess);
    return excess === undefined
      ? message(locale, 'insuranceLowAmountNoExcess')
      : message(locale, 'insuranceLowAmount', { excess: formatMoney(locale, excess, currency) });
  },
  addressNeedsCoordinates: say('addressNeedsCoordinates'),
  missing: (context) => message(context.locale, stepField(context)?.missing ?? 'required'),
  tooShort: (context) => message(context.locale, 'fieldTooShort', { field: fieldName(context) }),
  invalidFormat: (context) => message(context.locale, 'fieldInvalidFormat', { field: fieldName(context) }),
  addressNoCoordinates: (context) =>
    stepField(context)?.address
      ? message(context.locale, 'fieldNeedsCoordinates', { field: fieldName(context) })
      : message(context.locale, 'addressNeedsCoordinates'),
  unknownStep: say('unknownStep'),
  dimensionsError: say('dimensionsError'),
  sideTooSmall: bound,
  sideTooLarge: bound,
  volumeTooSmall: bound,
  volumeTooLarge: bound,
  weightTooLight: bound,
  weightTooHeavy: bound,
  makeModelError: (context) => makeModel(context, 'makeInvalid', 'modelInvalid', 'makeAndModelInvalid'),
  makeModelRequired: (context) => makeModel(context, 'makeRequired', 'modelRequired', 'makeAndModelRequired'),
  makeModelTooLong: (context) =>
    makeModel(context, 'makeTooLong', 'modelTooLong', 'makeAndModelTooLong', {
      max: finite(context.value.max) ?? MAX_MAKE_MODEL_LENGTH,
    }),
  presetRequired: say('volumePresetRequired'),
  quantityRequired: say('quantityRequired'),
  quantityNotWhole: ({ locale, value }) => {
    const previous = previousOf(value);
    const typed = typeof value.text === 'string' ? value.text : undefined;
    return typed !== undefined && previous !== undefined
      ? message(locale, 'quantityNotWhole', { ...maxOf(value), text: typed, previous })
      : message(locale, 'wholeQuantityRequired', maxOf(value));
  },
  quantityTooHigh: ({ locale, value }) => {
    const previous = previousOf(value);
    return previous !== undefined
      ? message(locale, 'quantityTooHigh', { ...maxOf(value), previous })
      : message(locale, 'quantityAtMost', maxOf(value));
  },
  packingCountNotWhole: ({ locale, value }) => message(locale, 'packingCountNotWhole', maxOf(value)),
  packingCountTooHigh: ({ locale, value }) => message(locale, 'packingCountTooHigh', maxOf(value)),
  packingCounts: say('packingCounts'),
  packingEmpty: say('packingEmpty'),
  nameRequired: say('itemNameRequired'),
  nameTooLong: ({ locale, value }) => message(locale, 'itemNameTooLong', maxOf(value)),
  volumeRequired: say('storageVolumeRequired'),
  accessRequired: say('storageAccessRequired'),
  invalidDate: say('invalidDate'),
  past: say('dayPast'),
  noPrice: say('dayNoPrice'),
  invalidTimeOption: say('invalidTimeOption'),
  collectionOnly: say('collectionOnly'),
  notSerializable: say('draftNotSaved'),
} satisfies Readonly<Record<string, Say>>;

/** A code the rules return that has words for people. */
export type RuleMessageCode = keyof typeof RULE_MESSAGES;
