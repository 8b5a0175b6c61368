// <hk-job-summary> alone, registered on load; `defineJobSummary({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { jobSummaryElement } from '../job-summary/job-summary.element.js';

/** Registers `<{prefix}-job-summary>`. */
export function defineJobSummary(options: DefineOptions = {}): string[] {
  return defineElements([jobSummaryElement], options);
}
defineJobSummary();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
