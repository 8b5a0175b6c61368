import {
  BODY_SEARCH_DEPTH,
  DISTANCE_PATH_MARK,
  EDIT_REFUSAL_MESSAGES,
  EXPERIMENT_CONFLICT_STATUS,
  EXPERIMENT_PATH_MARK,
  REDACT_FAILURE_STATUS,
  REDACT_PATH_MARK,
  SUCCESS_STATUS_RANGE,
} from './constants.js';

/** A response the HTTP interceptor saw. */
export interface FailedResponse {
  url?: string | null;
  /** Kept for the report; the exclusions do not depend on it. */
  method?: string | null;
  status?: number | null;
  body?: unknown;
}

/** The lower-cased path segments of a URL, absolute or relative, without query or fragment. */
function pathSegments(url: unknown): string[] {
  if (typeof url !== 'string') return [];
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return withoutOrigin
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

function containsRefusal(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return EDIT_REFUSAL_MESSAGES.some((text) => value.includes(text));
  if (depth <= 0 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((inner) => containsRefusal(inner, depth - 1));
}

/**
 * Whether the generic interceptor reports a response (back-office §8): every failed one (status
 * outside 200–399, including 0 and a missing status), except
 * - distance lookups: a URL path segment containing "distance";
 * - pre-listing edit refusals: the body holds 'User can't edit this listing. 30m-24h' or
 *   'Customer can't edit this listing.' (in its text or any string up to 4 levels deep);
 * - experiment 409: status 409 on a path with a segment starting "experiment";
 * - redact 500: status 500 on a path with a segment containing "redact".
 * @example shouldReportFailure({ url: '/ng/listings/12/distance', method: 'GET', status: 500 }) // false
 */
export function shouldReportFailure(response: FailedResponse): boolean {
  if (typeof response !== 'object' || response === null) return true;
  const status = typeof response.status === 'number' ? response.status : 0;
  if (status >= SUCCESS_STATUS_RANGE.min && status <= SUCCESS_STATUS_RANGE.max) return false;
  const segments = pathSegments(response.url);
  if (segments.some((segment) => segment.includes(DISTANCE_PATH_MARK))) return false;
  if (containsRefusal(response.body, BODY_SEARCH_DEPTH)) return false;
  if (status === EXPERIMENT_CONFLICT_STATUS && segments.some((segment) => segment.startsWith(EXPERIMENT_PATH_MARK))) {
    return false;
  }
  if (status === REDACT_FAILURE_STATUS && segments.some((segment) => segment.includes(REDACT_PATH_MARK))) return false;
  return true;
}
