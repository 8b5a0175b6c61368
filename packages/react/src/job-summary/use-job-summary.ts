import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  durationWords,
  formatMoney,
  getSession,
  type JobSummaryMessageKey,
  jobSummaryMessage,
  type Locale,
  type QuoteFlowBase,
  routeDistanceText,
  routeMessage,
  type SummarySection,
  type SummaryView,
  serviceTypeWords,
  summaryDateWords,
  summaryWindowWords,
  vanTypeWords,
  withQuoteBase,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { closeLoadingInfo, isLoadingInfoOpenedBy, openLoadingInfo } from '../loading-info/opener.js';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the job summary (the `<hk-job-summary>` attributes, parsed). */
export interface JobSummaryProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The flow's category (the `category` attribute): given, it becomes the session's, so a house
   * move's "Change items" goes to the inventory (listing-inventory) and `man-and-van` is priced
   * by the hour (no lifetime discount, §6).
   */
  category?: string | undefined;
}

/** The job summary's words for its locale. */
export type JobSummaryTranslate = (key: JobSummaryMessageKey, params?: Record<string, string | number>) => string;

/** A section of the card, in the order it shows; "date" holds the date and the time. */
export type JobSummaryCardSection = Exclude<SummarySection, 'time'>;

/** The sections of the card, in order. */
export const JOB_SUMMARY_SECTIONS: readonly JobSummaryCardSection[] = [
  'route',
  'items',
  'van',
  'date',
  'helpers',
  'services',
  'insurance',
];

/** One line of a section: words, words under a small label, an amount of money with its label, or the loading time with its info button. */
export type SummaryLine =
  | { kind: 'text'; text: string }
  | { kind: 'labelled'; label: string; text: string }
  | { kind: 'money'; label: string; amount: number }
  | { kind: 'loading'; text: string };

/** A section as the card shows it: its heading, its lines (none: "Not chosen yet") and the name of its "Change". */
export interface SummarySectionView {
  section: JobSummaryCardSection;
  heading: string;
  changeLabel: string;
  lines: SummaryLine[];
}

/** The total as the card shows it: the cart total, and the discounted one with its line when the lifetime discount applies. */
export interface SummaryTotalView {
  /** False while the cart holds nothing priced. */
  priced: boolean;
  amount: number;
  /** The total after the lifetime discount, or null when none applies. */
  discounted: number | null;
  /** "Lifetime discount 15 %", when it applies. */
  discountLine: string | null;
  /** What the lifetime discount takes off, when it applies (the total less it is `discounted`). */
  discountAmount: number | null;
  /** New prices are loading: the amounts are the last ones and say so. */
  updating: boolean;
  /** Why a lifetime customer pays the full price: hourly rate (§6). */
  note: string | null;
}

/** One decimal place of m³, as the item picker's total writes them. */
const tenths = (value: number) => Math.round(value * 10) / 10;

const SECONDS_PER_HOUR = 3600;

function itemsWords(items: NonNullable<SummaryView['items']>, t: JobSummaryTranslate): string {
  if (items.vehicles) return items.count === 1 ? t('carsOne') : t('carsMany', { count: items.count });
  return items.count === 1 ? t('itemsOne') : t('itemsMany', { count: items.count });
}

/**
 * The items' volume in words ("about 4.5 m³"), or null where none is said: cars go on a
 * transporter, and items with no size yet would read "about 0 m³".
 */
function volumeWords(items: NonNullable<SummaryView['items']>, t: JobSummaryTranslate): string | null {
  const volume = tenths(items.volumeM3);
  return items.vehicles || volume === 0 ? null : t('itemsVolume', { volume });
}

function helpersWords(helpers: number, t: JobSummaryTranslate): string {
  return helpers === 1 ? t('helpersOne') : t('helpersMany', { count: helpers });
}

