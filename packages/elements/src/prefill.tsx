import { knownFlowCategory, lazyImport, type QuotePrefillInput } from '@haulkit/core';
import { useEffect } from 'react';
import type { AttributeSpec, Parsed } from './attributes.js';
import type { PrefillProps, PrefillValue } from './prefill-types.js';

export type { PrefillProps, PrefillValue } from './prefill-types.js';

/**
 * What applies a prefill and reports its refused parts (core's schema and prefillSession),
 * fetched with the first prefill a page gives (again after a failed fetch): a page without one
 * never downloads it.
 */
const importApply = lazyImport(() => import('./lazy/prefill-apply.js'));

/** How much of a refused JSON text its message shows. */
const JSON_SHOWN = 40;

/** A prefill whole: a JSON object (its fields are checked apart, so a bad one costs only itself). */
const prefillObject = (data: unknown): Parsed<PrefillValue | undefined> =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? { ok: true, value: data as PrefillValue }
    : { ok: false, reason: 'it is not a JSON object' };

/**
 * The `prefill` attribute: JSON text of what the partner knows about the job, or the same as an
 * object through the `prefill` property. Text that is not JSON, or JSON that is not an object,
 * is refused as any attribute is (code `attribute`); its fields are checked by `<Prefill>`.
 */
export function prefillAttribute(): AttributeSpec<PrefillValue | undefined, QuotePrefillInput | PrefillValue> {
  return {
    kind: 'json',
    fallback: undefined,
    parse(text) {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        const shown = text.length > JSON_SHOWN ? `${text.slice(0, JSON_SHOWN)}…` : text;
        return { ok: false, reason: `“${shown}” is not valid JSON` };
      }
      return prefillObject(data);
    },
    accept: prefillObject,
  };
}

/**
 * The flow category a prefill names, when it names a known one (read as the `category` attribute
 * and the prefill's own check read it): a view gives it to its piece when the element has no
 * `category` attribute, so the piece starts with its category's steps.
 */
export function prefillCategory(value: PrefillValue | undefined): string | undefined {
  const category = value && Object.hasOwn(value, 'category') ? value.category : undefined;
  return typeof category === 'string' ? knownFlowCategory(category) : undefined;
}

/**
 * Applies a partner's prefill to the element's session (`lazy/prefill-apply.ts`: core's
 * prefillSession, which checks it field by field and, once the session's draft is restored, fills
 * each field where the job is still empty, once per session) and tells the page's developer of
 * every refused part (a console warning and `hk-error` code `prefill` naming the field); the
 * customer never sees them. Runs again only for another value or session; a value replaced
 * before the session was ready is dropped for the new one.
 */
export function Prefill(props: PrefillProps) {
  // The same content set again (a new object from a re-render) is the same prefill.
  const content = props.value && JSON.stringify(props.value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one application per content and session
  useEffect(() => {
    if (!props.value) return;
    const stop = new AbortController();
    importApply().then(
      (module) => module.applyPrefill(props, stop.signal),
      () => {
        if (!stop.signal.aborted)
          props.emit('hk-error', { code: 'load', attribute: 'prefill', message: 'prefill: its file did not load' });
      },
    );
    return () => stop.abort();
  }, [content, props.sessionKey]);
  return null;
}
