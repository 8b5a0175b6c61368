import { type Locale, priceCalendarMessage, type QuoteFlowSession } from '@haulkit/core';
import { Dialog } from '../ui/dialog.js';
import { CalendarGrid } from './calendar-grid.js';
import { priceCalendarClasses } from './price-calendar.styles.js';

/** Props of the calendar dialog. */
export interface CalendarDialogProps {
  session: QuoteFlowSession;
  locale: Locale;
  /** Chooses a day; true when it was chosen (the dialog then closes). */
  choose(key: string): boolean;
  onClose(): void;
  blurred?: boolean;
}

/**
 * The calendar dialog of phones (docs/behaviour/quote-flow.md §2: on mobile, a calendar modal): the
 * month grid in the kit's Dialog (full screen on phones), opening on the focus day, with a legend
 * of its colours and of the labels its days show as dots; choosing a day closes it. Its own module: most people never open it.
 */
export function CalendarDialog({ session, locale, choose, onClose, blurred }: CalendarDialogProps) {
  return (
    <Dialog
      open
      title={priceCalendarMessage(locale, 'dialogTitle')}
      closeLabel={priceCalendarMessage(locale, 'close')}
      onClose={onClose}
    >
      <div className={`${priceCalendarClasses.root} ${priceCalendarClasses.inDialog}`} part="calendar-dialog">
        <CalendarGrid session={session} locale={locale} choose={choose} blurred={blurred} autoFocus labelLegend />
      </div>
    </Dialog>
  );
}
