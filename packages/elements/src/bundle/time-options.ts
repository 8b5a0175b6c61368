// <hk-time-options> alone, registered on load; `defineTimeOptions({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { timeOptionsElement } from '../time-options/time-options.element.js';

/** Registers `<{prefix}-time-options>`. */
export function defineTimeOptions(options: DefineOptions = {}): string[] {
  return defineElements([timeOptionsElement], options);
}
defineTimeOptions();
