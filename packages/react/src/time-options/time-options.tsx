import { lazyImport } from '@haulkit/core';
import { type ReactNode, useId } from 'react';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { fieldStyles } from '../ui/field.styles.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { HoursStepper } from './hours-stepper.js';
import { TimeChoiceList } from './time-choice-list.js';
import { timeOptionsClasses, timeOptionsStyles } from './time-options.styles.js';
import type { TimeOptionsDialogProps } from './time-options-dialog.js';
import { useHourly } from './use-hourly.js';
import {
  type TimeOptionsProps,
  type TimeOptionsTranslate,
  useRateVariant,
  useTimeOptions,
} from './use-time-options.js';

/** The phone's dialog, its own module: fetched when it first opens. */
const loadDialog = lazyImport(
  () => import('./time-options-dialog.js'),
  (module) => module.TimeOptionsDialog,
);

/**
 * The time options (docs/behaviour/quote-flow.md §2 time option sidebar or modal, §3, §4, §9;
 * back-office §4): once a day is chosen, the times on offer for the side being chosen (collection
 * or delivery) as one radio group, each with its window in the locale's time format ("8am–12pm",
 * "8:00–12:00"), "In 3 hours" / "In 5 hours" for those windows, its delivery window, and its
 * charge ("+£25.00", or "Included" when it adds nothing); disabled times say why. More than 3 are
 * grouped under Morning, Afternoon and Evening. From 992 px wide the list is a panel beside the
 * calendar; below, a button sums up the choice and opens the list in a dialog. Choosing adds the
 * timeOption cart line (or removes it at £0) and says the choice and the new total.
 *
 * For `man-and-van` (the `category` prop, or the session's category) it is the hourly-rate
 * variant: the hours on a stepper (half hours, from the minimum to 12) and the chosen day's start
 * times (ending by 20:00, today from now plus 2 hours), refreshed as the hours change and every 30
 * minutes; on phones the dialog closes when today has no start time left, and says why.
 * @example <TimeOptions session="shop" locale="en-GB" />
 */
export function TimeOptions(props: TimeOptionsProps) {
  return (
    <AnnouncerProvider>
      <TimeOptionsView {...props} />
    </AnnouncerProvider>
  );
}

function TimeOptionsView(props: TimeOptionsProps) {
  useSheet(fieldStyles);
  useSheet(timeOptionsStyles);
  const { hourly } = useRateVariant(props);
  return hourly ? <HourlyTimes {...props} /> : <StandardTimes {...props} />;
}

/** The frame both variants share: the heading and what is shown under it. */
function Frame(props: {
  variant: 'standard' | 'hourly';
  state: string;
  mobile: boolean;
  heading: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      part="base"
      className={timeOptionsClasses.options}
      data-variant={props.variant}
      data-state={props.state}
      data-layout={props.mobile ? 'dialog' : 'sidebar'}
      aria-labelledby={`${id}-heading`}
    >
      <h3 part="heading" id={`${id}-heading`} className={timeOptionsClasses.heading}>
        {props.heading}
      </h3>
      {props.children}
    </section>
  );
}

/** A sentence in place of the list: no day yet, nothing on offer, no start time left. */
function Message({ children }: { children: ReactNode }) {
  return (
    <p part="message" className={timeOptionsClasses.message}>
      {children}
    </p>
  );
}

/** The wait for prices, as tall as what replaces it. */
function Loading({ t, mobile }: { t: TimeOptionsTranslate; mobile: boolean }) {
  return (
    <div className={timeOptionsClasses.loading} part="loading">
      <p className="hk-visually-hidden" role="status">
        {t('timeLoading')}
      </p>
      <Skeleton height="control" lines={mobile ? 1 : 3} className={timeOptionsClasses.skeleton} />
    </div>
  );
}

/** The phone's button: what is chosen so far, opening the dialog. */
function SummaryButton({ label, value, onOpen }: { label: string; value: string; onOpen(): void }) {
  return (
    <Button
      variant="secondary"
      className={timeOptionsClasses.summary}
      part="summary-button"
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <UiIcon name="clock" />
      <span className={timeOptionsClasses.summaryText}>
        <span className={timeOptionsClasses.summaryLabel}>{label}</span>
        <span className="hk-visually-hidden">: </span>
        <span className={timeOptionsClasses.summaryValue}>{value}</span>
      </span>
    </Button>
  );
}

