import {
  DRAFT_MAX_AGE_MS,
  EXIT_INTENT_NOTE_KEYS,
  exitIntentMessage,
  exitIntentNote,
  formatMoney,
  type Locale,
  type StepFlowSession,
} from '@haulkit/core';
import { useState } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { exitIntentClasses, exitIntentStyles } from './exit-intent.styles.js';

/** Props of ExitIntentDialog. */
export interface ExitIntentDialogProps {
  session: StepFlowSession;
  locale: Locale;
  onClose(): void;
}

/**
 * What the exit-intent dialog says (not shown in the spec: this library's): "Leaving already?",
 * that the quote is saved on this device for the draft's lifetime (30 minutes), and a note spoken
 * to where the customer is (core's `exitIntentNote`: what is missing, that prices are next, that
 * they show once the email is given, or the job's lowest price). One button, "Keep going", closes
 * it, as do the close button, Escape and the backdrop; focus returns where it was.
 */
export function ExitIntentDialog({ session, locale, onClose }: ExitIntentDialogProps) {
  useSheet(exitIntentStyles);
  const t = useMessages(exitIntentMessage, locale);
  // The note when it opened: the dialog is a moment's note, not a live view.
  const [note] = useState(() =>
    exitIntentNote(session.$listing.get(), {
      step: session.$flow.get().step,
      pricesBlurred: session.$ui.get().pricesBlurred,
    }),
  );
  return (
    <Dialog
      open
      title={t('exitTitle')}
      closeLabel={t('exitClose')}
      onClose={onClose}
      footer={
        <div className={exitIntentClasses.actions}>
          <Button onClick={onClose}>{t('exitKeepGoing')}</Button>
        </div>
      }
    >
      <div part="exit-intent" className={exitIntentClasses.text}>
        <p>{t('exitSaved', { minutes: Math.round(DRAFT_MAX_AGE_MS / 60_000) })}</p>
        {note.price === null ? (
          <p part="exit-note" className={exitIntentClasses.muted}>
            {t(EXIT_INTENT_NOTE_KEYS[note.kind])}
          </p>
        ) : (
          <p part="exit-note" className={exitIntentClasses.price} data-price={note.price}>
            {t('exitLowest', { price: formatMoney(locale, note.price) })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
