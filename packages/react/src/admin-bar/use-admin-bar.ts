import {
  type AdminBarFieldError,
  type AdminBarMessageKey,
  type AdminBarPort,
  type AdminPriceFigure,
  type AdminPriceReading,
  adminBarMessage,
  createAdminBar,
  currencyForLocale,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatMoney,
  getSession,
  type Locale,
  withQuoteBase,
} from '@haulkit/core';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the admin bar (the `<hk-admin-bar>` attributes, parsed). */
export interface AdminBarProps {
  /** Quote session key: the bar shows and changes that session's job. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The admin adapter (an AdminApi, as `createHttpAdapters().admin` is): the bar asks it for the
   * admin price when it has those calls, and hands it to the price adjustments panel when it has
   * theirs. By default the session's admin adapter (a page that configured `experiments` with a
   * whole AdminApi).
   */
  port?: (() => Promise<object | undefined>) | undefined;
}

/** The bar's words for their locale. */
export type AdminBarTranslate = (key: AdminBarMessageKey, params?: Record<string, string | number>) => string;

/** One figure of the admin price info as the view shows it: its label and its value in words. */
export interface AdminFigureRow {
  readonly key: string;
  readonly label: string;
  readonly value: string;
}

/** True when `value` has the admin price calls (an AdminApi does). */
export function isAdminBarPort(value: unknown): value is AdminBarPort {
  const port = value as Partial<AdminBarPort> | undefined;
  return typeof port?.getAdminPriceInfo === 'function' && typeof port.calculateAdminPrice === 'function';
}

/** Percent formatters by locale: built once each (conventions: Intl formatters are reused). */
const percentFormats = new Map<Locale, Intl.NumberFormat>();
function formatPercent(locale: Locale, value: number): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(value / 100);
}

/** A server key the words do not name, readable: `default_margin` → `Default margin`. */
const readableKey = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A figure's value in words: money for the locale, a percent, yes/no, or the text as sent. */
function figureValue(t: AdminBarTranslate, locale: Locale, figure: AdminPriceFigure): string {
  const { kind, value } = figure;
  if (typeof value === 'boolean') return t(value ? 'figureYes' : 'figureNo');
  if (kind === 'money' && typeof value === 'number') return formatMoney(locale, value);
  if (kind === 'percent' && typeof value === 'number') return formatPercent(locale, value);
  return String(value);
}

/** The figures of a reading as rows: known keys in the bar's words, any other made readable. */
function figureRows(t: AdminBarTranslate, locale: Locale, reading: AdminPriceReading | null): AdminFigureRow[] {
  if (!reading) return [];
  return reading.figures.map((figure) => {
    const key = `figure_${figure.key}` as AdminBarMessageKey;
    const named = t(key);
    return {
      key: figure.key,
      label: named === key ? readableKey(figure.key) : named,
      value: figureValue(t, locale, figure),
    };
  });
}

/**
 * Behaviour of the admin bar (docs/behaviour/back-office.md §2, §6, §7, §8): core's bar
 * (`createAdminBar`) on the session's job, with the admin price figures, the field errors and the
 * money in the locale's words. Nothing is shown to someone who is not an admin (`notAdmin`).
 */
export function useAdminBar({ session: key = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE, port }: AdminBarProps) {
  const t = useMessages(adminBarMessage, locale);
  const adapter = useMemo(() => {
    const session = getSession(key);
    return port ?? (async () => session.$adapters.get().experiments);
  }, [key, port]);
  const bar = useMemo(() => {
    const session = withQuoteBase(getSession(key));
    const barPort = async () => {
      const admin = await adapter();
      return isAdminBarPort(admin) ? admin : undefined;
    };
    return createAdminBar({ session, port: barPort, locale });
  }, [key, adapter, locale]);
  useEffect(() => bar.start(), [bar]);
  const state = useStore(bar.$state);
  const info = useMemo(() => figureRows(t, locale, state.info), [t, locale, state.info]);
  const calculation = useMemo(() => figureRows(t, locale, state.calculation), [t, locale, state.calculation]);
  const errorOf = (field: AdminBarFieldError['field']) =>
    state.errors.find((error) => error.field === field) ?? state.insurance.errors.find((e) => e.field === field);
  return {
    t,
    locale,
    /** The admin adapter as given (or the session's), for the price adjustments panel to check. */
    adapter,
    state,
    bar,
    info,
    calculation,
    currency: currencyForLocale(locale),
    money: (amount: number) => formatMoney(locale, amount),
    errorOf,
  };
}
