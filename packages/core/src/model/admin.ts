import { DateTextSchema, FlagSchema, maybe, OpaqueSchema, TimeValueSchema } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/**
 * A customer call back an admin arranged (docs/behaviour/back-office.md §3): call_back_date,
 * call_back_days, call_back_time, can_we_call_back, status, cancel_book_reason and
 * additional_comments. Status values are not shown, so any text is read.
 */
export const CustomerCallBackSchema = v.looseObject({
  call_back_date: maybe(DateTextSchema),
  call_back_days: maybe(v.union([NumericSchema, v.array(v.union([v.string(), v.number()]))])),
  call_back_time: maybe(TimeValueSchema),
  can_we_call_back: maybe(FlagSchema),
  status: maybe(v.string()),
  cancel_book_reason: maybe(v.string()),
  additional_comments: maybe(v.string()),
});
export type CustomerCallBack = v.InferOutput<typeof CustomerCallBackSchema>;

/** A customer phone number: text, or an object with the number and what it is. */
const PhoneEntrySchema = v.union([v.string(), v.looseObject({ number: maybe(v.string()) })]);

/**
 * Admin info of a pre-listing (docs/behaviour/back-office.md §3): notes, customer phone numbers
 * (read from `customer_phone_numbers`), default_sms, customer_call_back and history.
 */
export const AdminInfoSchema = v.looseObject({
  notes: maybe(v.union([v.string(), v.array(v.unknown())])),
  customer_phone_numbers: maybe(v.array(PhoneEntrySchema)),
  default_sms: maybe(v.string()),
  customer_call_back: maybe(CustomerCallBackSchema),
  history: maybe(OpaqueSchema),
});
export type AdminInfo = v.InferOutput<typeof AdminInfoSchema>;
