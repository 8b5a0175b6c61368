import { useId } from 'react';
import { PriceFailureMessage } from '../pricing/price-failure.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { usePieceRole } from '../ui/landmark.js';
import { Money } from '../ui/money.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { insuranceClasses, insuranceStyles } from './insurance.styles.js';
import { InsuranceDialogs } from './insurance-dialogs.js';
import { type InsuranceProps, useInsurance } from './use-insurance.js';

/**
 * Protection Plus (docs/behaviour/quote-flow.md §2, §4, §9; back-office §2, §9): a card saying what it
 * covers, its cover and excess for the route and its price "from" the minimum, with "Add
 * Protection Plus"; once added, the value of goods and the premium, "Change value" and "Remove";
 * "Read the terms" opens the two pages of terms. A full_cover service below id 112 disables it
 * (the card says why, with no controls). Before the prices offer it: a skeleton while they load,
 * a retry when they failed, a sentence otherwise. The dialogs are lazy modules.
 * @example <Insurance session="shop" locale="en-GB" />
 */
export function Insurance(props: InsuranceProps) {
  return (
    <AnnouncerProvider>
      <InsuranceView {...props} />
    </AnnouncerProvider>
  );
}

function InsuranceView(props: InsuranceProps) {
  const pieceRole = usePieceRole();
  useSheet(insuranceStyles);
  const card = useInsurance(props);
  const { t, offer, locale } = card;
  const id = useId();
  const { state, terms } = offer;
  const priced = state !== 'unpriced';
  return (
    <section
      role={pieceRole}
      part="base"
      className={insuranceClasses.root}
      data-state={state}
      aria-labelledby={`${id}-title`}
    >
      <div className={insuranceClasses.head}>
        <span className={insuranceClasses.icon}>
          <UiIcon name="shield" />
        </span>
        <h3 part="heading" className={insuranceClasses.title} id={`${id}-title`}>
          {t('title')}
        </h3>
        {state === 'selected' && <Badge tone="success">{t('added')}</Badge>}
      </div>
      <p className={insuranceClasses.intro}>{t('intro')}</p>
      {!priced ? (
        <Unpriced card={card} />
      ) : state === 'disabled' ? (
        <p part="disabled-reason" className={insuranceClasses.note} data-code="protectionDisabled">
          {t('disabled')}
        </p>
      ) : (
        <>
          {state === 'offered' && offer.includedValue !== null && (
            <p className={insuranceClasses.note}>{t('premiumIncluded', { value: card.amount(offer.includedValue) })}</p>
          )}
          {offer.international && <p className={insuranceClasses.note}>{t('international')}</p>}
          <dl part="facts" className={insuranceClasses.facts}>
            {state === 'selected' ? (
              <>
                <div>
                  <dt>{t('valueLabel')}</dt>
                  <dd>{offer.value === null ? '—' : card.amount(offer.value)}</dd>
                </div>
                <div>
                  <dt>{t('premiumLabel')}</dt>
                  <dd part="price">
                    <Money amount={offer.premium ?? 0} locale={locale} />
                  </dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{t('coverLabel')}</dt>
              <dd>{terms.cover === null ? '—' : card.amount(terms.cover)}</dd>
            </div>
            <div>
              <dt>{t('excessLabel')}</dt>
              <dd>{terms.excess > 0 ? card.amount(terms.excess) : t('noExcess')}</dd>
            </div>
          </dl>
          {state === 'offered' && offer.fromPrice !== null && (
            <p part="price" className={insuranceClasses.price}>
              <span className={insuranceClasses.from}>{t('fromPrice', { price: card.money(offer.fromPrice) })}</span>
              {terms.rate > 0 && (
                <span className={insuranceClasses.rate}>{t('rate', { rate: card.rate(terms.rate) })}</span>
              )}
            </p>
          )}
          <div className={insuranceClasses.actions}>
            {state === 'offered' ? (
              <Button ref={card.addButton} part="add-button" onClick={card.add}>
                {t('add')}
              </Button>
            ) : (
              <>
                <Button ref={card.changeButton} part="change-button" variant="secondary" onClick={card.change}>
                  {t('change')}
                </Button>
                <Button part="remove-button" variant="secondary" onClick={card.openRemove}>
                  {t('remove')}
                </Button>
              </>
            )}
            <Button part="terms-button" variant="quiet" onClick={card.openTerms}>
              {t('terms')}
            </Button>
          </div>
        </>
      )}
      <InsuranceDialogs
        dialog={priced && state !== 'disabled' ? card.dialog : null}
        session={card.session}
        locale={locale}
        offer={offer}
        t={t}
        onCloseLocal={card.closeLocal}
        onRemove={card.confirmRemove}
      />
    </section>
  );
}

/** Before the prices offer Protection Plus: a skeleton while they load, a retry when they failed, a sentence otherwise. */
function Unpriced({ card }: { card: ReturnType<typeof useInsurance> }) {
  const { t, prices } = card;
  if (prices === 'loading')
    return (
      <div className={insuranceClasses.loading} role="status">
        <span className={insuranceClasses.hidden}>{t('loading')}</span>
        <Skeleton height="block" className={insuranceClasses.skeletonFacts} />
        <Skeleton width="half" height="control" />
      </div>
    );
  if (prices === 'error')
    return (
      <PriceFailureMessage
        session={card.session}
        locale={card.locale}
        rank={2}
        quiet={<EmptyState>{t('pricesPending')}</EmptyState>}
      />
    );
  return <EmptyState>{t(prices === 'ready' ? 'notOffered' : 'unpriced')}</EmptyState>;
}
