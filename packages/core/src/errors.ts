/**
 * Base of every error Haulkit throws. Errors that reach a person carry a `code` the locale
 * catalogue turns into words.
 */
export class HaulkitError extends Error {
  override name = 'HaulkitError';
  constructor(
    readonly code: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True for any error thrown by Haulkit. */
export function isHaulkitError(error: unknown): error is HaulkitError {
  return error instanceof Error && typeof (error as HaulkitError).code === 'string';
}

/** True when the error is an abort (the caller cancelled), which is never shown to a person. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'AbortError' || (error as { name?: unknown }).name === 'TimeoutError')
  );
}
