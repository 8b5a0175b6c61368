// The one-script-tag bundle: every element, registered with the `hk` prefix on load. It carries
// only registration; each tag's view, schema and styles load on its first connection, and
// `configure`/`getSession` live in `api.js`.
import { type DefineOptions, defineElements } from '../define.js';
import { allElements } from '../elements.js';

export { VERSION } from '../version.js';

/** Registers every Haulkit element (`<hk-item-picker>`, …). Safe to call twice. */
export function defineHaulkit(options: DefineOptions = {}): string[] {
  return defineElements(allElements, options);
}

defineHaulkit();
