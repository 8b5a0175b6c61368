import { exitIntentCookie, exitIntentDue, exitIntentId, type StepFlowSession } from '@haulkit/core';
import { useCallback, useEffect, useState } from 'react';
import { leavesWindow } from './early-exit.js';

/** Dialog ids shown on this page already: once per id even where cookies cannot be written. */
const shownOnPage = new Set<string>();

/** Forgets the ids shown on this page (tests). */
export function resetExitIntentPage(): void {
  shownOnPage.clear();
}

/** True on a device whose main pointer cannot hover (a phone or tablet): no mouse to leave the window. */
function touchOnly(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: none)').matches;
}

/** True when a session modal is open: the person is busy, so the dialog waits for the next exit. */
const busy = (session: StepFlowSession) => Object.values(session.$ui.get().modals).some(Boolean);

/**
 * The exit-intent behaviour (docs/behaviour/quote-flow.md §2: once per dialog id when the mouse leaves
 * the window and that id's cookie is not set): with a dialog id, on a device with a mouse, while
 * its cookie is not set, it listens for the mouse leaving the window (a document `mouseout` with no
 * `relatedTarget` at the top edge). The first such exit sets the cookie, tracks it
 * (`trackExitIntent`: POST /ajax-track) and opens; it does not open once the quote has proceeded
 * or while another dialog is open. The listener goes on unmount, after opening, or when the id
 * changes. `leftEarly` (useEarlyExit's) says whether the mouse left before this listened: that
 * exit counts as the first.
 */
export function useExitIntent(
  session: StepFlowSession,
  dialogId: string | null | undefined,
  leftEarly?: () => boolean,
) {
  const id = exitIntentId(dialogId);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (id === null || typeof document === 'undefined' || typeof window === 'undefined') return;
    if (touchOnly() || shownOnPage.has(id) || !exitIntentDue(id, document.cookie)) return;
    const exit = () => {
      if (session.$flow.get().proceeded || busy(session)) return;
      document.removeEventListener('mouseout', onMouseOut);
      // Another flow on the page with the same id may have shown it in the meantime.
      if (shownOnPage.has(id) || !exitIntentDue(id, document.cookie)) return;
      shownOnPage.add(id);
      // biome-ignore lint/suspicious/noDocumentCookie: one cookie built and encoded by exitIntentCookie; the Cookie Store API is not in every browser
      document.cookie = exitIntentCookie(id, { secure: window.location.protocol === 'https:' });
      void session.trackExitIntent();
      setOpen(true);
    };
    const onMouseOut = (event: MouseEvent) => {
      if (leavesWindow(event)) exit();
    };
    document.addEventListener('mouseout', onMouseOut);
    if (leftEarly?.()) exit();
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, [session, id, leftEarly]);
  const close = useCallback(() => setOpen(false), []);
  return { open: open && id !== null, close };
}
