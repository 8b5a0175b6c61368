import { MAX_VISIBLE_CARD_DIGITS } from './constants.js';

// Apart from the payment schemas, so the card-by-phone panel checks what it shows without
// loading the schema library.

/** Separators a card number may be typed or shown with: white space, dashes, dots, underscores, invisible marks. */
const SEPARATORS = /[\s\p{Pd}\p{Cf}\u2212._]/gu;

/** A run of mask characters as long as a masked group of a card number ("xxxx", "****", "••••"). */
const MASK_RUN = /[xX*•]{4,}/u;

/** A run of more digits than may ever be seen. */
const TOO_MANY_DIGITS = new RegExp(`\\p{Nd}{${MAX_VISIBLE_CARD_DIGITS + 1},}`, 'u');

/** Digits only at the very end, at most the last four. */
const ONLY_LAST_DIGITS = new RegExp(`^\\P{Nd}*\\p{Nd}{0,${MAX_VISIBLE_CARD_DIGITS}}$`, 'u');

/**
 * True when a card chunk's value shows no more of a card than its last four digits: after
 * removing spaces and dashes there are never more than 4 digits in a row, and a masked card
 * number ("xxxx xxxx xxxx 4242") shows digits only at its end. Operators never see card data
 * (docs/domain-notes.md, PCI DSS). A value with 5 or more digits in a row is refused whatever it is,
 * so a 5-digit postal code cannot travel as a chunk value either.
 * @example showsAtMostLastFour('xxxx xxxx xxxx 4242') // true
 * @example showsAtMostLastFour('4242 4242 4242 4242') // false
 */
export function showsAtMostLastFour(value: string): boolean {
  const compact = value.replace(SEPARATORS, '');
  if (TOO_MANY_DIGITS.test(compact)) return false;
  return !MASK_RUN.test(compact) || ONLY_LAST_DIGITS.test(compact);
}