/** The lines of each section, from the session's summary (the rules stay in core's summaryView). */
function linesOf(section: JobSummaryCardSection, summary: SummaryView, locale: Locale, t: JobSummaryTranslate) {
  const lines: SummaryLine[] = [];
  switch (section) {
    case 'route': {
      const { route } = summary;
      if (!route) break;
      lines.push({ kind: 'labelled', label: t('routeFrom'), text: route.from ?? t('notChosen') });
      lines.push({ kind: 'labelled', label: t('routeTo'), text: route.to ?? t('notChosen') });
      if (route.miles !== null && summary.routeSeconds !== null)
        lines.push({ kind: 'text', text: routeMessage(locale, route.miles, summary.routeSeconds) });
      else if (route.miles !== null && route.from && route.to)
        lines.push({ kind: 'text', text: routeDistanceText(locale, route.miles) });
      break;
    }
    case 'items':
      if (summary.items) {
        const volume = volumeWords(summary.items, t);
        lines.push({
          kind: 'text',
          text: volume ? `${itemsWords(summary.items, t)} · ${volume}` : itemsWords(summary.items, t),
        });
      }
      break;
    case 'van':
      if (summary.van) lines.push({ kind: 'text', text: vanTypeWords(locale, summary.van) });
      break;
    case 'date': {
      const { date } = summary;
      if (date) {
        const text =
          date.end === null
            ? summaryDateWords(locale, date.day, 'long')
            : t('dateRange', {
                start: summaryDateWords(locale, date.day, 'short'),
                end: summaryDateWords(locale, date.end, 'short'),
              });
        lines.push({ kind: 'text', text });
      }
      if (summary.hours !== null)
        lines.push({
          kind: 'text',
          text: summary.hours === 1 ? t('hoursOne') : t('hoursMany', { hours: summary.hours }),
        });
      for (const window of summary.windows) lines.push({ kind: 'text', text: summaryWindowWords(locale, window) });
      if (summary.price !== null) lines.push({ kind: 'money', label: t('dayPrice'), amount: summary.price });
      if (summary.timeCharge !== null)
        lines.push({ kind: 'money', label: t('timeCharge'), amount: summary.timeCharge });
      break;
    }
    case 'helpers':
      if (summary.helpers !== null) lines.push({ kind: 'text', text: helpersWords(summary.helpers, t) });
      break;
    case 'services':
      for (const service of summary.services)
        lines.push({ kind: 'money', label: serviceTypeWords(locale, service.type), amount: service.amount });
      break;
    case 'insurance':
      if (summary.insurance) {
        const { value, amount } = summary.insurance;
        if (value !== null) lines.push({ kind: 'money', label: t('insuranceValue'), amount: value });
        lines.push({ kind: 'money', label: t('insurancePremium'), amount });
      }
      break;
  }
  return lines;
}

/** The card's sections with their words, in order (no van section where the category has no van to choose). */
export function summarySections(summary: SummaryView, locale: Locale, t: JobSummaryTranslate): SummarySectionView[] {
  const shown = JOB_SUMMARY_SECTIONS.filter(
    (section) => section !== 'van' || summary.vanOffered || summary.van !== null,
  );
  return shown.map((section) => ({
    section,
    heading: t(`section_${section}`),
    changeLabel: t(`change_${section}`),
    lines: linesOf(section, summary, locale, t),
  }));
}

/** The loading time line under the helpers: the estimate when the prices gave one, else the words alone (its info button explains either way). */
export function loadingLine(summary: SummaryView, locale: Locale, t: JobSummaryTranslate): SummaryLine {
  return {
    kind: 'loading',
    text:
      summary.loadingHours === null
        ? t('loadingTimeUnknown')
        : t('loadingTime', { duration: durationWords(locale, summary.loadingHours) }),
  };
}

/** The figures the loading info dialog explains (docs/behaviour/quote-flow.md §3 estimated_loading_time). */
export interface LoadingInfoFigures {
  /** "about 2 hr 30 min", or null before the prices gave an estimate. */
  loading: string | null;
  /** "12 items (about 4.5 m³)" ("1 car" in the car flow), or null without items. */
  items: string | null;
  /** "2 helpers", or null before any are chosen. */
  helpers: string | null;
  /** The route's driving time, "about 3 hr 40 min", once known. */
  driving: string | null;
}

/** "12 items (about 4.5 m³)", or the count alone where no volume is said. */
function withVolume(items: NonNullable<SummaryView['items']>, t: JobSummaryTranslate): string {
  const volume = volumeWords(items, t);
  return volume ? `${itemsWords(items, t)} (${volume})` : itemsWords(items, t);
}

