import type { InsuranceOffer, Locale, QuoteFlowSession } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { insuranceClasses } from './insurance.styles.js';
import type { InsuranceDialog, InsuranceTranslate } from './use-insurance.js';

/** Each dialog is its own module, fetched when it is first opened (a rare path: no bytes before). */
const loadAdd = lazyImport(() => import('./dialogs/add-insurance-dialog.js'));
const loadRemove = lazyImport(() => import('./dialogs/remove-insurance-dialog.js'));
const loadTerms = lazyImport(() => import('./dialogs/insurance-terms-dialog.js'));

/** Props of InsuranceDialogs. */
export interface InsuranceDialogsProps {
  dialog: InsuranceDialog;
  session: QuoteFlowSession;
  locale: Locale;
  offer: InsuranceOffer;
  t: InsuranceTranslate;
  /** Closes the remove or terms dialog. */
  onCloseLocal(): void;
  /** The remove dialog's confirmation. */
  onRemove(): void;
}

/**
 * The open dialog of the Protection Plus card, loaded on demand: the add dialog (the session's
 * value area), the remove confirmation or the insurance terms. A module that cannot load shows a
 * message with Try again and Close in place of the dialog, never an error over the whole card.
 */
export function InsuranceDialogs({ dialog, session, locale, offer, t, onCloseLocal, onRemove }: InsuranceDialogsProps) {
  if (dialog === null) return null;
  const close = dialog === 'add' ? () => void session.cancelInsurance() : onCloseLocal;
  const failed = (retry: () => void) => (
    <PartFailed
      message={t('partFailed')}
      retryLabel={t('retry')}
      closeLabel={t('close')}
      onRetry={retry}
      onClose={close}
      actionsClassName={insuranceClasses.actions}
    />
  );
  if (dialog === 'add')
    return (
      <LazyPart load={loadAdd} failed={failed}>
        {({ AddInsuranceDialog }) => (
          <AddInsuranceDialog session={session} locale={locale} changing={offer.state === 'selected'} />
        )}
      </LazyPart>
    );
  if (dialog === 'remove')
    return (
      <LazyPart load={loadRemove} failed={failed}>
        {({ RemoveInsuranceDialog }) => (
          <RemoveInsuranceDialog open locale={locale} offer={offer} onConfirm={onRemove} onClose={onCloseLocal} />
        )}
      </LazyPart>
    );
  return (
    <LazyPart load={loadTerms} failed={failed}>
      {({ InsuranceTermsDialog }) => (
        <InsuranceTermsDialog
          open
          locale={locale}
          terms={offer.terms}
          international={offer.international}
          onClose={onCloseLocal}
        />
      )}
    </LazyPart>
  );
}
