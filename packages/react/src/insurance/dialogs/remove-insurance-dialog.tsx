import {
  DEFAULT_LOCALE,
  formatInsuranceAmount,
  formatMoney,
  type InsuranceOffer,
  insuranceMessage,
  type Locale,
} from '@haulkit/core';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { insuranceDialogsClasses, insuranceDialogsStyles } from './insurance-dialogs.styles.js';

/** Props of RemoveInsuranceDialog. */
export interface RemoveInsuranceDialogProps {
  /** Shown while true. */
  open: boolean;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** What Protection Plus is now (its premium, and whether a premium package keeps 5000 covered). */
  offer: InsuranceOffer;
  /** The person confirmed: Protection Plus goes (the caller unticks it). */
  onConfirm(): void;
  /** The person kept it: Escape, the close button, the backdrop or "Keep Protection Plus". */
  onClose(): void;
}

/**
 * The remove insurance modal (docs/behaviour/quote-flow.md §2, §4): asks before Protection Plus goes,
 * saying what changes: the premium comes off the price, and a premium listing keeps the 5000 its
 * package includes. "Keep" has focus first, so Enter never removes by accident.
 */
export function RemoveInsuranceDialog({
  open,
  locale = DEFAULT_LOCALE,
  offer,
  onConfirm,
  onClose,
}: RemoveInsuranceDialogProps) {
  useSheet(insuranceDialogsStyles);
  const t = useMessages(insuranceMessage, locale);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) keep.current?.focus();
  }, [open]);
  const premium = formatMoney(locale, offer.premium ?? 0);
  return (
    <Dialog open={open} title={t('removeTitle')} closeLabel={t('close')} onClose={onClose}>
      <div className={insuranceDialogsClasses.form}>
        <p className={insuranceDialogsClasses.text}>
          {offer.includedValue !== null
            ? t('removeBodyPremium', { value: formatInsuranceAmount(locale, offer.includedValue), premium })
            : t('removeBody', { premium })}
        </p>
        <div className={insuranceDialogsClasses.dialogActions}>
          <Button ref={keep} variant="secondary" onClick={onClose}>
            {t('removeKeep')}
          </Button>
          <Button part="confirm-remove-button" onClick={onConfirm}>
            {t('removeConfirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
