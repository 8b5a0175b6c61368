import { FlagSchema, IdSchema, maybe, PercentSchema } from './common.js';
import { NumericSchema } from './item.js';
import * as v from './valibot.js';

/** A logged-in user as the quote flow sees it (docs/behaviour/quote-flow.md §3; a user has a user_id, §6). */
export const UserSchema = v.looseObject({
  user_id: maybe(IdSchema),
  /** The customer gets the 15 percent lifetime discount, except on hourly rate (§6). */
  has_lifetime_discount: maybe(FlagSchema),
});
export type User = v.InferOutput<typeof UserSchema>;

/**
 * The admin user the server names beside the signed-in user (docs/behaviour/back-office.md §6):
 * its `user_id`, and its privileges as flags per area and action (area → action → flag). An
 * admin is known only by a non-empty admin user with a `user_id` (`adminFromSignedIn`).
 */
export const AdminUserAnswerSchema = v.looseObject({
  user_id: maybe(IdSchema),
  privileges: maybe(v.record(v.string(), v.record(v.string(), FlagSchema))),
});
export type AdminUserAnswer = v.InferOutput<typeof AdminUserAnswerSchema>;

/**
 * Who is signed in, as GET /ng/user-actions/signed-in answers (path and shape proposed: not shown
 * in the spec): the signed-in `user` (none for an anonymous visitor) and the `adminUser` (none
 * for a customer). A field the server leaves out or sends as null is read as absent.
 */
export const SignedInUserSchema = v.looseObject({
  user: maybe(UserSchema),
  adminUser: maybe(AdminUserAnswerSchema),
});
export type SignedInUser = v.InferOutput<typeof SignedInUserSchema>;

/** A discount: a percent and its type (docs/behaviour/quote-flow.md §3); the type's values are not shown. */
export const DiscountSchema = v.looseObject({
  percent: PercentSchema,
  type: maybe(v.string()),
});
export type Discount = v.InferOutput<typeof DiscountSchema>;

/**
 * What the configured trust-rating address answers: numberOfReviews and score.trustScore
 * (docs/behaviour/quote-flow.md §3 and §7).
 */
export const TrustRatingSchema = v.looseObject({
  numberOfReviews: v.pipe(NumericSchema, v.integer(), v.minValue(0)),
  score: v.looseObject({
    trustScore: v.pipe(NumericSchema, v.minValue(0)),
  }),
});
export type TrustRating = v.InferOutput<typeof TrustRatingSchema>;

/**
 * The personalised phone number (GET get-personalised-number, docs/behaviour/back-office.md §3, §7):
 * national, full, full_extended, extension and is_personalised.
 */
export const PersonalisedPhoneNumberSchema = v.looseObject({
  national: maybe(v.string()),
  full: maybe(v.string()),
  full_extended: maybe(v.string()),
  extension: maybe(v.union([v.string(), v.pipe(v.number(), v.integer())])),
  is_personalised: maybe(FlagSchema),
});
export type PersonalisedPhoneNumber = v.InferOutput<typeof PersonalisedPhoneNumberSchema>;
