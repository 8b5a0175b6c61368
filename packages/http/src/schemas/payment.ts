import type { CardCaptureStatus, CardField, MaskedCardChunk } from '@haulkit/core';
import { CARD_FIELDS, CardChunkSchema, isMaskedCardValue, maybe } from '@haulkit/core';
import * as v from './valibot.js';

/** Schemas of PaymentApi answers (docs/behaviour/back-office.md §7). Card chunks are checked masked. */

function isCardField(name: string): name is CardField {
  return (CARD_FIELDS as readonly string[]).includes(name);
}

/**
 * capture-card-data-status: the session status and a masked chunk per card field. A chunk value
 * showing more than the last four digits fails core's CardChunkSchema, so the whole answer is
 * refused (ResponseShapeError) rather than shown; fields that are not card fields are dropped.
 */
export const CardCaptureStatusSchema = v.pipe(
  v.looseObject({
    paymentSessionStatus: maybe(v.string()),
    fields: v.optional(v.record(v.string(), CardChunkSchema), {}),
  }),
  v.transform(({ paymentSessionStatus, fields }): CardCaptureStatus => {
    const masked: Partial<Record<CardField, MaskedCardChunk>> = {};
    for (const [name, chunk] of Object.entries(fields)) {
      if (!isCardField(name)) continue;
      const { value, status, errorMessage } = chunk;
      masked[name] = {
        status,
        ...(value !== undefined && isMaskedCardValue(value) ? { value } : {}),
        ...(errorMessage === undefined ? {} : { errorMessage }),
      };
    }
    return { ...(paymentSessionStatus === undefined ? {} : { paymentSessionStatus }), fields: masked };
  }),
);

/** get-token: the payment method token once there, and the session status. */
export const PaymentMethodTokenSchema = v.pipe(
  v.looseObject({ token: maybe(v.string()), paymentSessionStatus: maybe(v.string()) }),
  v.transform(({ token, paymentSessionStatus }) => ({
    ...(token === undefined ? {} : { token }),
    ...(paymentSessionStatus === undefined ? {} : { paymentSessionStatus }),
  })),
);
