import { HaulkitError } from '@haulkit/core';

/** What an {@link InputError} carries, read from the server error body. */
export interface InputErrorDetails {
  /** The HTTP method, upper case. */
  method: string;
  /** The full request URL. */
  url: string;
  /** The response status. */
  status: number;
  /** Field → codes, from `errors.input` or a `type: 'input'` body whose `codes` is a map. */
  fields: Record<string, string[]>;
  /** Every code, flattened (for a `type: 'input'` body whose `codes` is a list, that list). */
  codes: string[];
  /** Server-written messages of a `type: 'input'` body, if any. */
  messages: string[];
}

/** The server rejected the input (`errors.input` or `{type: 'input'}`). Code `input`. */
export class InputError extends HaulkitError {
  override name = 'InputError';
  /** The HTTP method, upper case. */
  readonly method: string;
  /** The full request URL. */
  readonly url: string;
  /** The response status. */
  readonly status: number;
  /** Field → codes. */
  readonly fields: Record<string, string[]>;
  /** Every code, flattened. */
  readonly codes: string[];
  /** Server-written messages, if any. */
  readonly messages: string[];

  constructor(details: InputErrorDetails, options?: { cause?: unknown }) {
    super(
      'input',
      `${details.method} ${details.url} rejected the input (status ${details.status}): ${details.codes.join(', ')}`,
      options,
    );
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.fields = details.fields;
    this.codes = details.codes;
    this.messages = details.messages;
  }
}

/** True for an {@link InputError}, also across bundles (checks the name). */
export function isInputError(error: unknown): error is InputError {
  return error instanceof InputError || (error instanceof Error && error.name === 'InputError');
}
