import {
  DRAFT_MAX_AGE_MS,
  exitIntentLowestPrice,
  exitIntentMessage,
  formatMoney,
  type Locale,
  type StepFlowSession,
} from '@haulkit/core';
import { useState } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { exitIntentStyles } from './exit-intent.styles.js';

/** Props of ExitIntentDialog. */
export interface ExitIntentDialogProps {
  session: StepFlowSession;
  locale: Locale;
  onClose(): void;
}

/**
 * What the exit-intent dialog says (not shown in the spec: this library's): "Leaving already?",
 * that the quote is saved on this device for the draft's lifetime (30 minutes), and the job's
 * lowest price when prices are known (else how to see prices). One button, "Keep going", closes
 * it, as do the close button, Escape and the backdrop; focus returns where it was.
 */
export function ExitIntentDialog({ session, locale, onClose }: ExitIntentDialogProps) {
  useSheet(exitIntentStyles);
  const t = useMessages(exitIntentMessage, locale);
  // The price when it opened: the dialog is a moment's note, not a live view.
  const [lowest] = useState(() => exitIntentLowestPrice(session.$listing.get()));
  return (
    <Dialog
      open
      title={t('exitTitle')}
      closeLabel={t('exitClose')}
      onClose={onClose}
      footer={
        <div className="exit-actions">
          <Button onClick={onClose}>{t('exitKeepGoing')}</Button>
        </div>
      }
    >
      <div part="exit-intent" className="exit-text">
        <p>{t('exitSaved', { minutes: Math.round(DRAFT_MAX_AGE_MS / 60_000) })}</p>
        {lowest === null ? (
          <p className="exit-muted">{t('exitNoPrice')}</p>
        ) : (
          <p className="exit-price" data-price={lowest}>
            {t('exitLowest', { price: formatMoney(locale, lowest) })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
