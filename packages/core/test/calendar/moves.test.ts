import { describe, expect, it } from 'vitest';
import { type CalendarMove, type DateRange, dateFilterRange, monthKeyOf, moveCalendarDay } from '../../src/index.js';

describe('moveCalendarDay: the APG date grid keys (docs/behaviour/quote-flow.md §2, §9)', () => {
  it.each<[string, CalendarMove, string]>([
    ['2027-03-10', 'nextDay', '2027-03-11'],
    ['2027-03-10', 'previousDay', '2027-03-09'],
    ['2027-03-31', 'nextDay', '2027-04-01'],
    ['2027-03-01', 'previousDay', '2027-02-28'],
    ['2027-03-10', 'nextWeek', '2027-03-17'],
    ['2027-03-10', 'previousWeek', '2027-03-03'],
    ['2027-03-29', 'nextWeek', '2027-04-05'],
    // Weeks start on Monday (§9): Home goes to Monday, End to Sunday.
    ['2027-03-10', 'weekStart', '2027-03-08'],
    ['2027-03-10', 'weekEnd', '2027-03-14'],
    ['2027-03-08', 'weekStart', '2027-03-08'],
    ['2027-03-14', 'weekEnd', '2027-03-14'],
    ['2027-03-14', 'weekStart', '2027-03-08'],
    ['2027-03-31', 'weekEnd', '2027-04-04'],
    // A month keeps the day, or the last day of a shorter month.
    ['2027-03-10', 'nextMonth', '2027-04-10'],
    ['2027-01-31', 'nextMonth', '2027-02-28'],
    ['2027-03-31', 'previousMonth', '2027-02-28'],
    ['2028-01-30', 'nextMonth', '2028-02-29'],
    ['2027-12-15', 'nextMonth', '2028-01-15'],
    ['2027-03-10', 'nextYear', '2028-03-10'],
    ['2028-02-29', 'nextYear', '2029-02-28'],
    ['2027-03-10', 'previousYear', '2026-03-10'],
  ])('%s, %s → %s', (from, move, to) => {
    expect(moveCalendarDay(from, move)).toBe(to);
  });

  it('crosses a change of summer time without skipping or repeating a day', () => {
    // UK clocks go forward on 28 March 2027 and back on 31 October 2027.
    expect(moveCalendarDay('2027-03-27', 'nextDay')).toBe('2027-03-28');
    expect(moveCalendarDay('2027-03-28', 'nextDay')).toBe('2027-03-29');
    expect(moveCalendarDay('2027-10-31', 'previousDay')).toBe('2027-10-30');
  });

  describe('within the months the calendar may show (today up to one year ahead)', () => {
    const range = dateFilterRange(new Date(2027, 2, 10, 9)) as DateRange;
    it.each<[string, CalendarMove, string]>([
      // Days of this month before today are reachable (shown disabled), earlier months are not.
      ['2027-03-10', 'previousWeek', '2027-03-03'],
      ['2027-03-01', 'previousDay', '2027-03-01'],
      ['2027-03-05', 'previousMonth', '2027-03-05'],
      ['2027-03-10', 'previousYear', '2027-03-10'],
      ['2027-03-10', 'nextYear', '2028-03-10'],
      ['2028-03-20', 'nextMonth', '2028-03-20'],
      ['2028-03-31', 'nextDay', '2028-03-31'],
      ['2028-02-20', 'nextMonth', '2028-03-20'],
    ])('%s, %s → %s', (from, move, to) => {
      expect(moveCalendarDay(from, move, range)).toBe(to);
    });
  });

  it('a key that is no date, or an unknown move, gives a coded error or the day itself', () => {
    expect(moveCalendarDay('2027-02-30', 'nextDay')).toEqual({ code: 'invalidDate' });
    expect(moveCalendarDay('soon', 'nextDay')).toEqual({ code: 'invalidDate' });
    expect(moveCalendarDay('2027-03-10', 'sideways' as CalendarMove)).toBe('2027-03-10');
  });

  it('monthKeyOf gives the first of the month, or null', () => {
    expect(monthKeyOf('2027-03-28')).toBe('2027-03-01');
    expect(monthKeyOf('2027-13-01')).toBeNull();
  });
});
