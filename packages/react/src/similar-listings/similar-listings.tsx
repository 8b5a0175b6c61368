import type { CommunicationChannel, SimilarListing, SimilarListingsMessageKey } from '@haulkit/core';
import { type FormEvent, type ReactNode, useId, useRef } from 'react';
import { InlineAlert } from '../ui/alert.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field } from '../ui/field.js';
import { fieldStyles } from '../ui/field.styles.js';
import { useSheet } from '../ui/sheet.js';
import { SimilarJobsList } from './similar-jobs-list.js';
import { similarListingsClasses as c, similarListingsStyles } from './similar-listings.styles.js';
import {
  providerName,
  type SimilarListingsProps,
  type SimilarListingsView,
  useSimilarListings,
} from './use-similar-listings.js';

/** What the map slot is given: the jobs found, the one selected, and how to select one. */
export interface SimilarMapSlotProps {
  jobs: readonly SimilarListing[];
  selectedId: string | null;
  select(id: string): void;
}

/** Props of the similar-listing tool's view. */
export interface SimilarListingsViewProps extends SimilarListingsProps {
  /**
   * Where the map of the jobs goes (routes coloured per job, back-office §2): rendered above the
   * list once jobs are found, with the jobs, the selection and `select`, so a map and the list
   * stay in step. Without it no map is shown.
   */
  mapSlot?: ((props: SimilarMapSlotProps) => ReactNode) | undefined;
  /** Extra content at the end of each job's row; called only when that row renders. */
  jobDetails?: ((job: SimilarListing) => ReactNode) | undefined;
}

const CHANNELS: readonly { channel: CommunicationChannel; label: SimilarListingsMessageKey }[] = [
  { channel: 'call', label: 'contactCall' },
  { channel: 'sms', label: 'contactSms' },
  { channel: 'email', label: 'contactEmail' },
];

const EXPLAINED = { noListing: 'similarNoListing', noService: 'similarNoService' } as const;

/**
 * The similar-listing tool for admin staff (docs/behaviour/back-office.md §2, §3, §5, §7, §8): a
 * region named "Similar listings" with the filter (custom filter, first and last day DD/MM/YYYY
 * from today up to 1 month ahead), the jobs found as a listbox kept in step with the selection
 * (the first selected 300 ms after a result), the selected job's provider and contacts so far,
 * and Call / Text / Email, each in a dialog with a confirm step (a message for a text or an
 * e-mail), recorded in the list once made. No jobs shows 'Sorry, no similar jobs found for this
 * listing.'; a failed search shows the server's messages and keeps what was typed. Without the
 * similar-listings privilege jobs are found but providers are not contacted; someone who is not
 * an admin sees nothing. `mapSlot` is where the map goes.
 * @example <SimilarListings session="office" listingId="123" />
 */
export function SimilarListings({ mapSlot, jobDetails, ...props }: SimilarListingsViewProps) {
  useSheet(fieldStyles);
  useSheet(similarListingsStyles);
  const view = useSimilarListings(props);
  const { t, state, model } = view;
  const titleId = useId();
  if (state.access === 'notAdmin') return null;
  const searchable = state.access === 'ready' || state.access === 'noPermission';
  const { search } = state;
  return (
    <section part="base" className={c.root} aria-labelledby={titleId} data-state={state.access}>
      <h2 id={titleId} className={c.title}>
        {t('similarHeading')}
      </h2>
      {state.access === 'checking' && (
        <p part="checking" role="status">
          {t('similarChecking')}
        </p>
      )}
      {(state.access === 'noListing' || state.access === 'noService') && (
        <p part="explain" data-reason={state.access}>
          {t(EXPLAINED[state.access])}
        </p>
      )}
      {state.access === 'noPermission' && (
        <div part="explain" data-reason="noPermission">
          <InlineAlert tone="info">{t('similarNoPermission')}</InlineAlert>
        </div>
      )}
      {searchable && <SimilarFilterForm view={view} />}
      <div part="outcome" role="status">
        {search.status === 'loading' && t('similarSearching')}
        {search.status === 'ready' &&
          (search.listings.length === 1 ? t('similarFoundOne') : t('similarFound', { count: search.listings.length }))}
      </div>
      {search.status === 'empty' && (
        <div part="empty">
          <InlineAlert tone="warning">{view.emptyText}</InlineAlert>
        </div>
      )}
      {search.status === 'failed' && (
        <div part="failed">
          <InlineAlert tone="danger" title={t('similarFailedHeading')}>
            <ul>
              {search.messages.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </InlineAlert>
        </div>
      )}
      {search.listings.length > 0 && search.status !== 'failed' && (
        <>
          {mapSlot?.({ jobs: search.listings, selectedId: state.selectedId, select: model.select })}
          <div className={c.layout}>
            <SimilarJobsList
              jobs={search.listings}
              selectedId={state.selectedId}
              onSelect={model.select}
              t={t}
              jobDetails={jobDetails}
            />
            <SelectedJob view={view} />
          </div>
        </>
      )}
      <ContactDialog view={view} />
    </section>
  );
}

/** The filter: custom filter, first and last day; refused fields beside themselves, what was typed kept. */
function SimilarFilterForm({ view }: { view: SimilarListingsView }) {
  const { t, state, model, errorText, lastDay } = view;
  const { draft, errors } = state.filter;
  const errorOf = (field: keyof typeof draft) => errors.find((error) => error.field === field);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void model.find();
  };
  const input = (field: keyof typeof draft, label: SimilarListingsMessageKey, hint: string) => {
    const error = errorOf(field);
    return (
      <Field label={t(label)} hint={hint} error={errorText(error)} errorCode={error?.code} name={field}>
        {(control) => (
          <input
            {...control}
            className={c.control}
            value={draft[field]}
            inputMode={field === 'customFilter' ? undefined : 'numeric'}
            autoComplete="off"
            onChange={(event) => model.changeFilter({ [field]: event.currentTarget.value })}
          />
        )}
      </Field>
    );
  };
  return (
    <form part="filter" className={c.form} onSubmit={onSubmit} noValidate aria-label={t('similarFilterHeading')}>
      <div className={c.fields}>
        {input('customFilter', 'similarCustomFilter', t('similarCustomFilterHint'))}
        {input('from', 'similarFrom', t('similarDateHint', { last: lastDay }))}
        {input('to', 'similarTo', t('similarDateHint', { last: lastDay }))}
      </div>
      <div className={c.actions}>
        <Button type="submit" loading={state.search.status === 'loading'}>
          {t('similarFind')}
        </Button>
      </div>
    </form>
  );
}

