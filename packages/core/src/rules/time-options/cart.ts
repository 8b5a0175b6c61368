import { TIME_OPTION_CART_TYPE } from './constants.js';

/** A cart line as the listing holds it: a type and an amount, other fields kept (§3 Cart line). */
export interface CartLineLike {
  type: string;
  amount?: number;
}

/** The cart line of a selected time option. */
export interface TimeOptionCartLine {
  type: typeof TIME_OPTION_CART_TYPE;
  amount: number;
}

const CENTS = 100;

/** A money amount from a number or numeric text; anything else is 0. Rounded to 2 decimals. */
function toAmount(value: unknown): number {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 0;
  return Math.round(amount * CENTS) / CENTS;
}

/** The cart without its timeOption line (reset, fixed tab, another day: §4). */
export function removeTimeOptionCart<L extends CartLineLike>(cart: readonly L[]): L[] {
  return Array.isArray(cart) ? cart.filter((line) => line?.type !== TIME_OPTION_CART_TYPE) : [];
}

/**
 * The cart after selecting a time option: one timeOption line with the option's price, or no
 * line when the price is 0 (docs/behaviour/quote-flow.md §4). `price` is the option's charge, as
 * timeOptionPrice in the price rules works it out (the difference to the base price, 0 with an
 * admin price or the saver option: back-office §4). Numeric text reads as its number; a price
 * that is not a positive number counts as 0.
 * @example selectTimeOptionCart([], { price: 25 }) // [{ type: 'timeOption', amount: 25 }]
 */
export function selectTimeOptionCart<L extends CartLineLike>(
  cart: readonly L[],
  option: { price?: number | string | null } | null | undefined,
): (L | TimeOptionCartLine)[] {
  const rest: (L | TimeOptionCartLine)[] = removeTimeOptionCart(cart);
  const amount = toAmount(option?.price);
  if (amount > 0) rest.push({ type: TIME_OPTION_CART_TYPE, amount });
  return rest;
}
