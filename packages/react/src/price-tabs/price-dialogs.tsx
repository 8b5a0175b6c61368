import type { QuoteModal } from '@haulkit/core';
import { lazyImport, withLaterWords } from '@haulkit/core';
import { LazyPart } from '../lazy-part.js';
import { closeLoadingInfo } from '../loading-info/opener.js';
import { PartFailed } from '../part-failed.js';
import { priceTabsClasses } from './price-tabs.styles.js';
import type { PriceActionsView } from './use-price-actions.js';

/**
 * Each dialog is its own module, fetched when it is first opened (a rare path: no bytes before);
 * the price option and loading dialogs show words a Spanish calendar loads later (laterWords).
 */
const loadAddHelper = lazyImport(() => import('./dialogs/add-helper-dialog.js'));
const loadPriceOption = lazyImport(withLaterWords(() => import('./dialogs/price-option-dialog.js')));
const loadEmailAsk = lazyImport(() => import('./dialogs/email-ask-dialog.js'));
const loadLoadingInfo = lazyImport(withLaterWords(() => import('./dialogs/loading-info-dialog.js')));

/**
 * The price dialogs open in the session (ui.modals), loaded on demand. A module that cannot load
 * shows a message with Try again and Close in its place, never an error over the calendar.
 */
export function PriceDialogs({ view }: { view: PriceActionsView }) {
  const { session, locale, t, open } = view;
  const failed = (modal: QuoteModal) => (retry: () => void) => (
    <PartFailed
      message={t('partFailed')}
      retryLabel={t('retry')}
      closeLabel={t('close')}
      onRetry={retry}
      onClose={() => (modal === 'loadingInfo' ? closeLoadingInfo(session) : void session.closeModal(modal))}
      actionsClassName={priceTabsClasses.failedActions}
    />
  );
  return (
    <>
      {open.addHelper && (
        <LazyPart load={loadAddHelper} failed={failed('addHelper')}>
          {({ AddHelperDialog }) => <AddHelperDialog session={session} locale={locale} />}
        </LazyPart>
      )}
      {open.priceOption && (
        <LazyPart load={loadPriceOption} failed={failed('priceOption')}>
          {({ PriceOptionDialog }) => <PriceOptionDialog session={session} locale={locale} />}
        </LazyPart>
      )}
      {open.emailAsk && (
        <LazyPart load={loadEmailAsk} failed={failed('emailAsk')}>
          {({ EmailAskDialog }) => <EmailAskDialog session={session} locale={locale} />}
        </LazyPart>
      )}
      {open.loadingInfo && (
        <LazyPart load={loadLoadingInfo} failed={failed('loadingInfo')}>
          {({ LoadingInfoDialog }) => <LoadingInfoDialog session={session} locale={locale} />}
        </LazyPart>
      )}
    </>
  );
}
