/** A refused typed quantity: the code and the value kept. */
export interface QuantityError {
  code: 'quantityNotWhole' | 'quantityTooHigh';
  previous: number;
}

/** What a typed quantity came to: the quantity kept, or why it was refused (typing never removes an item). */
export type QuantityOutcome = { quantity: number; error?: undefined } | { quantity?: undefined; error: QuantityError };
