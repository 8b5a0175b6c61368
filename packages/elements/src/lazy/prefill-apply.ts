import { prefillSession } from '@haulkit/core';
import type { PrefillProps } from '../prefill-types.js';

/**
 * Applies a partner's prefill to the element's session (core's prefillSession: checked field by
 * field, then applied through the session's own actions), and tells the page's developer of each
 * refused part, as attribute errors are told: a console warning and `hk-error` with code
 * `prefill`, attribute `prefill` and a message naming the field (`prefill.items[1].quantity: …`).
 * Fetched with the first prefill a page gives, so a page without one never downloads the schema.
 */
export async function applyPrefill(
  { value, session, fields, categoryId, emit, tag }: PrefillProps,
  signal: AbortSignal,
): Promise<void> {
  if (!value) return;
  const { issues } = await prefillSession(session(), value, { fields, categoryId, signal });
  if (signal.aborted) return;
  for (const issue of issues) {
    const message = `prefill${issue.field === '' ? '' : `.${issue.field}`}: ${issue.message}`;
    console.warn(`Haulkit: <${tag}> ${message}`);
    emit('hk-error', { code: 'prefill', attribute: 'prefill', message });
  }
}