/** The loading info dialog's figures, from the summary. */
export function loadingInfoFigures(summary: SummaryView, locale: Locale, t: JobSummaryTranslate): LoadingInfoFigures {
  const { items, helpers, loadingHours, routeSeconds } = summary;
  return {
    loading: loadingHours === null ? null : durationWords(locale, loadingHours),
    items: items ? withVolume(items, t) : null,
    helpers: helpers === null ? null : helpersWords(helpers, t),
    driving: routeSeconds === null ? null : durationWords(locale, routeSeconds / SECONDS_PER_HOUR),
  };
}

/** The total's view: the lifetime discount shown where it applies (§6: 15 %, not on hourly rate). */
export function summaryTotal(summary: SummaryView, t: JobSummaryTranslate): SummaryTotalView {
  const discount = summary.lifetimeDiscount;
  const discounted = discount?.applies ? summary.discountedTotal : null;
  return {
    priced: summary.total > 0,
    amount: summary.total,
    discounted,
    discountLine: discounted !== null && discount ? t('lifetimeDiscount', { percent: discount.percent }) : null,
    discountAmount: discounted !== null ? summary.discount : null,
    updating: summary.updating,
    note: discount && !discount.applies && summary.total > 0 ? t('lifetimeNotHourly') : null,
  };
}

/** True when nothing at all has been chosen: the card shows one helpful sentence instead. */
export function isEmptySummary(summary: SummaryView): boolean {
  return (
    summary.route === null &&
    summary.items === null &&
    summary.van === null &&
    summary.date === null &&
    summary.windows.length === 0 &&
    summary.helpers === null &&
    summary.services.length === 0 &&
    summary.insurance === null &&
    summary.total === 0
  );
}

/**
 * Behaviour of the job summary (docs/behaviour/quote-flow.md §2): the quote session with the flow's
 * actions, its `$summary` in words section by section, the total with the lifetime discount, the
 * "Change" of each section (the session's go-to-step: every modal closes and the host hears
 * `hk-go-to-step`), and the loading info dialog, open while the session's `loadingInfo` modal is.
 * A change of the total is announced politely once.
 */
export function useJobSummary({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  category,
}: JobSummaryProps) {
  const t = useMessages(jobSummaryMessage, locale);
  const announce = useAnnounce();
  const session: QuoteFlowBase = useMemo(() => withQuoteBase(getSession(key)), [key]);
  // The category attribute is the flow's: before the first paint, so the total never shows a
  // discount an hourly job does not get.
  useLayoutEffect(() => {
    if (category !== undefined && session.$context.get().category !== category) session.setContext({ category });
  }, [session, category]);
  const summary = useStore(session.$summary);
  const open$ = useMemo(() => computed(session.$ui, (ui) => ui.modals.loadingInfo), [session]);
  // Not when the price tabs opened the same modal: they show their own dialog.
  const loadingInfoOpen = useStore(open$) && !isLoadingInfoOpenedBy(session, 'price-tabs');

  const sections = useMemo(() => summarySections(summary, locale, t), [summary, locale, t]);
  const total = useMemo(() => summaryTotal(summary, t), [summary, t]);

  // Each new total is said once (not the first one, which the person reads with the card).
  const spoken = useRef<number | null>(null);
  const shown = total.discounted ?? total.amount;
  useEffect(() => {
    const before = spoken.current;
    spoken.current = shown;
    if (before === null || before === shown || !total.priced) return;
    const words = formatMoney(locale, shown);
    announce(total.discounted === null ? t('totalNow', { total: words }) : t('totalNowDiscounted', { total: words }));
  }, [shown, total.priced, total.discounted, locale, t, announce]);

  return {
    session,
    t,
    locale,
    summary,
    empty: isEmptySummary(summary),
    sections,
    loading: loadingLine(summary, locale, t),
    total,
    loadingInfoOpen,
    /** The "Change" of a section: goes to its step (the go-to-step action). */
    change: useCallback((section: JobSummaryCardSection) => void session.goToStep(section), [session]),
    openLoadingInfo: useCallback(() => openLoadingInfo(session, 'job-summary'), [session]),
    closeLoadingInfo: useCallback(() => closeLoadingInfo(session), [session]),
  };
}
