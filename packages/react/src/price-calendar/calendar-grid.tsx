import {
  CALENDAR_LABELS,
  type CalendarDayLabel,
  type CalendarDayView,
  calendarDayLead,
  calendarLabelWords,
  calendarMonthWords,
  formatWholeMoney,
  type Locale,
  PRICE_SCALE_STEPS,
  priceCalendarMessage,
  priceScaleStep,
  type QuoteFlowSession,
  weekdayNames,
} from '@haulkit/core';
import { memo, useId } from 'react';
import { Badge, PRICE_BADGES } from '../ui/badge.js';
import { IconButton } from '../ui/icon-button.js';
import { SvgIcon } from '../ui/icons/svg-icon.js';
import { priceCalendarClasses } from './price-calendar.styles.js';
import { useCalendarGrid } from './use-calendar-grid.js';

const PREVIOUS_PATH = 'M15 5l-7 7 7 7';
const NEXT_PATH = 'M9 5l7 7-7 7';

/** The steps of the colour scale, cheapest first, for the legend. */
const SCALE = Array.from({ length: PRICE_SCALE_STEPS }, (_, step) => step);

/** Props of the month grid. */
export interface CalendarGridProps {
  session: QuoteFlowSession;
  locale: Locale;
  /**
   * The legend also says what each label's dot and a day not available mean (a phone's grid,
   * where a label is a dot without its words).
   * @default false
   */
  labelLegend?: boolean;
  /** Chooses a day; true when it was chosen. */
  choose(key: string): boolean;
  /** Focuses the focus day once shown (the calendar dialog). */
  autoFocus?: boolean;
  /** Prices hidden until the email is given: shapes instead of figures, no labels. */
  blurred?: boolean;
}

/**
 * The month grid of the price calendar (docs/behaviour/quote-flow.md §2, §9: six weeks of seven days
 * from Monday, month navigation; back-office §4): the APG date picker grid, each day with its
 * price in big tabular figures on the colour scale, its label as a badge, the admin price for
 * admins; the month's name announced when it changes; a legend of the colours under it.
 */
export function CalendarGrid({
  session,
  locale,
  choose,
  autoFocus,
  blurred = false,
  labelLegend = false,
}: CalendarGridProps) {
  const { calendar, weeks, focusDay, grid, onKeyDown, onClick, showPrevious, showNext } = useCalendarGrid({
    session,
    choose,
    autoFocus,
  });
  const monthId = useId();
  const t = (key: 'previousMonth' | 'nextMonth' | 'legend' | 'legendCheaper' | 'legendDearer') =>
    priceCalendarMessage(locale, key);
  const scale = !blurred && calendar.lowest !== null && calendar.highest !== null && calendar.highest > calendar.lowest;
  const days = labelLegend && !blurred ? weeks.flat().filter((day) => day.inMonth) : [];
  return (
    <div className={priceCalendarClasses.monthView} part="month-view">
      <div className={priceCalendarClasses.monthBar}>
        <IconButton
          label={t('previousMonth')}
          part="previous-month"
          aria-disabled={!calendar.canGoBack || undefined}
          onClick={showPrevious}
        >
          <SvgIcon d={PREVIOUS_PATH} />
        </IconButton>
        <h3 id={monthId} className={priceCalendarClasses.month} part="month" aria-live="polite">
          {calendar.month ? calendarMonthWords(locale, calendar.month) : ''}
        </h3>
        <IconButton
          label={t('nextMonth')}
          part="next-month"
          aria-disabled={!calendar.canGoForward || undefined}
          onClick={showNext}
        >
          <SvgIcon d={NEXT_PATH} />
        </IconButton>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker grid is a table with role grid
        role="grid"
        className={priceCalendarClasses.grid}
        part="grid"
        aria-labelledby={monthId}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the days' keyboard is the grid's onKeyDown (APG date grid) */}
        <tbody onClick={onClick}>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => (
                <DayCell
                  key={day.key}
                  day={day}
                  focused={day.key === focusDay}
                  step={
                    day.inMonth && !day.disabled && !blurred
                      ? priceScaleStep(day.price, calendar.lowest, calendar.highest)
                      : null
                  }
                  locale={locale}
                  blurred={blurred}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <CalendarLegend
        locale={locale}
        scale={scale}
        labels={CALENDAR_LABELS.filter((label) => days.some((day) => day.label === label))}
        unavailable={days.some((day) => day.disabled)}
      />
    </div>
  );
}

/** Props of the legend. */
interface CalendarLegendProps {
  locale: Locale;
  /** The colour scale is shown (the month has more than one price). */
  scale: boolean;
  /** The labels whose dots the month shows. */
  labels: readonly CalendarDayLabel[];
  /** The month shows a day not available. */
  unavailable: boolean;
}

/**
 * The legend under the grid: the colour scale from cheaper to dearer, then each label's dot with
 * its words and the look of a day not available, where the grid shows them without words.
 */
