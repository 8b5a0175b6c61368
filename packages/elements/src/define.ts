import { createElementClass, type ElementDefinition, type HaulkitElementClass } from './create-element.js';
import type { DefineOptions } from './define-options.js';
import { VERSION } from './version.js';

export type { DefineOptions } from './define-options.js';

const PREFIX = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const WARNED = Symbol.for('haulkit.version-warning@1');

function warnOnce(tag: string, other: string | undefined) {
  const holder = globalThis as { [WARNED]?: boolean };
  if (holder[WARNED]) return;
  holder[WARNED] = true;
  console.warn(
    `Haulkit ${VERSION}: <${tag}> was defined by ${other ? `Haulkit ${other}` : 'another script'} and is kept. Load one Haulkit per page, or use another prefix.`,
  );
}

/**
 * Registers elements under a prefix. Safe to call again, and with several bundles on one
 * page: a tag that is already defined is kept as it is (one console warning when it came from
 * another Haulkit version or another script). Returns the tags it defined. Registering loads
 * nothing: what it defines is the first script's shell (create-element.ts), which paints each
 * element's skeleton without React and fetches the runtime and the view when it is near.
 */
export function defineElements(
  definitions: readonly ElementDefinition[],
  { prefix = 'hk' }: DefineOptions = {},
): string[] {
  if (typeof customElements === 'undefined') return [];
  if (!PREFIX.test(prefix)) {
    console.error(`Haulkit: “${prefix}” is not a tag prefix; use lower-case letters and digits.`);
    return [];
  }
  const defined: string[] = [];
  for (const definition of definitions) {
    const tag = `${prefix}-${definition.name}`;
    const existing = customElements.get(tag) as Partial<HaulkitElementClass> | undefined;
    if (existing) {
      if (existing.haulkitVersion !== VERSION) warnOnce(tag, existing.haulkitVersion);
      continue;
    }
    customElements.define(tag, createElementClass(definition));
    defined.push(tag);
  }
  return defined;
}
