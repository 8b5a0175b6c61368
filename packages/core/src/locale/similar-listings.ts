import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';
import { catalogues } from './words.js';

/**
 * The similar-listing tool's words (docs/behaviour/back-office.md §2, §3, §5, §8), for admin
 * staff: the filter, the jobs found, their providers and the call, text or e-mail to one. The
 * no-results warning ('Sorry, no similar jobs found for this listing.', §8) is the shared
 * catalogue's `noSimilarJobs`; the server's own messages are shown as sent.
 */
export const similarListingsEnGB = {
  similarHeading: 'Similar listings',
  similarFilterHeading: 'Find similar jobs',
  similarCustomFilter: 'Custom filter',
  similarCustomFilterHint: 'Optional. A JSON object, for example {"vehicle": "luton"}.',
  similarFrom: 'From',
  similarTo: 'To',
  similarDateHint: 'DD/MM/YYYY, from today up to {last}.',
  similarFind: 'Find similar jobs',
  similarSearching: 'Looking for similar jobs…',
  similarFound: '{count} similar jobs found.',
  similarFoundOne: '1 similar job found.',
  similarJobsLabel: 'Similar jobs',
  similarListingId: 'Listing {id}',
  similarProvider: '{nickname} (provider {id})',
  similarProviderUnnamed: 'Provider {id}',
  similarNoProvider: 'No provider',
  similarNoRoute: 'Route not known',
  similarSelectedHeading: 'Selected job',
  similarNoneSelected: 'Choose a job to contact its provider.',
  similarCommunications: 'Contacts so far',
  similarCommunicationsNone: 'Not contacted yet.',
  channel_call: 'Call',
  channel_sms: 'Text',
  channel_email: 'Email',
  badge_call: '{count} × call',
  badge_sms: '{count} × text',
  badge_email: '{count} × email',
  contactCall: 'Call provider',
  contactSms: 'Text provider',
  contactEmail: 'Email provider',
  contactTitle_call: 'Call {provider}',
  contactTitle_sms: 'Text {provider}',
  contactTitle_email: 'Email {provider}',
  contactMessage: 'Message',
  contactConfirm_call: 'Call {provider} about listing {id}?',
  contactConfirm_sms: 'Send this text to {provider} about listing {id}?',
  contactConfirm_email: 'Send this email to {provider} about listing {id}?',
  contactContinue: 'Continue',
  contactSend_call: 'Call now',
  contactSend_sms: 'Send text',
  contactSend_email: 'Send email',
  contactBack: 'Back',
  contactCancel: 'Cancel',
  contactClose: 'Close',
  contactBusy: 'Sending…',
  contactSent_call: 'Call made and recorded.',
  contactSent_sms: 'Text sent and recorded.',
  contactSent_email: 'Email sent and recorded.',
  similarMessageMissing: 'Enter the message.',
  similarProviderMissing: 'This job has no provider to contact.',
  similarCustomFilterInvalid: 'Enter the filter as a JSON object, like {"vehicle": "luton"}, or leave it empty.',
  similarDateInvalid: 'Enter a real date, like 28/03/2027.',
  similarDateBeforeToday: 'Choose today or a later day.',
  similarDateTooFar: 'Choose a day up to {last}.',
  similarToBeforeFrom: 'The last day is before the first day.',
  similarFailedHeading: 'The search failed:',
  similarNoListing: 'Similar jobs appear once a listing is chosen.',
  similarNoService: 'Similar listings are not available here: no admin service is set up.',
  similarNoPermission:
    'You can look at similar jobs but not contact providers: your account does not have the similar-listings permission.',
  similarChecking: 'Checking access…',
} as const;

/** Keys of the similar-listing tool's words. */
export type SimilarListingsMessageKey = keyof typeof similarListingsEnGB;

/** The similar-listing tool's words per locale (en-IE speaks en-GB here). */
export const SIMILAR_LISTINGS_MESSAGES: Readonly<Record<Locale, Readonly<Record<SimilarListingsMessageKey, string>>>> =
  catalogues('similar-listings', similarListingsEnGB);

/** The similar-listing tool's words for a key, placeholders filled (see `createTranslator`). */
export const similarListingsMessage = createTranslator((locale) => SIMILAR_LISTINGS_MESSAGES[locale]);