/** The selected job: its provider, its contacts so far, and Call / Text / Email. */
function SelectedJob({ view }: { view: SimilarListingsView }) {
  const { t, state, model, selected } = view;
  if (!selected)
    return (
      <div part="selected" className={c.panel}>
        <p>{t('similarNoneSelected')}</p>
      </div>
    );
  const communications = selected.listingCommunications ?? [];
  const open = (channel: CommunicationChannel) => {
    model.openContact(channel);
    // A call carries no message: straight to its confirmation.
    if (channel === 'call') model.requestContact();
  };
  return (
    <div part="selected" className={c.panel} data-listing-id={String(selected.listing_id)}>
      <h3 className={c.title}>{t('similarListingId', { id: String(selected.listing_id) })}</h3>
      <p part="provider">{providerName(selected, t) ?? t('similarNoProvider')}</p>
      <h4>{t('similarCommunications')}</h4>
      {communications.length === 0 ? (
        <p part="communications-none">{t('similarCommunicationsNone')}</p>
      ) : (
        <ul part="communications" className={c.badges}>
          {communications.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id and are only ever appended
            <li key={index}>
              <Badge tone="neutral">{t(`channel_${entry.channel}` as SimilarListingsMessageKey)}</Badge>
            </li>
          ))}
        </ul>
      )}
      {state.mayContact && selected.provider && (
        <div className={c.actions} part="contact-actions">
          {CHANNELS.map(({ channel, label }) => (
            <Button key={channel} variant="secondary" onClick={() => open(channel)}>
              {t(label)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The contact dialog: the message (text, e-mail), the confirmation, then how it ended. */
function ContactDialog({ view }: { view: SimilarListingsView }) {
  const { t, state, model, contactJob } = view;
  const { contact } = state;
  const message = useRef<HTMLTextAreaElement>(null);
  const channel = contact.channel;
  if (channel === null || !contactJob) return null;
  const provider = providerName(contactJob, t) ?? '';
  const id = String(contactJob.listing_id);
  const sent = contact.outcome?.ok === true;
  const texted = channel !== 'call';
  const footer = sent ? (
    <Button onClick={model.closeContact}>{t('contactClose')}</Button>
  ) : contact.confirming ? (
    <>
      <Button loading={contact.busy} onClick={() => void model.confirmContact()}>
        {contact.busy ? t('contactBusy') : t(`contactSend_${channel}` as SimilarListingsMessageKey)}
      </Button>
      <Button variant="secondary" onClick={texted ? model.backToForm : model.closeContact}>
        {texted ? t('contactBack') : t('contactCancel')}
      </Button>
    </>
  ) : (
    <>
      <Button onClick={model.requestContact}>{t('contactContinue')}</Button>
      <Button variant="secondary" onClick={model.closeContact}>
        {t('contactCancel')}
      </Button>
    </>
  );
  return (
    <Dialog
      open
      title={t(`contactTitle_${channel}` as SimilarListingsMessageKey, { provider })}
      onClose={model.closeContact}
      closeLabel={t('contactClose')}
      footer={<div className={c.actions}>{footer}</div>}
      initialFocus={texted && !contact.confirming ? message : undefined}
    >
      <div part="contact" data-channel={channel} className={c.form}>
        {contact.outcome && (
          <InlineAlert tone={contact.outcome.ok ? 'success' : 'danger'}>{contact.outcome.text}</InlineAlert>
        )}
        {!sent && contact.error === 'similarProviderMissing' && (
          <InlineAlert tone="danger">{t('similarProviderMissing')}</InlineAlert>
        )}
        {!sent && texted && !contact.confirming && (
          <Field
            label={t('contactMessage')}
            error={contact.error === 'similarMessageMissing' ? t('similarMessageMissing') : undefined}
            errorCode={contact.error ?? undefined}
            name="message"
          >
            {(control) => (
              <textarea
                {...control}
                ref={message}
                className={c.control}
                value={contact.messages[channel]}
                onChange={(event) => model.changeMessage(event.currentTarget.value)}
              />
            )}
          </Field>
        )}
        {!sent && contact.confirming && (
          <>
            <p part="confirm">{t(`contactConfirm_${channel}` as SimilarListingsMessageKey, { provider, id })}</p>
            {texted && <blockquote part="message">{contact.messages[channel]}</blockquote>}
          </>
        )}
      </div>
    </Dialog>
  );
}
