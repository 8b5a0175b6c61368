// <hk-insurance> alone, registered on load; `defineInsurance({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { insuranceElement } from '../insurance/insurance.element.js';

/** Registers `<{prefix}-insurance>`. */
export function defineInsurance(options: DefineOptions = {}): string[] {
  return defineElements([insuranceElement], options);
}
defineInsurance();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
