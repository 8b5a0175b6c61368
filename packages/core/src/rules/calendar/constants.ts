/** Rows of the desktop price calendar (docs/behaviour/quote-flow.md §2, §9: 6 rows by 7 days). */
export const CALENDAR_ROWS = 6;

/** Days per calendar week (§9). */
export const DAYS_PER_WEEK = 7;

/** Days shown by the desktop grid: 6 rows of 7 days (§9). */
export const CALENDAR_GRID_DAYS = CALENDAR_ROWS * DAYS_PER_WEEK;

/** Weeks start on Monday (§9); date-fns weekday number of Monday. */
export const WEEK_STARTS_ON = 1;

/** Weeks the mobile day list adds per 'add one week' (§2, §9: 1 week at a time). */
export const MOBILE_WEEKS_PER_STEP = 1;

/** The mobile list never grows past a year of weeks, the date filter's reach (back-office §5). */
export const MOBILE_MAX_WEEKS = 53;

/** Date filter: dates up to 1 year ahead (docs/behaviour/back-office.md §5, §9). */
export const DATE_FILTER_YEARS_AHEAD = 1;

/** Similar-listing dates: up to 1 month ahead (docs/behaviour/back-office.md §5, §9). */
export const SIMILAR_LISTING_MONTHS_AHEAD = 1;

/** Calendar day labels sent in calendarLabels (back-office §4), in order of precedence. */
export const CALENDAR_LABELS = ['BEST_PRICE', 'FILLING_FAST', 'LAST_FEW'] as const;

/** date-fns pattern of date labels: DD/MM/YYYY (back-office §5, §9). */
export const DATE_LABEL_PATTERN = 'dd/MM/yyyy';

/** date-fns pattern of price keys: YYYY-MM-DD (docs/behaviour/quote-flow.md §3). */
export const DATE_KEY_PATTERN = 'yyyy-MM-dd';

/** Local hour a calendar day is anchored at for arithmetic: noon is never in a DST gap. */
export const DAY_ANCHOR_HOUR = 12;

/** Earliest year a calendar date may have (keys stay four-digit). */
export const MIN_CALENDAR_YEAR = 1000;

/** Latest year a calendar date may have (keys stay four-digit). */
export const MAX_CALENDAR_YEAR = 9999;
