/**
 * Conventions shared by every port (QuoteApi, MapsApi, PaymentApi, AdminApi).
 *
 * - Every method takes an optional {@link Signal} as its LAST parameter. Aborting it rejects
 *   the returned promise with the signal's reason (a `DOMException` named `AbortError` unless
 *   the caller gave another reason); an implementation must stop its work (HTTP: pass it to
 *   ky; demo: clear its timers).
 * - Every method returns a Promise of a typed value. A failure REJECTS (HTTP adapter: the coded
 *   errors of `@haulkit/http`, `HttpError`, `InputError` …); the session turns rejections into
 *   coded values for the views. A method whose response the spec does not show resolves to
 *   `void` (fire and forget) or to the smallest type named in its TSDoc.
 * - Server data is read leniently with the valibot schemas of `../model/` (`looseObject`:
 *   unknown fields pass through); requests use the spec's field names as the body or query.
 * - Paths are written as the spec writes them, relative to the adapter's base
 *   (`api-base` for the marketplace, a configured host for the price-adjustment, test-lab and
 *   card-by-phone services). "(path proposed: not shown in the spec)" marks a path this port
 *   chose because the spec names the call but not its path.
 */

/** The optional cancellation signal every port method takes last. */
export type Signal = AbortSignal;

/**
 * The answer of the provider checks (username, e-mail, phone): `success: true` means the value
 * passes (valid, and not yet registered); `false` means the catalogue message applies
 * (docs/behaviour/quote-flow.md §7, §8).
 */
export interface SuccessFlag {
  readonly success: boolean;
}

/** A JSON object whose shape the spec does not show; kept as sent. */
export type OpaqueRecord = Readonly<Record<string, unknown>>;

/** An id the server sends as a number or as a string ("123"); kept as sent. */
export type PortId = string | number;

/** A bearer or key token for a service that needs one (card-by-phone, price adjustments). */
export interface AuthToken {
  /** The token itself, sent as `Authorization: Bearer <token>` unless the method says otherwise. */
  readonly token: string;
}

/** The names of the methods of a port interface `T`. */
export type MethodNames<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => unknown ? K : never;
}[keyof T] &
  string;
