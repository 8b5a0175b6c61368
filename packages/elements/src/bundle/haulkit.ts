// The one-script-tag bundle: every element, registered with the `hk` prefix on load. It carries
// only registration and the skeletons, painted with DOM calls, no React; the runtime (React or
// preact/compat) and each tag's view, schema and styles load when the tag nears the viewport,
// and `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { allElements } from '../elements.js';

export { VERSION } from '../version.js';

/** Registers every Haulkit element (`<hk-item-picker>`, …). Safe to call twice. */
export function defineHaulkit(options: DefineOptions = {}): string[] {
  return defineElements(allElements, options);
}

defineHaulkit();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
