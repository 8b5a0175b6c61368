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
import { priceCalendarClasses, priceCalendarStyles } from './price-calendar.styles.js';
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
          className={priceCalendarClasses.panel}
          part="panel"
          id={PRICE_CALENDAR_PANEL_ID}
          {...(view.tabbed && { role: 'tabpanel', 'aria-labelledby': `hk-price-tab-${view.priceTab}` })}
          aria-busy={state.kind === 'loaded' && state.updating ? true : undefined}
          data-updating={state.kind === 'loaded' && state.updating ? '' : undefined}
        >
          {blurred ? (
            <div className={priceCalendarClasses.blurred} aria-hidden="true" inert>
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
            <p className={priceCalendarClasses.blurNote} part="blurred-note">
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
    <section
      role={pieceRole}
      part="base"
      className={priceCalendarClasses.root}
      aria-labelledby={titleId}
      data-state={state.kind}
    >
      <h2 id={titleId} part="title" className={priceCalendarClasses.title}>
        {t('title')}
      </h2>
      {body}
      {(state.kind === 'loading' || (state.kind === 'loaded' && state.updating)) && (
        <p className={priceCalendarClasses.visuallyHidden} role="status">
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
              actionsClassName={priceCalendarClasses.listActions}
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
    <div className={priceCalendarClasses.monthView}>
      <div className={priceCalendarClasses.monthBar}>
        <span className={priceCalendarClasses.skIcon} />
        <Skeleton className={priceCalendarClasses.skMonth} />
        <span className={priceCalendarClasses.skIcon} />
      </div>
      <table className={priceCalendarClasses.grid}>
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
                <td key={cell} className={`${priceCalendarClasses.day} ${priceCalendarClasses.sk}`}>
                  <Skeleton className={priceCalendarClasses.skLine} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={priceCalendarClasses.legend}>
        <Skeleton className={priceCalendarClasses.skLegend} />
      </p>
    </div>
  ) : (
    <div className={priceCalendarClasses.listView}>
      <div className={priceCalendarClasses.days}>
        {Array.from({ length: 7 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          <div key={index} className={`${priceCalendarClasses.row} ${priceCalendarClasses.sk}`}>
            <Skeleton width="half" />
            <span className={priceCalendarClasses.tail}>
              <Skeleton className={priceCalendarClasses.skLine} />
            </span>
          </div>
        ))}
      </div>
      <div className={priceCalendarClasses.listActions}>
        <Skeleton height="control" width="half" />
      </div>
    </div>
  );
  return (
    <>
      <div className={priceCalendarClasses.skTabs} aria-hidden="true">
        <Skeleton className={priceCalendarClasses.skTab} />
        <Skeleton className={priceCalendarClasses.skTab} />
        <Skeleton className={priceCalendarClasses.skTab} />
      </div>
      <div className={priceCalendarClasses.panel} aria-hidden="true" part="skeleton">
        {days}
      </div>
      <Skeleton className={priceCalendarClasses.skActions} />
    </>
  );
}
