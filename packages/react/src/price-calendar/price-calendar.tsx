import { type Locale, lazyImport, weekdayNames } from '@haulkit/core';
import { type ReactNode, useId } from 'react';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { PriceActions, PriceTabs } from '../price-tabs/index.js';
import { PriceFailureMessage } from '../pricing/price-failure.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { EmptyState } from '../ui/empty-state.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { usePieceRole } from '../ui/landmark.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import type { CalendarDialogProps } from './calendar-dialog.js';
import { CalendarGrid } from './calendar-grid.js';
import { DayList } from './day-list.js';
import { priceCalendarStyles } from './price-calendar.styles.js';
import { PRICE_CALENDAR_PANEL_ID, type PriceCalendarProps, usePriceCalendar } from './use-price-calendar.js';

/** The calendar dialog of phones, its own module: fetched when it first opens. */
const loadCalendarDialog = lazyImport(
  () => import('./calendar-dialog.js'),
  (module) => module.CalendarDialog,
);

/**
 * The price calendar (docs/behaviour/quote-flow.md §2, §4, §8, §9; back-office §4). From 992 px wide:
 * the month's six weeks from Monday as the APG date grid, each priced day with its price in big
 * figures on a colour scale from the cheapest, its label (Best price, Filling fast, Last few) and,
 * for admins, the admin price; previous and next month within a year. Below 992 px: the days a
 * week at a time with "Add one week" and the grid in a dialog. Choosing a day sets the price
 * option (§4). The price tabs stand above the days and the price actions under them. Before the
 * job has addresses and items it says so; while prices load, a skeleton of the same size; when
 * they fail, the no-price error with "Try again"; blurred prices ask for the email first.
 * @example <PriceCalendar session="shop" locale="en-GB" />
 */
export function PriceCalendar(props: PriceCalendarProps) {
  return (
    <AnnouncerProvider>
      <PriceCalendarView {...props} />
    </AnnouncerProvider>
  );
}

function PriceCalendarView(props: PriceCalendarProps) {
  const pieceRole = usePieceRole();
  useSheet(priceCalendarStyles);
  const view = usePriceCalendar(props);
  const { t, locale, session, state, desktop } = view;
  const titleId = useId();
  const blurred = state.kind === 'blurred';

  let body: ReactNode;
  switch (state.kind) {
    case 'idle':
      body = <EmptyState icon={<UiIcon name="calendar" />}>{t('idle')}</EmptyState>;
      break;
    case 'loading':
      body = <CalendarSkeleton desktop={desktop} locale={locale} />;
      break;
    case 'error':
      body = <PriceFailureMessage session={session} locale={locale} rank={0} />;
      break;
    default: {
      const days = desktop ? (
        <CalendarGrid session={session} locale={locale} choose={view.choose} blurred={blurred} />
      ) : (
        <DayList
          session={session}
          locale={locale}
          choose={view.choose}
          onOpenCalendar={view.openDialog}
          blurred={blurred}
        />
      );
      const panel = (
        <div
          className="panel"
          part="panel"
          id={PRICE_CALENDAR_PANEL_ID}
          {...(view.tabbed && { role: 'tabpanel', 'aria-labelledby': `hk-price-tab-${view.priceTab}` })}
          aria-busy={state.kind === 'loaded' && state.updating ? true : undefined}
          data-updating={state.kind === 'loaded' && state.updating ? '' : undefined}
        >
          {blurred ? (
            <div className="blurred" aria-hidden="true" inert>
              {days}
            </div>
          ) : (
            days
          )}
        </div>
      );
      body = (
        <>
          <PriceTabs session={props.session} locale={locale} panelId={PRICE_CALENDAR_PANEL_ID} />
          {blurred && (
            <p className="blur-note" part="blurred-note">
              {t('blurred')}
            </p>
          )}
          {panel}
          <PriceActions session={props.session} locale={locale} />
        </>
      );
    }
  }

  return (
    <section role={pieceRole} part="base" className="price-calendar" aria-labelledby={titleId} data-state={state.kind}>
      <h2 id={titleId} part="title" className="title">
        {t('title')}
      </h2>
      {body}
      {(state.kind === 'loading' || (state.kind === 'loaded' && state.updating)) && (
        <p className="visually-hidden" role="status">
          {t('loading')}
        </p>
      )}
      {!desktop && view.dialogOpen && state.kind === 'loaded' && (
        <LazyPart
          load={loadCalendarDialog}
          failed={(again) => (
            <PartFailed
              message={t('dialogLoadFailed')}
              retryLabel={t('retry')}
              closeLabel={t('close')}
              onRetry={again}
              onClose={view.closeDialog}
              actionsClassName="list-actions"
            />
          )}
        >
          {(CalendarDialog) => (
            <CalendarDialog
              {...({
                session,
                locale,
                choose: view.chooseInDialog,
                onClose: view.closeDialog,
              } satisfies CalendarDialogProps)}
            />
          )}
        </LazyPart>
      )}
    </section>
  );
}

/**
 * The loading state: the price tabs' and the price bar's boxes, and the grid's or the list's, the
 * same size as what replaces them, with the kit's skeleton in them.
 */
function CalendarSkeleton({ desktop, locale }: { desktop: boolean; locale: Locale }) {
  const days = desktop ? (
    <div className="month-view">
      <div className="month-bar">
        <span className="sk-icon" />
        <Skeleton className="sk-month" />
        <span className="sk-icon" />
      </div>
      <table className="grid">
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th key={name.long}>{name.short}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 6 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <tr key={row}>
              {Array.from({ length: 7 }, (_, cell) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
                <td key={cell} className="day sk">
                  <Skeleton className="sk-line" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="legend">
        <Skeleton className="sk-legend" />
      </p>
    </div>
  ) : (
    <div className="list-view">
      <div className="days">
        {Array.from({ length: 7 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className="row sk">
            <Skeleton width="half" />
            <span className="tail">
              <Skeleton className="sk-line" />
            </span>
          </div>
        ))}
      </div>
      <div className="list-actions">
        <Skeleton height="control" width="half" />
      </div>
    </div>
  );
  return (
    <>
      <div className="sk-tabs" aria-hidden="true">
        <Skeleton className="sk-tab" />
        <Skeleton className="sk-tab" />
        <Skeleton className="sk-tab" />
      </div>
      <div className="panel" aria-hidden="true" part="skeleton">
        {days}
      </div>
      <Skeleton className="sk-actions" />
    </>
  );
}
