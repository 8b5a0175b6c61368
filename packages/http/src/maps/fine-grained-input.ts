/**
 * Which member of the /ng/geolocator family answers an autocomplete text (back-office §7 names
 * suggest and suggest-fine but not the split, so this rule is chosen): street-level text goes
 * to suggest-fine, everything else (towns, areas, partial postcodes, streets without a number)
 * to suggest.
 */

/** A house number first: "10 Downing St", "221b Baker Street", "12-14 High St", "3, Mill Lane". */
const HOUSE_NUMBER_FIRST = /^\d{1,5}[a-z]?(?:\s*[-/]\s*\d{1,5}[a-z]?)?[\s,]+\p{L}/iu;

/** A whole UK postcode ("SW1A 2AA", "m1 1ae", "EC1A1BB"), not an outward code alone ("SW1A"). */
const UK_POSTCODE = /^[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}$/i;

/** A whole Irish Eircode ("D02 X285", "A65F4E2"): routing key, then a four-character identifier. */
const EIRCODE = /^(?:[ac-fhknprtv-y]\d{2}|d6w)\s*[\dac-fhknprtv-y]{4}$/i;

/** A whole Spanish postcode: five digits, province 01 to 52 ("28013"). */
const SPANISH_POSTCODE = /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/;

/**
 * True when the text asks for a street-level place, so predictions come from
 * GET /ng/geolocator/suggest-fine: it starts with a house number, or it is a whole postcode
 * (UK, Irish Eircode or Spanish: the locales the widgets speak). Surrounding spaces are ignored.
 * @example isFineGrainedInput('10 Downing Street') // true
 * @example isFineGrainedInput('SW1A 2AA') // true
 * @example isFineGrainedInput('SW1A') // false: an outward code alone is an area
 * @example isFineGrainedInput('London') // false
 */
export function isFineGrainedInput(input: string): boolean {
  const text = input.trim();
  return HOUSE_NUMBER_FIRST.test(text) || UK_POSTCODE.test(text) || EIRCODE.test(text) || SPANISH_POSTCODE.test(text);
}
