// <hk-insurance> alone, registered on load; `defineInsurance({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { insuranceElement } from '../insurance/insurance.element.js';

/** Registers `<{prefix}-insurance>`. */
export function defineInsurance(options: DefineOptions = {}): string[] {
  return defineElements([insuranceElement], options);
}
defineInsurance();

/** The tags' and events' types (HTMLElementTagNameMap, React's JSX elements) for pages that import this file. */
export type * from '../tags.js';
