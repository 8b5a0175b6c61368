import { type ReactNode, useId } from 'react';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { ErrorState } from '../ui/error-state.js';
import { Field } from '../ui/field.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { adminHistoryStyles, adminHistoryClasses as c } from './admin-history.styles.js';
import { Outcome } from './admin-notes-parts.js';
import { type AdminHistoryView, type HistoryRow, useAdminHistory } from './use-admin-history.js';
import type { AdminNotesProps } from './use-admin-notes.js';

type View = { view: AdminHistoryView };

/**
 * The admin notes panel's History button and its dialog (docs/behaviour/back-office.md §2
 * "history", §4, §7, §8): the pre-listing's history and, for a booked listing, the listing's,
 * each entry's when, who and what; a pending provider change accepted or declined with a reason.
 * The kit's dialog: focus kept inside, Escape closes, focus back on "History".
 */
export function AdminHistory(props: AdminNotesProps) {
  useSheet(adminHistoryStyles);
  const view = useAdminHistory(props);
  const { t, open, openHistory, closeHistory, listing } = view;
  return (
    <>
      <Button part="history-open" variant="secondary" aria-haspopup="dialog" onClick={openHistory}>
        {t('historyOpen')}
      </Button>
      <Dialog open={open} title={t('historyHeading')} closeLabel={t('historyClose')} onClose={closeHistory}>
        {open && (
          <div part="history" className={c.body}>
            {listing.status !== 'none' && <ListingPart view={view} />}
            <QuotePart view={view} />
          </div>
        )}
      </Dialog>
    </>
  );
}

/** One part of the dialog, named by its heading. */
function Part({ part, title, state, children }: { part: string; title: string; state: string; children: ReactNode }) {
  const id = useId();
  return (
    <section part={part} className={c.part} aria-labelledby={id} data-state={state}>
      <h3 id={id} className={c.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** An entry's when, who and what as labelled pairs, and its other fields. */
function Facts({ view, row }: { view: AdminHistoryView; row: HistoryRow }) {
  const { t } = view;
  return (
    <>
      <dl className={c.facts}>
        <div className={c.fact}>
          <dt>{t('historyWhat')}</dt>
          <dd className={c.what}>{row.what}</dd>
        </div>
        <div className={c.fact}>
          <dt>{t('historyWhen')}</dt>
          <dd>{row.dateTime ? <time dateTime={row.dateTime}>{row.when}</time> : row.when || '—'}</dd>
        </div>
        <div className={c.fact}>
          <dt>{t('historyWho')}</dt>
          <dd>{row.who}</dd>
        </div>
      </dl>
      {row.details.length > 0 && <p className={c.details}>{row.details.join(' · ')}</p>}
    </>
  );
}

/** The pre-listing's history: loading, failed with Try again, none yet, no saved quote, or its entries. */
function QuotePart({ view }: View) {
  const { t, quote, quoteRows, reloadQuote } = view;
  const title = quote.preListingId ? t('historyQuoteHeading', { id: quote.preListingId }) : t('historyHeading');
  return (
    <Part part="quote-history" title={title} state={quote.status}>
      {quote.status === 'noRecord' && <p part="history-no-record">{t('historyNoRecord')}</p>}
      {quote.status === 'loading' && (
        <div part="history-loading">
          <p className="hk-visually-hidden" role="status">
            {t('historyLoading')}
          </p>
          <Skeleton lines={3} />
        </div>
      )}
      {quote.status === 'failed' && (
        <div part="history-failed">
          <ErrorState title={t('historyFailed')} retryLabel={t('notesRetry')} onRetry={reloadQuote} />
        </div>
      )}
      {quote.status === 'ready' && quoteRows.length === 0 && <p part="history-none">{t('historyNone')}</p>}
      {quote.status === 'ready' && quoteRows.length > 0 && (
        <ol part="history-list" className={c.list}>
          {quoteRows.map((row) => (
            <li key={row.key} className={c.entry}>
              <Facts view={view} row={row} />
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}

/** The booked listing's history, with its provider changes to answer. */
function ListingPart({ view }: View) {
  const { t, listing, listingRows, reloadListing } = view;
  return (
    <Part
      part="listing-history"
      title={t('historyListingHeading', { id: listing.listingId ?? '' })}
      state={listing.status}
    >
      {listing.status === 'noService' && <p>{t('listingHistoryNoService')}</p>}
      {listing.status === 'loading' && (
        <div part="listing-history-loading">
          <p className="hk-visually-hidden" role="status">
            {t('listingHistoryLoading')}
          </p>
          <Skeleton lines={3} />
        </div>
      )}
      {listing.status === 'failed' && (
        <div part="listing-history-failed">
          <ErrorState title={t('listingHistoryFailed')} retryLabel={t('notesRetry')} onRetry={reloadListing} />
        </div>
      )}
      {listing.status === 'ready' && listingRows.length === 0 && <p>{t('listingHistoryNone')}</p>}
      {listing.status === 'ready' && listingRows.length > 0 && (
        <ol part="listing-history-list" className={c.list}>
          {listingRows.map((row) => (
            <li key={row.key} className={c.entry} data-change={row.change?.status}>
              <Facts view={view} row={row} />
              {row.change && <ProviderChangeAnswer view={view} row={row} />}
            </li>
          ))}
        </ol>
      )}
    </Part>
  );
}

type ListingRow = AdminHistoryView['listingRows'][number];

const STATUS_WORDS = {
  pending: 'providerChangePending',
  accepted: 'providerChangeAccepted',
  declined: 'providerChangeDeclined',
} as const;

/** A provider change: who to whom, where it stands; while pending, the reason and Accept or Decline. */
function ProviderChangeAnswer({ view, row }: { view: AdminHistoryView; row: ListingRow }) {
  const { t, listing, changeReason, answer } = view;
  const change = row.change;
  if (!change) return null;
  const form = listing.forms[change.id];
  const pending = change.status === 'pending';
  return (
    <div part="provider-change" className={c.change} data-change-id={change.id}>
      {(change.from || change.to) && (
        <p>{t('providerChangeFromTo', { from: change.from ?? '—', to: change.to ?? '—' })}</p>
      )}
      <p part="provider-change-status" className={c.status} data-status={change.status}>
        {t(STATUS_WORDS[change.status])}
      </p>
      {!pending && change.reason && <p>{t('providerChangeReasonGiven', { reason: change.reason })}</p>}
      {pending && !listing.mayAnswer && <p>{t('providerChangeNoPermission')}</p>}
      {pending && listing.mayAnswer && (
        <div className={c.answer}>
          <Field
            label={t('providerChangeReason')}
            hint={t('providerChangeReasonHint')}
            error={form?.error ? t(form.error) : undefined}
            errorCode={form?.error ?? undefined}
            errorPrefix={t('errorPrefix')}
            name="reason"
          >
            {(control) => (
              <textarea
                {...control}
                className={`hk-control ${c.control}`}
                value={form?.reason ?? ''}
                onChange={(event) => changeReason(change.id, event.currentTarget.value)}
              />
            )}
          </Field>
          <div className={c.actions}>
            <Button loading={form?.busy === 'accept'} onClick={() => void answer(change.id, 'accept')}>
              {t('providerChangeAccept')}
            </Button>
            <Button
              variant="secondary"
              loading={form?.busy === 'decline'}
              onClick={() => void answer(change.id, 'decline')}
            >
              {t('providerChangeDecline')}
            </Button>
          </div>
        </div>
      )}
      <Outcome outcome={form?.outcome ?? null} />
    </div>
  );
}
