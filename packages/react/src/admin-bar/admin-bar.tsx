import { lazyImport } from '@haulkit/core';
import { useId, useState } from 'react';
import { LazyPart } from '../lazy-part.js';
import { InlineAlert } from '../ui/alert.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { fieldStyles } from '../ui/field.styles.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { adminBarStyles, adminBarClasses as c } from './admin-bar.styles.js';
import { AdminFigures, AdminPriceForm, InsuranceDialog } from './admin-bar-parts.js';
import { type AdminBarProps, useAdminBar } from './use-admin-bar.js';

/** The price adjustments panel: its own module, fetched the first time the bar opens it. */
const loadPriceAdjustments = lazyImport(() => import('./admin-bar-adjustments.js'));

const STATE_WORDS = {
  draft: 'state_draft',
  quote: 'state_quote',
  listing: 'state_listing',
  editing: 'state_editing',
} as const;

/**
 * The admin bar for admin staff in the booking flow (docs/behaviour/back-office.md §2, §6, §7,
 * §8): a compact region named "Admin" with the job's state, ids and total; an "Admin price"
 * disclosure (the admin price info, a calculate form with price and margin, "Use this price",
 * "Remove override" while an override is on, "Recalculate prices"); "Price adjustments" (the
 * price adjustments panel, fetched when first opened); and "Insurance service" (a dialog with
 * the value of goods and an admin price). A save says 'Save was successful' or the first error
 * and keeps what was typed. Controls the admin may not use are not shown; someone who is not an
 * admin sees nothing.
 * @example <AdminBar session="office" locale="en-GB" />
 */
export function AdminBar(props: AdminBarProps) {
  return (
    <AnnouncerProvider>
      <AdminBarView {...props} />
    </AnnouncerProvider>
  );
}

