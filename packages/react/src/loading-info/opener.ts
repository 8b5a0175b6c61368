import type { QuoteFlowBase } from '@haulkit/core';

/** The pieces that open the loading info modal, each with its own dialog. */
export type LoadingInfoOpener = 'price-tabs' | 'job-summary';

/**
 * Which piece opened a session's loading info modal (ui.modals.loadingInfo), kept on the session
 * under a global symbol so that pieces from separately loaded bundles agree: the price tabs' info
 * button and the job summary's both open that modal, and only the opener shows its dialog, so a
 * page with both pieces never stacks two dialogs for one click.
 */
const OPENER = Symbol.for('haulkit.loading-info-opener@1');

type Marked = QuoteFlowBase & { [OPENER]?: LoadingInfoOpener };

/** Marks who opens, then opens the modal. */
export function openLoadingInfo(session: QuoteFlowBase, by: LoadingInfoOpener): void {
  (session as Marked)[OPENER] = by;
  session.openModal('loadingInfo');
}

/** True when the open loading info modal is `by`'s to show. */
export function isLoadingInfoOpenedBy(session: QuoteFlowBase, by: LoadingInfoOpener): boolean {
  return (session as Marked)[OPENER] === by;
}

/** Closes the loading info modal. */
export function closeLoadingInfo(session: QuoteFlowBase): void {
  delete (session as Marked)[OPENER];
  session.closeModal('loadingInfo');
}
