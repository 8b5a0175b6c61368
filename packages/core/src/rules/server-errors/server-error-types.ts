// The shape of a mapped server error, apart from map-server-error.ts so that the parser it calls
// (parse-server-error.ts) can name it too.

/** One error to show: its code, the field it belongs to (input errors) and its words. */
export interface ServerErrorEntry {
  code: string;
  field?: string;
  /** The catalogue's text for a known code (in the locale asked for, en-GB by default); an unknown code as it is. */
  text: string;
  /** The server's own message for this error, when it sent one (type input with messages). */
  message?: string;
}

/** A server error body as coded values (back-office §8). */
export interface ServerError {
  kind: 'common' | 'input' | 'permission' | 'unknown';
  errors: ServerErrorEntry[];
  /** Set when the body lacks the error shape: report it as a warning. */
  warning?: true;
}
