import type { AdminPriceDraft, AdminPriceFigure, AdminPriceReading } from '../../admin-bar/types.js';
import { MINOR_UNITS_PER_MAJOR } from '../price-adjustments/constants.js';
import { moneyToMinor, typedPercent } from '../price-adjustments/form.js';

// The admin price form's rules and how the bar reads the admin-price answers
// (docs/behaviour/back-office.md §6, §7). The spec shows neither the form nor the answers' shape:
// what follows is chosen, and said so in docs/behaviour/back-office.md ("Admin bar").

/** A coded refusal of a field of the admin price form. */
export interface AdminPriceFieldError {
  readonly field: 'price' | 'margin';
  readonly code: 'adminPriceNotMoney' | 'adminPricePositive' | 'adminMarginNotNumber' | 'adminMarginRange';
}

/** What the form asks admin-price/calculate: only the fields given. */
export interface AdminPriceQueryValues {
  readonly price?: number;
  readonly margin?: number;
}

/** The checked form, or every refused field in the form's order. */
export type AdminPriceCheck =
  | { readonly ok: true; readonly value: AdminPriceQueryValues }
  | { readonly ok: false; readonly errors: readonly AdminPriceFieldError[] };

/** The margin an admin can type is below this, in percent (not shown in the spec: chosen; 100 % would leave the provider nothing). */
export const ADMIN_MARGIN_LIMIT = 100;

/**
 * Typed money in pounds or euros (at most two decimals, £ or € allowed), or why it is not:
 * `notMoney` for text that is not an amount, `tooLow` for 0 when `allowZero` is false.
 */
export function typedMoney(text: string, allowZero: boolean): number | 'notMoney' | 'tooLow' {
  const minor = moneyToMinor(text);
  if (minor === undefined) return 'notMoney';
  if (minor < 0 || (!allowZero && minor === 0)) return 'tooLow';
  return minor / MINOR_UNITS_PER_MAJOR;
}

/**
 * Checks the admin price form (back-office §6; not shown in the spec: chosen): the customer price
 * is money above 0 or empty (the day's price), the margin a number from 0 to less than 100 or
 * empty (the server's usual margin). Never throws; the draft is never changed.
 * @example checkAdminPriceDraft({ price: '150', margin: '' }) // { ok: true, value: { price: 150 } }
 */
export function checkAdminPriceDraft(draft: AdminPriceDraft): AdminPriceCheck {
  const errors: AdminPriceFieldError[] = [];
  const value: { price?: number; margin?: number } = {};
  const priceText = String(draft.price ?? '').trim();
  if (priceText !== '') {
    const price = typedMoney(priceText, false);
    if (price === 'notMoney') errors.push({ field: 'price', code: 'adminPriceNotMoney' });
    else if (price === 'tooLow') errors.push({ field: 'price', code: 'adminPricePositive' });
    else value.price = price;
  }
  const marginText = String(draft.margin ?? '').trim();
  if (marginText !== '') {
    const margin = typedPercent(marginText.replace(',', '.'));
    if (margin === undefined) errors.push({ field: 'margin', code: 'adminMarginNotNumber' });
    else if (margin < 0 || margin >= ADMIN_MARGIN_LIMIT) errors.push({ field: 'margin', code: 'adminMarginRange' });
    else value.margin = margin;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

/** The keys the bar names first, in this order (customer price, provider price, margin). */
export const ADMIN_PRICE_KNOWN_KEYS = ['customer_price', 'provider_price', 'margin'] as const;

/** Keys of an answer the bar's first row shows already (the job's ids and day): not repeated as figures. */
const SHOWN_BY_THE_BAR: ReadonlySet<string> = new Set(['pre_listing_id', 'listing_id', 'pickup_date']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number from a number or numeric text, else null. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : null;
}

/** What a figure is, by its key: *price* or *amount* money, *margin* or *percent* a percent, else text. */
export function adminFigureKind(key: string): AdminPriceFigure['kind'] {
  const lower = key.toLowerCase();
  if (lower.includes('margin') || lower.includes('percent')) return 'percent';
  if (lower.includes('price') || lower.includes('amount')) return 'money';
  return 'text';
}

/**
 * Reads an admin-price answer (info or calculate; its shape is not shown in the spec): the
 * customer price, provider price and margin when present (as numbers or numeric text), and every
 * scalar figure at its top level, the known keys first, the others in the answer's order (but
 * the job's ids and day, which the bar's first row shows). A
 * money or percent figure sent as numeric text reads as its number. Anything that is not an
 * object reads as no figures.
 * @example readAdminPrice({ margin: 20, customer_price: 150 }).figures.map((f) => f.key) // ['customer_price', 'margin']
 */
export function readAdminPrice(answer: unknown): AdminPriceReading {
  const record = isRecord(answer) ? answer : {};
  const figures: AdminPriceFigure[] = [];
  const keys = Object.keys(record);
  const ordered = [
    ...ADMIN_PRICE_KNOWN_KEYS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => !(ADMIN_PRICE_KNOWN_KEYS as readonly string[]).includes(key)),
  ];
  for (const key of ordered) {
    const raw = record[key];
    if (typeof raw !== 'number' && typeof raw !== 'string' && typeof raw !== 'boolean') continue;
    if (typeof raw === 'number' && !Number.isFinite(raw)) continue;
    if (SHOWN_BY_THE_BAR.has(key)) continue;
    const kind = adminFigureKind(key);
    const number = kind === 'text' ? null : numberOf(raw);
    figures.push({ key, kind: number === null ? 'text' : kind, value: number ?? raw });
  }
  return {
    customerPrice: numberOf(record.customer_price),
    providerPrice: numberOf(record.provider_price),
    margin: numberOf(record.margin),
    figures,
  };
}
