/** Free cancellation the admin SMS mentions for ordinary jobs, in hours (docs/behaviour/back-office.md §9). */
export const FREE_CANCELLATION_HOURS = 48;

/** Free cancellation the admin SMS mentions for ferry or international jobs, in days (§9). */
export const FREE_CANCELLATION_DAYS_FERRY_OR_INTERNATIONAL = 5;
