import type { Locale, StepFlowSession } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { LazyPart } from '../../lazy-part.js';
import { useExitIntent } from './use-exit-intent.js';

/** The dialog is its own module, fetched the first time it opens (most visits never do). */
const loadDialog = lazyImport(() => import('./exit-intent-dialog.js'));

/** Props of ExitIntent. */
export interface ExitIntentProps {
  session: StepFlowSession;
  /** The dialog's id: shown once per id (its cookie). Null or blank: no exit-intent dialog. */
  dialogId: string | null;
  locale: Locale;
  /** useEarlyExit's: whether the mouse left the window before this module was there. */
  leftEarly?: () => boolean;
}

/**
 * The exit-intent dialog of `<hk-quote-flow exit-intent="id">` (docs/behaviour/quote-flow.md §2, §7):
 * once per id, when the mouse leaves the window, tracked through ajax-track; see useExitIntent.
 * It says the quote is kept and, when prices are known, what the job costs from; "Keep going"
 * closes it. Renders nothing until then. A dialog module that cannot load shows nothing: this
 * dialog is a courtesy, never in the way.
 */
export function ExitIntent({ session, dialogId, locale, leftEarly }: ExitIntentProps) {
  const { open, close } = useExitIntent(session, dialogId, leftEarly);
  if (!open) return null;
  return (
    <LazyPart load={loadDialog} failed={() => null}>
      {({ ExitIntentDialog }) => <ExitIntentDialog session={session} locale={locale} onClose={close} />}
    </LazyPart>
  );
}
