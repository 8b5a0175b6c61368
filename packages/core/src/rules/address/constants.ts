/** Characters typed before address suggestions start, in most locales (docs/behaviour/quote-flow.md §5). */
export const SUGGEST_MIN_CHARS = 3;

/** Characters typed before suggestions start in es-ES, whose postcodes open with a 2-digit province (§5). */
export const SUGGEST_MIN_CHARS_SHORT = 2;

/**
 * UK postcode areas (the 1–2 letters a postcode starts with), which may be searched although
 * shorter than the minimum (§5). Includes the Crown dependencies GY, JE and IM, which use the
 * same format; the non-geographic BF and BX are left out.
 */
export const UK_POSTCODE_AREAS: readonly string[] = (
  'AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH ' +
  'EN EX FK FY G GL GU GY HA HD HG HP HR HS HU HX IG IM IP IV JE KA KT KW KY L LA LD LE LL LN LS LU M ' +
  'ME MK ML N NE NG NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST ' +
  'SW SY TA TD TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE'
).split(' ');

/** Box the en-GB autocomplete is biased to: Great Britain, Northern Ireland and the Channel Islands (§9). */
export const UK_BIAS_BOUNDS: Readonly<LatLngBounds> = { south: 49.1, west: -8.7, north: 60.9, east: 1.8 };

/** Box every other locale is biased to: Europe, from the Azores and the Canaries to western Russia (§9). */
export const EUROPE_BIAS_BOUNDS: Readonly<LatLngBounds> = { south: 27.6, west: -31.3, north: 71.2, east: 40.2 };

/** Country the US locale's autocomplete is restricted to (§9). */
export const US_RESTRICTION_COUNTRY = 'us';

/** Width of the autocomplete dropdown in CSS pixels (§9). */
export const AUTOCOMPLETE_DROPDOWN_WIDTH_PX = 600;

/** Browser geolocation: a cached position up to this old is accepted (§7: 300000 ms). */
export const GEOLOCATION_MAXIMUM_AGE_MS = 300_000;

/** Browser geolocation gives up after this long (§7: 10000 ms; §9: 10 s). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** Options to pass to `navigator.geolocation.getCurrentPosition` (§7). */
export const GEOLOCATION_OPTIONS: Readonly<{ maximumAge: number; timeout: number }> = Object.freeze({
  maximumAge: GEOLOCATION_MAXIMUM_AGE_MS,
  timeout: GEOLOCATION_TIMEOUT_MS,
});

/** Unit system and travel mode of every maps request (§7: imperial units, driving mode). */
export const MAPS_REQUEST_DEFAULTS: Readonly<{ unitSystem: 'imperial'; travelMode: 'driving' }> = Object.freeze({
  unitSystem: 'imperial',
  travelMode: 'driving',
});

/** A latitude/longitude box (degrees). */
export interface LatLngBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}