function AdminBarView(props: AdminBarProps) {
  useSheet(fieldStyles);
  useSheet(adminBarStyles);
  const id = useId();
  const view = useAdminBar(props);
  const { t, state, bar, money } = view;
  const [priceOpen, setPriceOpen] = useState(false);
  const [adjustmentsOpen, setAdjustmentsOpen] = useState(false);
  // The adjustments panel, once opened, stays mounted (hidden) so what was typed there is kept.
  const [adjustmentsShown, setAdjustmentsShown] = useState(false);
  if (state.access === 'notAdmin') return null;
  const { facts, may } = state;
  const priceId = `${id}-price`;
  const adjustmentsId = `${id}-adjustments`;
  return (
    <section
      part="base"
      className={c.root}
      aria-labelledby={`${id}-title`}
      data-state={state.access}
      aria-busy={state.busy !== false || undefined}
    >
      <div className={c.row}>
        <h2 id={`${id}-title`} className={c.title}>
          {t('adminBarHeading')}
        </h2>
        {state.access === 'checking' ? (
          <p part="checking" role="status" className={c.facts}>
            {t('adminBarChecking')}
          </p>
        ) : (
          <dl part="facts" className={c.facts} data-job-state={facts.state}>
            <div className={c.fact}>
              <dt>{t('factState')}</dt>
              <dd>{t(STATE_WORDS[facts.state])}</dd>
            </div>
            {facts.preListingId && (
              <div className={c.fact}>
                <dt>{t('factPreListingId')}</dt>
                <dd>{facts.preListingId}</dd>
              </div>
            )}
            {facts.listingId && (
              <div className={c.fact}>
                <dt>{t('factListingId')}</dt>
                <dd>{facts.listingId}</dd>
              </div>
            )}
            <div className={`${c.fact} ${c.total}`}>
              <dt>{t('factTotal')}</dt>
              <dd part="total">{money(facts.total)}</dd>
            </div>
          </dl>
        )}
        {state.access === 'ready' && (
          <div className={c.toggles}>
            <Button
              part="price-toggle"
              variant="secondary"
              className={c.toggle}
              aria-expanded={priceOpen}
              aria-controls={priceId}
              onClick={() => setPriceOpen((open) => !open)}
            >
              {t('priceHeading')}
            </Button>
            {may.adjustments && (
              <Button
                part="adjustments-toggle"
                variant="secondary"
                className={c.toggle}
                aria-expanded={adjustmentsOpen}
                aria-controls={adjustmentsId}
                onClick={() => {
                  setAdjustmentsShown(true);
                  setAdjustmentsOpen((open) => !open);
                }}
              >
                {t('priceAdjustments')}
              </Button>
            )}
            {may.insurance && (
              <Button part="insurance-open" variant="secondary" onClick={bar.openInsurance}>
                {t('insuranceService')}
              </Button>
            )}
          </div>
        )}
      </div>
      {state.outcome && (
        <div part="outcome" data-ok={String(state.outcome.ok)} data-code={state.outcome.code}>
          <InlineAlert tone={state.outcome.ok ? 'success' : 'danger'}>{state.outcome.text}</InlineAlert>
        </div>
      )}
      {state.access === 'ready' && (
        <div part="price" id={priceId} className={c.panel} hidden={!priceOpen}>
          <AdminPriceInfo view={view} />
          {state.override && (
            <div className={c.actions}>
              <p part="override" className={c.override}>
                {state.override.providerPrice === null
                  ? t('overrideNow', { customer: money(state.override.customerPrice) })
                  : t('overrideNowWithProvider', {
                      customer: money(state.override.customerPrice),
                      provider: money(state.override.providerPrice),
                    })}
              </p>
              {may.override && (
                <Button
                  part="remove-override"
                  variant="secondary"
                  loading={state.busy === 'override'}
                  onClick={() => void bar.removeOverride()}
                >
                  {t('removeOverride')}
                </Button>
              )}
            </div>
          )}
          {may.override && <AdminPriceForm view={view} />}
          {may.recalculate && (
            <div className={c.actions}>
              <Button
                part="recalculate"
                variant="secondary"
                loading={state.busy === 'recalculate'}
                onClick={() => void bar.recalculate()}
              >
                {t('recalculate')}
              </Button>
            </div>
          )}
        </div>
      )}
      {state.access === 'ready' && may.adjustments && (
        <div part="adjustments" id={adjustmentsId} className={c.panel} hidden={!adjustmentsOpen}>
          {adjustmentsShown && (
            <LazyPart load={loadPriceAdjustments} fallback={<Skeleton lines={3} />}>
              {({ BarAdjustments }) => (
                <BarAdjustments session={props.session} locale={view.locale} adapter={view.adapter} />
              )}
            </LazyPart>
          )}
        </div>
      )}
      {state.access === 'ready' && may.insurance && <InsuranceDialog view={view} />}
    </section>
  );
}

/** The admin price info: loading, failed with Try again, or its figures. */
function AdminPriceInfo({ view }: { view: ReturnType<typeof useAdminBar> }) {
  const { t, state, bar, info } = view;
  if (state.infoStatus === 'loading')
    return (
      <div part="info-loading">
        <p className="hk-visually-hidden" role="status">
          {t('infoLoading')}
        </p>
        <Skeleton lines={2} />
      </div>
    );
  if (state.infoStatus === 'failed')
    return (
      <div part="info-failed">
        <InlineAlert
          tone="danger"
          action={
            <Button variant="secondary" onClick={bar.reloadInfo}>
              {t('infoRetry')}
            </Button>
          }
        >
          {t('infoFailed')}
        </InlineAlert>
      </div>
    );
  if (state.facts.preListingId === null)
    return (
      <p part="info-none" data-reason="noQuote">
        {t('infoNoQuote')}
      </p>
    );
  if (state.infoStatus !== 'ready') return null;
  if (info.length === 0)
    return (
      <p part="info-none" data-reason="empty">
        {t('infoNone')}
      </p>
    );
  return <AdminFigures part="info" rows={info} />;
}
