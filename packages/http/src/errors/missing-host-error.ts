import { HaulkitError } from '@haulkit/core';

/** Code of a missing card-by-phone host; the locale catalogue's 'No pgs lambda host defined.' (back-office §8). */
export const MISSING_PAYMENT_HOST_CODE = 'noPgsLambdaHost';

/**
 * A call needs a service host the adapter was not given (`paymentBase` for card-by-phone). Code
 * `noPgsLambdaHost` for the payment service, whose text is 'No pgs lambda host defined.'
 * (docs/behaviour/back-office.md §8). No request is sent.
 */
export class MissingHostError extends HaulkitError {
  override name = 'MissingHostError';
  /** The HTTP method the call would have used, upper case. */
  readonly method: string;
  /** The path the call would have used, relative to the missing host. */
  readonly url: string;
  /** The config option that is missing, such as `paymentBase`. */
  readonly option: string;

  constructor(details: { method: string; url: string; option: string; code: string }) {
    super(details.code, `${details.method} ${details.url} has no host: set the adapter's \`${details.option}\``);
    this.method = details.method;
    this.url = details.url;
    this.option = details.option;
  }
}

/** True for a {@link MissingHostError}, also across bundles (checks the name). */
export function isMissingHostError(error: unknown): error is MissingHostError {
  return error instanceof MissingHostError || (error instanceof Error && error.name === 'MissingHostError');
}