/** The lazy dialog, with Try again and Close when its module could not load. */
function LazyDialog({ t, onClose, ...props }: TimeOptionsDialogProps & { t: TimeOptionsTranslate }) {
  return (
    <LazyPart
      load={loadDialog}
      failed={(again) => (
        <PartFailed
          message={t('timeDialogFailed')}
          retryLabel={t('timeRetry')}
          closeLabel={t('timeClose')}
          onRetry={again}
          onClose={onClose}
          actionsClassName={timeOptionsClasses.dialogActions}
        />
      )}
    >
      {(TimeOptionsDialog) => <TimeOptionsDialog {...props} onClose={onClose} />}
    </LazyPart>
  );
}

function StandardTimes(props: TimeOptionsProps) {
  const view = useTimeOptions(props);
  const { t, state, mobile, heading, groups, selected } = view;
  const name = useId();
  return (
    <Frame variant="standard" state={state} mobile={mobile} heading={heading}>
      {state === 'loading' && <Loading t={t} mobile={mobile} />}
      {state === 'noDay' && <Message>{t('timeNoDay')}</Message>}
      {state === 'none' && <Message>{t('timeNone')}</Message>}
      {state === 'list' && !mobile && (
        <TimeChoiceList
          name={name}
          legend={heading}
          legendHidden
          groups={groups}
          checked={selected?.key ?? null}
          onPick={view.select}
        />
      )}
      {state === 'list' && mobile && (
        <>
          <SummaryButton
            label={t(selected ? 'timeChosenLabel' : 'timeChoose')}
            value={
              selected ? t('timeChoiceValue', { window: selected.short, charge: selected.charge }) : t('timeAnyTime')
            }
            onOpen={view.openDialog}
          />
          {view.dialogOpen && (
            <LazyDialog
              t={t}
              title={heading}
              legend={heading}
              groups={groups}
              selected={selected?.key ?? null}
              onChoose={view.select}
              onClose={view.closeDialog}
              chooseLabel={t('timeChooseThis')}
              cancelLabel={t('timeCancel')}
              closeLabel={t('timeClose')}
            />
          )}
        </>
      )}
    </Frame>
  );
}

function HourlyTimes(props: TimeOptionsProps) {
  const view = useHourly(props);
  const { t, state, mobile, groups, hours } = view;
  const name = useId();
  const stepper = <HoursStepper hours={hours} t={t} />;
  const sentence =
    state === 'noDay'
      ? t('timeNoDay')
      : state === 'noneToday'
        ? t('slotsNoneToday', { hours: view.hoursText })
        : state === 'none'
          ? t('slotsNone', { hours: view.hoursText })
          : null;
  const chosenKey = view.selected?.key ?? null;
  return (
    <Frame variant="hourly" state={state} mobile={mobile} heading={t('hourlyHeading')}>
      {state === 'loading' && <Loading t={t} mobile={mobile} />}
      {state !== 'loading' && !mobile && (
        <>
          {stepper}
          {sentence !== null && <Message>{sentence}</Message>}
          {state === 'list' && (
            <TimeChoiceList
              name={name}
              legend={t('slotsLegend')}
              groups={groups}
              checked={chosenKey}
              onPick={view.select}
              compact
            />
          )}
        </>
      )}
      {state === 'noDay' && mobile && <Message>{sentence}</Message>}
      {state !== 'loading' && state !== 'noDay' && mobile && (
        <>
          <SummaryButton
            label={t(view.selected ? 'timeChosenLabel' : 'slotAnyStart')}
            value={
              view.selected
                ? t('slotChoiceValue', { window: view.selected.window, hours: view.hoursText })
                : view.hoursText
            }
            onOpen={view.openDialog}
          />
          {view.notice !== null ? (
            <p part="notice" className={timeOptionsClasses.notice}>
              {view.notice}
            </p>
          ) : (
            sentence !== null && <Message>{sentence}</Message>
          )}
          {view.dialogOpen && (
            <LazyDialog
              t={t}
              title={t('hourlyHeading')}
              legend={t('slotsLegend')}
              groups={groups}
              selected={chosenKey}
              onChoose={view.select}
              onClose={view.closeDialog}
              before={stepper}
              empty={<Message>{sentence}</Message>}
              compact
              chooseLabel={t('timeChooseThis')}
              cancelLabel={t('timeCancel')}
              closeLabel={t('timeClose')}
            />
          )}
        </>
      )}
    </Frame>
  );
}
