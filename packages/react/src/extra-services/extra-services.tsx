import { lazyImport } from '@haulkit/core';
import { useId } from 'react';
import { LazyPart } from '../lazy-part.js';
import { PartFailed } from '../part-failed.js';
import { PriceFailureMessage } from '../pricing/price-failure.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { EmptyState } from '../ui/empty-state.js';
import { fieldStyles } from '../ui/field.styles.js';
import { usePieceRole } from '../ui/landmark.js';
import { Money } from '../ui/money.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { extraServicesClasses, extraServicesStyles } from './extra-services.styles.js';
import type { PackingDialogProps } from './packing-dialog.js';
import { ServiceRow } from './service-row.js';
import { type ExtraServicesProps, useExtraServices } from './use-extra-services.js';

/** The packing dialog, its own module: fetched when it first opens (a rare path, no bytes before). */
const loadPackingDialog = lazyImport(
  () => import('./packing-dialog.js'),
  (module) => module.PackingDialog,
);

/**
 * The extra services list (docs/behaviour/quote-flow.md §2 additional services list and packing
 * materials modal, §3 additional service, §4 packing service toggle, §5, §9): the services the
 * price answer offers (`service_prices`), each with its name, price and a switch; packing opens
 * its dialog (counts of small, large and wardrobe boxes and bubble wrap at 3 / 4 / 5 / 2 each)
 * and its switch removes it again. The cart's total stands under the list. Insurance
 * (full_insurance*, full_cover*) is not listed here: `<hk-insurance>` (Protection Plus) is its UI.
 * Before the job is priced the list says so, shows the wait, or the failure with "Try again".
 * @example <ExtraServices session="shop" locale="en-GB" />
 */
export function ExtraServices(props: ExtraServicesProps) {
  return (
    <AnnouncerProvider>
      <ExtraServicesView {...props} />
    </AnnouncerProvider>
  );
}

function ExtraServicesView(props: ExtraServicesProps) {
  const pieceRole = usePieceRole();
  useSheet(fieldStyles);
  useSheet(extraServicesStyles);
  const id = useId();
  const { t, locale, session, state, total, actions, packingOpen, packingRow, closePacking, packingConfirmed } =
    useExtraServices(props);
  return (
    <section
      role={pieceRole}
      part="base"
      className={extraServicesClasses.root}
      aria-labelledby={`${id}-heading`}
      data-state={state.kind}
    >
      <h3 part="heading" id={`${id}-heading`} className={extraServicesClasses.servicesHeading}>
        {t('servicesHeading')}
      </h3>
      {state.kind === 'notPriced' && <EmptyState>{t('servicesNotPriced')}</EmptyState>}
      {state.kind === 'loading' && (
        <div className={extraServicesClasses.servicesLoading} part="loading">
          <p className="hk-visually-hidden" role="status">
            {t('servicesLoading')}
          </p>
          <Skeleton height="control" lines={2} className={extraServicesClasses.serviceSkeleton} />
        </div>
      )}
      {state.kind === 'failed' && (
        <PriceFailureMessage
          session={session}
          locale={locale}
          rank={1}
          quiet={<EmptyState>{t('servicesNotPriced')}</EmptyState>}
        />
      )}
      {state.kind === 'rows' &&
        (state.rows.length === 0 ? (
          <EmptyState>{t('servicesNoneOffered')}</EmptyState>
        ) : (
          <>
            <ul part="services" className={extraServicesClasses.services}>
              {state.rows.map((row) => (
                <ServiceRow key={row.key} row={row} locale={locale} t={t} actions={actions} />
              ))}
            </ul>
            <p part="total" className={extraServicesClasses.servicesTotal}>
              <span>{t('servicesTotal')}</span> <Money amount={total} locale={locale} size="large" />
            </p>
          </>
        ))}
      {packingOpen && (
        <LazyPart
          load={loadPackingDialog}
          failed={(again) => (
            <PartFailed
              message={t('packingLoadFailed')}
              retryLabel={t('servicesRetry')}
              closeLabel={t('packingClose')}
              onRetry={again}
              onClose={closePacking}
              actionsClassName={extraServicesClasses.servicesActions}
            />
          )}
        >
          {(PackingDialog) => (
            <PackingDialog
              {...({
                session,
                locale,
                row: packingRow,
                onClose: closePacking,
                onConfirmed: packingConfirmed,
              } satisfies PackingDialogProps)}
            />
          )}
        </LazyPart>
      )}
    </section>
  );
}
