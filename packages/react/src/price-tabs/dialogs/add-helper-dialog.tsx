import {
  fixedTab,
  formatMoney,
  type Locale,
  priceDialogsMessage,
  priceTabsMessage,
  type QuoteFlowSession,
  roundToPence,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useMemo } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { useStore } from '../../use-store.js';
import { crewWords } from '../price-words.js';
import { priceDialogsClasses, priceDialogsStyles } from './price-dialogs.styles.js';

/** Props of the price dialogs: the quote session whose modal they show, and the locale. */
export interface PriceDialogProps {
  session: QuoteFlowSession;
  locale: Locale;
}

/**
 * The add-helper modal (docs/behaviour/quote-flow.md §2; §4 Proceeding): on Continue, a furniture job
 * under the person-tabs experiment with 1 person is offered a helper first, with what it costs
 * more on the chosen day and the new total. "Add a helper" sets the crew and its price and
 * proceeds; "No thanks" proceeds as it is; closing (Escape, the close button) stays on the page.
 */
export function AddHelperDialog({ session, locale }: PriceDialogProps) {
  useSheet(priceDialogsStyles);
  const t = useMessages(priceTabsMessage, locale);
  const d = useMessages(priceDialogsMessage, locale);
  const stores = useMemo(
    () => ({
      helpers: computed(session.$ui, (ui) => (ui.pending?.kind === 'addHelper' ? ui.pending.helpers : null)),
      dayChosen: computed(session.$listing, (listing) => typeof listing.pickup_date === 'string'),
    }),
    [session],
  );
  const helpers = useStore(stores.helpers) ?? 2;
  const dayChosen = useStore(stores.dayChosen);
  const tabs = useStore(session.$priceTabs);
  const total = useStore(session.$cartTotal);
  const now = tabs.find((tab) => tab.selected)?.price ?? null;
  const offered = tabs.find((tab) => tab.tab === fixedTab(helpers))?.price ?? null;
  const crew = crewWords(helpers, t);
  const priced = dayChosen && now !== null && offered !== null && offered >= now;
  // The bar under the calendar announces the new total.
  const accept = () => void session.confirmPending();
  return (
    <Dialog
      open
      title={d('addHelperTitle')}
      closeLabel={t('close')}
      onClose={() => void session.closeModal('addHelper')}
      footer={
        <div className={priceDialogsClasses.actions}>
          <Button variant="secondary" onClick={() => void session.dismissPending()}>
            {d('addHelperDecline')}
          </Button>
          <Button onClick={accept}>{d('addHelperAccept')}</Button>
        </div>
      }
    >
      <div part="add-helper" className={priceDialogsClasses.text}>
        <p>{d('addHelperBody')}</p>
        <p className={priceDialogsClasses.highlight}>
          {priced
            ? d('addHelperPrice', {
                crew,
                difference: formatMoney(locale, roundToPence((offered as number) - (now as number))),
                total: formatMoney(locale, roundToPence(total - (now as number) + (offered as number))),
              })
            : d('addHelperPriceUnknown')}
        </p>
      </div>
    </Dialog>
  );
}
