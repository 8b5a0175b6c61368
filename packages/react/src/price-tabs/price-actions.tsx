import { useId } from 'react';
import { Button } from '../ui/button.js';
import { ErrorState } from '../ui/error-state.js';
import { Money } from '../ui/money.js';
import { useSheet } from '../ui/sheet.js';
import { PriceDialogs } from './price-dialogs.js';
import { priceTabsClasses, priceTabsStyles } from './price-tabs.styles.js';
import { type PriceActionsProps, usePriceActions } from './use-price-actions.js';

/**
 * The bar under the price calendar (docs/behaviour/quote-flow.md §2, §4): the chosen day and the total,
 * the service level with its "Change" when the day offers several (the price option dialog),
 * "Show prices" while prices are blurred (the email-ask dialog), and Continue, disabled with its
 * reason until a day is chosen; when saving the quote on Continue fails, what happened and
 * "Try again". It hosts the price dialogs, each its own module loaded when first
 * opened: add-helper, price option, email-ask and loading info.
 * @example <PriceActions session="shop" locale="en-GB" />
 */
export function PriceActions(props: PriceActionsProps) {
  useSheet(priceTabsStyles);
  const view = usePriceActions(props);
  const { t, locale } = view;
  const why = useId();
  return (
    <div part="price-actions" className={priceTabsClasses.actions}>
      {/* The calendar says why prices are hidden; this reopens the email-ask dialog. */}
      {view.blurred && (
        <p className={priceTabsClasses.actionsBlurred}>
          <Button variant="secondary" onClick={view.showPrices}>
            {t('showPrices')}
          </Button>
        </p>
      )}
      <div className={priceTabsClasses.actionsRow}>
        <div className={priceTabsClasses.actionsChoice}>
          {view.dayText === null ? (
            <p className={priceTabsClasses.actionsNone} id={why}>
              {t('dayNone')}
            </p>
          ) : (
            <dl className={priceTabsClasses.actionsFacts}>
              <div>
                <dt>{t('dayLabel')}</dt>
                <dd part="chosen-day">{view.dayText}</dd>
              </div>
              <div>
                <dt>{t('totalLabel')}</dt>
                <dd part="total" aria-busy={view.updating || undefined} data-updating={view.updating || undefined}>
                  <Money amount={view.total} locale={locale} size="large" />
                  {view.discountPercent !== null && (
                    <span className={priceTabsClasses.actionsDiscount}>
                      {' '}
                      {t('totalDiscounted', { percent: view.discountPercent })}
                    </span>
                  )}
                  {view.updating && <span className={priceTabsClasses.actionsUpdating}> {t('totalUpdating')}</span>}
                </dd>
              </div>
            </dl>
          )}
          {view.levelText !== null && (
            <p part="service-level" className={priceTabsClasses.actionsLevel}>
              <span>{t('serviceLevel', { level: view.levelText })}</span>
              <Button variant="quiet" aria-label={t('serviceLevelChangeLabel')} onClick={view.openLevels}>
                {t('serviceLevelChange')}
              </Button>
            </p>
          )}
        </div>
        <Button
          part="continue"
          className={priceTabsClasses.actionsContinue}
          disabled={!view.canContinue}
          aria-describedby={view.canContinue ? undefined : why}
          aria-busy={view.saving || undefined}
          onClick={view.proceed}
        >
          {t('continue')}
        </Button>
      </div>
      {view.saveFailed !== null && (
        <ErrorState
          title={t('saveFailedTitle')}
          code={view.saveFailed}
          retryLabel={t('saveRetry')}
          onRetry={view.proceed}
        >
          {t('saveFailedText')}
        </ErrorState>
      )}
      <PriceDialogs view={view} />
    </div>
  );
}
