import { type CalendarDayView, shallowEqual } from '@haulkit/core';

/**
 * The new days, each replaced by the old object when it shows the same, and the old list itself
 * when nothing changed: memoised cells then re-render only where a day changed (choosing a day
 * re-renders two cells, not 42).
 */
export function stableDays(previous: readonly CalendarDayView[] | null, next: readonly CalendarDayView[]) {
  if (previous === null) return next;
  const byKey = new Map(previous.map((day) => [day.key, day]));
  const kept = next.map((day) => {
    const old = byKey.get(day.key);
    // Every field of a day view is a primitive, so days alike at the first level show the same.
    return old !== undefined && shallowEqual(old, day) ? old : day;
  });
  return kept.length === previous.length && kept.every((day, index) => day === previous[index]) ? previous : kept;
}