function CalendarLegend({ locale, scale, labels, unavailable }: CalendarLegendProps) {
  // A month with nothing to explain (its one priced day the last of the month) keeps the legend's
  // line, empty, so the calendar is as tall as its skeleton and as any other month: nothing moves.
  if (!scale && labels.length === 0 && !unavailable)
    return <p className={priceCalendarClasses.legend} part="legend" data-empty="" aria-hidden="true" />;
  const t = (key: 'legendCheaper' | 'legendDearer' | 'legendUnavailable') => priceCalendarMessage(locale, key);
  return (
    <p className={priceCalendarClasses.legend} part="legend">
      {scale && (
        <span className={priceCalendarClasses.legendScale}>
          <span>{t('legendCheaper')}</span>
          <span className={priceCalendarClasses.swatches} aria-hidden="true">
            {SCALE.map((step) => (
              <span key={step} className={priceCalendarClasses.swatch} data-tier={step} />
            ))}
          </span>
          <span>{t('legendDearer')}</span>
        </span>
      )}
      {labels.map((label) => (
        <span key={label} className={priceCalendarClasses.legendItem}>
          <span className={`${priceCalendarClasses.legendDot} hk-badge-${PRICE_BADGES[label]}`} aria-hidden="true" />
          <span>{calendarLabelWords(locale, label)}</span>
        </span>
      ))}
      {unavailable && (
        <span className={priceCalendarClasses.legendItem}>
          <span className={priceCalendarClasses.legendOff} aria-hidden="true" />
          <span>{t('legendUnavailable')}</span>
        </span>
      )}
    </p>
  );
}

interface DayCellProps {
  day: CalendarDayView;
  /** Holds the grid's one tab stop. */
  focused: boolean;
  /** Its step of the colour scale, or null. */
  step: number | null;
  locale: Locale;
  blurred: boolean;
}

/** One day of the grid: re-renders only when its day, its tab stop or its colour changes. */
const DayCell = memo(function DayCell({ day, focused, step, locale, blurred }: DayCellProps) {
  // Named by its content (what is seen is what is heard): the full date for assistive technology
  // in place of the number, then the price, the label and the admin price as shown.
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a day of the APG date picker grid is a td with role gridcell
      role="gridcell"
      part={`day${day.selected ? ' day-selected' : ''}`}
      className={priceCalendarClasses.day}
      tabIndex={focused ? 0 : -1}
      aria-selected={day.selected}
      aria-disabled={day.disabled || undefined}
      data-key={day.key}
      data-tier={step ?? undefined}
      data-out={!day.inMonth || undefined}
      data-today={day.today || undefined}
      data-reason={day.reason ?? undefined}
    >
      <span className={priceCalendarClasses.num} aria-hidden="true">
        {day.day}
      </span>
      <span
        className={priceCalendarClasses.visuallyHidden}
      >{`${calendarDayLead(locale, day)}${showsPrice(day, blurred) ? ', ' : ''}`}</span>
      <DayPrice day={day} locale={locale} blurred={blurred} />
      <DayExtras day={day} locale={locale} blurred={blurred} />
    </td>
  );
});

/** A day's label as a badge and, for admins, its admin price; each said after a comma. */
export function DayExtras({ day, locale, blurred }: { day: CalendarDayView; locale: Locale; blurred: boolean }) {
  if (blurred) return null;
  return (
    <>
      {day.label !== null && (
        <Badge tone={PRICE_BADGES[day.label]}>
          <span className={priceCalendarClasses.visuallyHidden}>, </span>
          {calendarLabelWords(locale, day.label)}
        </Badge>
      )}
      {day.adminPrice !== null && (
        <span className={priceCalendarClasses.admin} part="admin-price">
          <span className={priceCalendarClasses.visuallyHidden}>, </span>
          {priceCalendarMessage(locale, 'adminPrice', { price: formatWholeMoney(locale, day.adminPrice) })}
        </span>
      )}
    </>
  );
}

/** True when a day shows a price or "No price" (a past day and one beyond a year show none). */
export const showsPrice = (day: CalendarDayView, blurred: boolean) =>
  !blurred && day.reason !== 'past' && day.reason !== 'tooFar';

/** A day's price in whole pounds or euros, "No price", nothing for a past day, a shape when blurred. */
export function DayPrice({ day, locale, blurred }: { day: CalendarDayView; locale: Locale; blurred: boolean }) {
  if (day.reason === 'past' || day.reason === 'tooFar') return <span className={priceCalendarClasses.price} />;
  if (blurred) {
    return (
      <span className={priceCalendarClasses.price}>
        <span className={priceCalendarClasses.placeholder} />
      </span>
    );
  }
  return (
    <span className={priceCalendarClasses.price} part="price">
      {day.price === null || day.disabled
        ? priceCalendarMessage(locale, 'noPrice')
        : formatWholeMoney(locale, day.price)}
    </span>
  );
}
