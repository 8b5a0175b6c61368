import {
  ADJUSTMENT_TYPES,
  type AdjustmentFieldError,
  type AdjustmentType,
  adjustmentAmountOf,
  adjustmentModeOf,
  adjustmentTypeKey,
  createAdjustmentsPanel,
  currencyForLocale,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatMoney,
  getSession,
  type Locale,
  type PriceAdjustment,
  type PriceAdjustmentApi,
  type PriceAdjustmentsMessageKey,
  priceAdjustmentsMessage,
  raisesPrice,
  withQuoteBase,
} from '@haulkit/core';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the price adjustments panel (the `<hk-price-adjustments>` attributes, parsed). */
export interface PriceAdjustmentsProps {
  /** Quote session key: the panel adjusts that session's quote or listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The price adjustment port. By default the session's admin adapter when it is one (a page
   * that configured `experiments` with a whole AdminApi, as `createHttpAdapters().admin` is).
   */
  port?: () => Promise<PriceAdjustmentApi | undefined>;
  /** The customer-discounts service key; without it the customer's discounts are not shown. */
  discountsKey?: string;
}

/** The panel's words for their locale. */
export type PriceAdjustmentsTranslate = (
  key: PriceAdjustmentsMessageKey,
  params?: Record<string, string | number>,
) => string;

/** One adjustment as a row shows it. */
export interface AdjustmentRow {
  readonly uuid: string;
  readonly type: AdjustmentType;
  /** The type in words. */
  readonly typeName: string;
  /** The change in words: −10%, +£12.50. */
  readonly change: string;
}

/** True when `value` has the price adjustment calls (an AdminApi does). */
export function isPriceAdjustmentApi(value: unknown): value is PriceAdjustmentApi {
  const port = value as Partial<PriceAdjustmentApi> | undefined;
  return typeof port?.getPriceAdjustmentToken === 'function' && typeof port.listPriceAdjustments === 'function';
}

/** The change of an adjustment in words: a sign (premium up, discounts down) and its percent or amount. */
function changeOf(t: PriceAdjustmentsTranslate, locale: Locale, adjustment: PriceAdjustment): string {
  const up = raisesPrice(adjustment);
  if (adjustmentModeOf(adjustment) === 'percent')
    return t(up ? 'changePercentUp' : 'changePercentDown', { percent: adjustment.adjustmentPercent ?? 0 });
  return t(up ? 'changeAmountUp' : 'changeAmountDown', {
    amount: formatMoney(locale, adjustmentAmountOf(adjustment) ?? 0),
  });
}

/**
 * Behaviour of the price adjustments panel (docs/behaviour/back-office.md §3, §6, §7, §8): core's
 * panel (`createAdjustmentsPanel`) on the session's quote, with the rows, type names and field
 * errors in the locale's words. After a change the session prices the job again, so every price
 * view of the session shows the customer's new price.
 */
export function usePriceAdjustments({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  port,
  discountsKey,
}: PriceAdjustmentsProps) {
  const t = useMessages(priceAdjustmentsMessage, locale);
  const panel = useMemo(() => {
    const session = withQuoteBase(getSession(key));
    const fallback = async () => {
      const admin = session.$adapters.get().experiments;
      return isPriceAdjustmentApi(admin) ? admin : undefined;
    };
    return createAdjustmentsPanel({ session, port: port ?? fallback, locale, discountsKey });
  }, [key, port, locale, discountsKey]);
  useEffect(() => panel.start(), [panel]);
  const state = useStore(panel.$state);
  const rows = useMemo(
    (): AdjustmentRow[] =>
      state.adjustments.map((adjustment) => ({
        uuid: adjustment.uuid ?? '',
        type: adjustment.adjustmentType,
        typeName: t(adjustmentTypeKey(adjustment.adjustmentType)),
        change: changeOf(t, locale, adjustment),
      })),
    [state.adjustments, t, locale],
  );
  const errorOf = (field: AdjustmentFieldError['field']) => state.errors.find((error) => error.field === field);
  const typeOptions = ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(adjustmentTypeKey(type)) }));
  return {
    t,
    locale,
    state,
    rows,
    panel,
    typeOptions,
    currency: currencyForLocale(locale),
    /** The row being edited, and the one waiting for its delete to be confirmed. */
    editingRow: rows.find((row) => row.uuid === state.editing) ?? null,
    confirmingRow: rows.find((row) => row.uuid === state.confirming) ?? null,
    valueError: errorOf('value'),
    reasonError: errorOf('reasonId'),
    canChange: state.access === 'ready',
    /** The form is offered once the list has loaded (docs/behaviour/back-office.md, price adjustments). */
    formShown: state.access === 'ready' && state.listStatus === 'ready',
  };
}
