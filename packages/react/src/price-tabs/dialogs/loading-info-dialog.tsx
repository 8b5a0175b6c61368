import { durationWords, FLEXIBLE_TAB, priceDialogsMessage, priceTabsMessage } from '@haulkit/core';
import { computed } from 'nanostores';
import { useMemo } from 'react';
import { closeLoadingInfo } from '../../loading-info/opener.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { useMessages } from '../../use-messages.js';
import { useStore } from '../../use-store.js';
import type { PriceDialogProps } from './add-helper-dialog.js';
import { crewText } from './dialog-words.js';
import { priceDialogsClasses, priceDialogsStyles } from './price-dialogs.styles.js';

/**
 * The loading info modal of the price tabs (docs/behaviour/quote-flow.md §2; its content is not shown
 * in the spec: this library's): what the driver and a helper do, the estimated loading time the
 * price answer gave (estimated_loading_time) for the crew chosen, that it is in the price, and,
 * when the saver tab is on offer, what flexible dates mean. Close returns focus to the button.
 */
export function LoadingInfoDialog({ session, locale }: PriceDialogProps) {
  useSheet(priceDialogsStyles);
  const t = useMessages(priceTabsMessage, locale);
  const d = useMessages(priceDialogsMessage, locale);
  const stores = useMemo(
    () => ({
      hours: computed(session.$listing, (listing) => {
        const hours = Number(listing.estimated_loading_time);
        return Number.isFinite(hours) && hours > 0 ? hours : null;
      }),
      people: computed(session.$listing, (listing) => Number(listing.men_required) || 1),
      saver: computed(session.$priceTabs, (tabs) => tabs.some((tab) => tab.tab === FLEXIBLE_TAB)),
    }),
    [session],
  );
  const hours = useStore(stores.hours);
  const people = useStore(stores.people);
  const saver = useStore(stores.saver);
  const close = () => closeLoadingInfo(session);
  return (
    <Dialog
      open
      title={d('loadingInfoTitle')}
      closeLabel={t('close')}
      onClose={close}
      footer={
        <Button variant="secondary" onClick={close}>
          {t('close')}
        </Button>
      }
    >
      <div part="loading-info" className={priceDialogsClasses.text}>
        <p>{d('helpersWhat')}</p>
        <p className={priceDialogsClasses.highlight} data-estimate={hours === null ? undefined : ''}>
          {hours === null
            ? d('loadingLater')
            : d('loadingEstimate', { duration: durationWords(locale, hours), crew: crewText(people, d) })}
        </p>
        <p>{d('loadingIncluded')}</p>
        {saver && <p>{d('saverWhat')}</p>}
      </div>
    </Dialog>
  );
}
