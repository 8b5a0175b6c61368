/**
 * Runs `flush` when the page is left (pagehide) or hidden (visibilitychange); returns the
 * remover. Safe where there is no window or document (a server, a worker). The session's draft
 * saving and the tracker's batch both use it.
 */
export function onPageHidden(flush: () => void): () => void {
  const page = globalThis as Partial<Pick<typeof globalThis, 'addEventListener' | 'removeEventListener'>>;
  const doc = (globalThis as { document?: Document }).document;
  const onVisibility = () => {
    if (doc?.visibilityState === 'hidden') flush();
  };
  page.addEventListener?.('pagehide', flush);
  doc?.addEventListener?.('visibilitychange', onVisibility);
  return () => {
    page.removeEventListener?.('pagehide', flush);
    doc?.removeEventListener?.('visibilitychange', onVisibility);
  };
}
