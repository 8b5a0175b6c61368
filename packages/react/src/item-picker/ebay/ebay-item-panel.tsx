import { itemKind } from '@haulkit/core';
import { useId } from 'react';
import { AnnouncerProvider } from '../../ui/announcer.js';
import { Button } from '../../ui/button.js';
import { ErrorState } from '../../ui/error-state.js';
import { ItemIcon } from '../../ui/icons/item-icons.js';
import { useSheet } from '../../ui/sheet.js';
import { Skeleton } from '../../ui/skeleton.js';
import { ebayClasses, ebayStyles } from './ebay.styles.js';
import { type EbayItemPanelProps, useEbayItem } from './use-ebay-item.js';

/**
 * What the item box shows instead of search results when its text is an eBay item id
 * (docs/behaviour/back-office.md §2 "eBay item", §5): the wait, then the listing's title with the
 * items it holds and "Add these items"; 'eBay listing not found' (`data-code`
 * `ebay_listing_not_found`) with a hint to search by name; or a failure with Try again.
 */
export function EbayItemPanel(props: EbayItemPanelProps) {
  return (
    <AnnouncerProvider>
      <EbayItemPanelView {...props} />
    </AnnouncerProvider>
  );
}

function EbayItemPanelView(props: EbayItemPanelProps) {
  useSheet(ebayStyles);
  const { t, view, add, retry } = useEbayItem(props);
  const id = useId();
  const number = t('ebayItemNumber', { id: props.itemId });

  if (view.state === 'loading') {
    return (
      <div part="ebay" className={ebayClasses.panel} data-state="loading" aria-busy="true">
        <p part="status" className={ebayClasses.status}>
          {t('ebayLookingUp', { id: props.itemId })}
        </p>
        <Skeleton lines={2} />
      </div>
    );
  }
  if (view.state === 'notFound' || view.state === 'error') {
    const notFound = view.state === 'notFound';
    return (
      <div part="ebay" className={ebayClasses.panel} data-state={view.state}>
        <p className={ebayClasses.number}>{number}</p>
        <ErrorState
          title={t(notFound ? 'ebayListingNotFound' : 'ebayFailedTitle')}
          code={view.code}
          retryLabel={t('ebayRetry')}
          {...(notFound ? {} : { onRetry: retry })}
        >
          {t(notFound ? 'ebayNotFoundHint' : 'ebayFailed')}
        </ErrorState>
      </div>
    );
  }
  const { listing } = view;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section role="group" part="ebay" className={ebayClasses.panel} data-state="ready" aria-labelledby={`${id}-title`}>
      <p className={ebayClasses.number}>{number}</p>
      <h3 part="heading" className={ebayClasses.title} id={`${id}-title`}>
        {listing.title}
      </h3>
      {listing.items.length === 0 ? (
        <p className={ebayClasses.status}>{t('ebayEmpty')}</p>
      ) : (
        <>
          <p className={ebayClasses.holds} id={`${id}-holds`}>
            {t('ebayHolds')}
          </p>
          <ul part="items" className={ebayClasses.items} aria-labelledby={`${id}-holds`}>
            {listing.items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a listing's lines never move; position is identity
              <li part="item" className={ebayClasses.item} key={index}>
                <ItemIcon kind={itemKind(item.name)} />
                <span>{t('ebayItemLine', { quantity: item.qty ?? 1, name: item.name })}</span>
              </li>
            ))}
          </ul>
          <Button part="add-button" className={ebayClasses.add} onClick={add}>
            {t('ebayAddItems')}
          </Button>
        </>
      )}
    </section>
  );
}
