export * from './calendar-grid.js';
export * from './day-list.js';
export * from './price-calendar.js';
export { priceCalendarStyles } from './price-calendar.styles.js';
export * from './use-calendar-grid.js';
export * from './use-day-list.js';
export * from './use-price-calendar.js';
