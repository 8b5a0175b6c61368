import {
  type CalendarDayView,
  calendarDateWords,
  calendarDayStatusWords,
  calendarWeekdayWords,
  type Locale,
  priceCalendarMessage,
  priceScaleStep,
  type QuoteFlowSession,
} from '@haulkit/core';
import { memo } from 'react';
import { Button } from '../ui/button.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { DayExtras, DayPrice, showsPrice } from './calendar-grid.js';
import { priceCalendarClasses } from './price-calendar.styles.js';
import { useDayList } from './use-day-list.js';

/** Props of the phone list of days. */
export interface DayListProps {
  session: QuoteFlowSession;
  locale: Locale;
  /** Chooses a day; true when it was chosen. */
  choose(key: string): boolean;
  /** Opens the month grid in a dialog. */
  onOpenCalendar(): void;
  /** Prices hidden until the email is given. */
  blurred?: boolean;
}

/**
 * The price calendar on phones (docs/behaviour/quote-flow.md §2, §9): one row per day, a week at a
 * time, each with its weekday and date, label and price on the colour scale; "Add one week" and
 * "Calendar" (the month grid in a dialog) under it. An APG listbox: one tab stop, arrows move,
 * Enter or Space chooses.
 */
export function DayList({ session, locale, choose, onOpenCalendar, blurred = false }: DayListProps) {
  const list = useDayList({ session, locale, choose });
  const t = (key: 'daysLabel' | 'addWeek' | 'openCalendar') => priceCalendarMessage(locale, key);
  return (
    <div className={priceCalendarClasses.listView} part="list-view">
      <div
        ref={list.listRef}
        role="listbox"
        aria-label={t('daysLabel')}
        className={priceCalendarClasses.days}
        part="days"
        onKeyDown={list.onKeyDown}
        onClick={list.onClick}
      >
        {list.days.map((day) => (
          <DayRow
            key={day.key}
            day={day}
            focused={day.key === list.focusDay}
            step={day.disabled || blurred ? null : priceScaleStep(day.price, list.lowest, list.highest)}
            locale={locale}
            blurred={blurred}
          />
        ))}
      </div>
      <div className={priceCalendarClasses.listActions}>
        <Button variant="secondary" part="add-week" disabled={!list.canAddWeek} onClick={list.addWeek}>
          {t('addWeek')}
        </Button>
        <Button variant="quiet" part="open-calendar" onClick={onOpenCalendar}>
          <UiIcon name="calendar" />
          {t('openCalendar')}
        </Button>
      </div>
    </div>
  );
}

interface DayRowProps {
  day: CalendarDayView;
  focused: boolean;
  step: number | null;
  locale: Locale;
  blurred: boolean;
}

/** One day of the list: re-renders only when its day, its tab stop or its colour changes. */
const DayRow = memo(function DayRow({ day, focused, step, locale, blurred }: DayRowProps) {
  // Named by its content: weekday and date (the year for assistive technology), price, label.
  return (
    <div
      role="option"
      part={`day${day.selected ? ' day-selected' : ''}`}
      className={priceCalendarClasses.row}
      tabIndex={focused ? 0 : -1}
      aria-selected={day.selected}
      aria-disabled={day.disabled || undefined}
      data-key={day.key}
      data-tier={step ?? undefined}
      data-today={day.today || undefined}
      data-reason={day.reason ?? undefined}
    >
      <span className={priceCalendarClasses.when}>
        <span className={priceCalendarClasses.weekday}>{calendarWeekdayWords(locale, day.key)}</span>{' '}
        <span className={priceCalendarClasses.date}>{calendarDateWords(locale, day.key, 'rowDatePattern')}</span>
        <span className={priceCalendarClasses.visuallyHidden}>
          {` ${calendarDateWords(locale, day.key, 'rowYearPattern')}${calendarDayStatusWords(locale, day)}${showsPrice(day, blurred) ? ', ' : ''}`}
        </span>
      </span>
      <span className={priceCalendarClasses.tail}>
        <DayPrice day={day} locale={locale} blurred={blurred} />
      </span>
      <span className={priceCalendarClasses.extras}>
        <DayExtras day={day} locale={locale} blurred={blurred} />
      </span>
    </div>
  );
});
