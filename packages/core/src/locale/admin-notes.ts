import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The admin lead tools' words (docs/behaviour/back-office.md §3, §5, §8, §9), for admin staff:
 * notes, the SMS to the customer, the call back, the lead flags, the affiliate attribution,
 * special instructions and the quote's history. The save outcome ('Save was successful', the
 * first error) is the shared catalogue's.
 */
export const adminNotesEnGB = {
  adminNotesHeading: 'Admin notes',
  notesHeading: 'Notes',
  notesLoading: 'Loading the admin information…',
  notesFailed: 'The admin information could not be loaded.',
  notesRetry: 'Try again',
  notesNoRecord: 'Notes appear once the job has a saved quote.',
  notesNoPermission: 'You can read these notes but not change them: your account does not have the notes permission.',
  notesNoService: 'Notes are not available here: no admin service is set up.',
  notesNone: 'No notes yet.',
  errorPrefix: 'Error:',
  customerNumbersHeading: 'Customer’s numbers',
  customerNumbersNone: 'No number for this customer.',
  noteLabel: 'New note',
  noteSave: 'Add note',
  noteMissing: 'Enter the note.',
  smsHeading: 'Text the customer',
  smsPhoneLabel: 'Number',
  smsPhoneChoose: 'Choose a number',
  smsMessageLabel: 'Message',
  smsSend: 'Send text',
  smsMessageMissing: 'Enter the message.',
  smsPhoneMissing: 'Choose the number to text.',
  smsPhoneUnknown: 'Choose one of the customer’s numbers.',
  smsDefault: 'Thanks for your quote. Book online today: free cancellation up to {period} before your move.',
  smsDefaultWithPrice:
    'Thanks for your quote from {price}. Book online today: free cancellation up to {period} before your move.',
  periodHours: '{amount} hours',
  periodDays: '{amount} days',
  smsCancellationWrong: 'This job has free cancellation up to {period}; the message names another period.',
  smsCancellationNone: 'The message does not say this job has free cancellation up to {period}.',
  callBackHeading: 'Call back',
  callBackCanCall: 'We can call the customer back',
  callBackDate: 'Date',
  callBackDateHint: 'DD/MM/YYYY, from today up to {last}.',
  callBackDays: 'Days',
  callBackTime: 'Time',
  callBackTimeHint: 'HH:MM, for example 14:30.',
  callBackStatus: 'Status',
  callBackCancelReason: 'Reason for cancelling the booking',
  callBackComments: 'Additional comments',
  callBackSave: 'Save call back',
  callBackDateMissing: 'Enter the day to call back.',
  callBackDateInvalid: 'Enter a real date, like 28/03/2027.',
  callBackDateBeforeToday: 'Choose today or a later day.',
  callBackDateTooFar: 'Choose a day up to {last}.',
  callBackDayUnknown: 'Choose days of the week.',
  callBackTimeInvalid: 'Enter the time as HH:MM, like 14:30.',
  day_monday: 'Monday',
  day_tuesday: 'Tuesday',
  day_wednesday: 'Wednesday',
  day_thursday: 'Thursday',
  day_friday: 'Friday',
  day_saturday: 'Saturday',
  day_sunday: 'Sunday',
  hotLead: 'Hot business lead',
  syncWithAvb: 'Sync with AVB',
  removalsHeading: 'Removals information',
  removalsSave: 'Save removals information',
  callInfoHeading: 'Current call',
  callInfoNone: 'No call in progress.',
  affiliateHeading: 'Affiliate attribution',
  affiliateOption: 'Option',
  affiliateRef: 'Affiliate',
  affiliateRefId: 'Store id',
  affiliateStoreSearch: 'Find a store by name',
  affiliateLookup: 'Find stores',
  affiliateStore: 'Store',
  affiliateStoreChoose: 'Choose a store',
  affiliateStoresLoading: 'Loading the affiliate’s stores…',
  affiliateStoresFailed: 'The affiliate’s stores could not be loaded.',
  affiliateStoresNone: 'No store of this affiliate has that name.',
  affiliateSave: 'Save attribution',
  affiliateOptionMissing: 'Enter the attribution option.',
  affiliateRefMissing: 'Enter the affiliate.',
  affiliateRefIdMissing: 'Choose a store or enter its id.',
  specialHeading: 'Special instructions',
  specialSave: 'Save instructions',
  historyHeading: 'History',
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  historyNone: 'Nothing has happened on this quote yet.',
  historyWhoUnknown: 'Someone',
  historyWhoSystem: 'The system',
  event_saved: 'Quote saved',
  event_recalculated: 'Prices worked out again',
  event_quote_sent: 'Quote e-mailed',
  event_special_instructions: 'Special instructions changed',
  event_admin_note: 'Note added',
  event_admin_text: 'Text sent',
  event_customer_call_back: 'Call back arranged',
  event_affiliate_attribution: 'Affiliate attributed',
};

/** Keys of the admin lead tools' words. */
export type AdminNotesMessageKey = keyof typeof adminNotesEnGB;

/** The admin lead tools' words per locale (en-IE speaks en-GB here). */
export const ADMIN_NOTES_MESSAGES: Readonly<Record<Locale, Readonly<Record<AdminNotesMessageKey, string>>>> =
  catalogues('admin-notes', adminNotesEnGB);

/** The admin lead tools' words for a key, placeholders filled (see `createTranslator`). */
export const adminNotesMessage = createTranslator((locale) => ADMIN_NOTES_MESSAGES[locale]);

/** The key of a history event's words, or undefined for an event the catalogue does not name. */
export function historyEventKey(event: string): AdminNotesMessageKey | undefined {
  const key = `event_${event}`;
  return Object.hasOwn(adminNotesEnGB, key) ? (key as AdminNotesMessageKey) : undefined;
}
