import {
  communicationCounts,
  type SimilarListing,
  type SimilarListingsMessageKey,
  similarRouteSummary,
} from '@haulkit/core';
import { type KeyboardEvent, memo, type ReactNode, useEffect, useId, useRef } from 'react';
import { Badge } from '../ui/badge.js';
import { similarListingsClasses as c } from './similar-listings.styles.js';
import { providerName, type SimilarListingsTranslate } from './use-similar-listings.js';

/** Props of the list of similar jobs. */
export interface SimilarJobsListProps {
  jobs: readonly SimilarListing[];
  selectedId: string | null;
  /** Selects a job (stable across renders, as the model's `select` is: rows only render again when their own job or selection changes). */
  onSelect(id: string): void;
  t: SimilarListingsTranslate;
  /** Extra content at the end of each row (a link to the job, say); called only when that row renders. */
  jobDetails?: ((job: SimilarListing) => ReactNode) | undefined;
}

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The similar jobs as an APG listbox (single select, selection follows focus): the list holds
 * focus and names the selected option with aria-activedescendant; Up/Down/Home/End select the
 * previous, next, first and last job; a click selects one. Each row (memoised) shows the listing
 * id, the route "From → To", the provider's nickname and tp_id, the job's colour and its
 * contacts so far as badges; a selection change renders the two rows it touches, not all of them.
 */
export function SimilarJobsList({ jobs, selectedId, onSelect, t, jobDetails }: SimilarJobsListProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const optionId = (job: SimilarListing) => `${id}-job-${String(job.listing_id)}`;
  const index = jobs.findIndex((job) => String(job.listing_id) === selectedId);
  const active = index >= 0 ? jobs[index] : undefined;
  const activeId = active ? optionId(active) : undefined;
  useEffect(() => {
    if (!activeId) return;
    const option = list.current?.querySelector<HTMLElement>(`[id="${activeId}"]`);
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[event.key];
    if (!move || jobs.length === 0) return;
    event.preventDefault();
    const next = jobs[index < 0 ? 0 : move(index, jobs.length - 1)];
    if (next) onSelect(String(next.listing_id));
  };
  return (
    <div
      ref={list}
      part="jobs"
      className={c.list}
      role="listbox"
      tabIndex={0}
      aria-label={t('similarJobsLabel')}
      aria-activedescendant={activeId}
      onKeyDown={onKeyDown}
    >
      {jobs.map((job) => (
        <JobRow
          key={String(job.listing_id)}
          id={optionId(job)}
          job={job}
          selected={job === active}
          onSelect={onSelect}
          t={t}
          jobDetails={jobDetails}
        />
      ))}
    </div>
  );
}

interface JobRowProps {
  id: string;
  job: SimilarListing;
  selected: boolean;
  onSelect(id: string): void;
  t: SimilarListingsTranslate;
  jobDetails: SimilarJobsListProps['jobDetails'];
}

/** One job: rendered again only when its job object, its selection or the words change. */
const JobRow = memo(function JobRow({ id, job, selected, onSelect, t, jobDetails }: JobRowProps) {
  const route = similarRouteSummary(job);
  const provider = providerName(job, t);
  const counts = communicationCounts(job);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the listbox holds focus and handles the keys (aria-activedescendant); an option is not focused
    <div
      id={id}
      part="job"
      role="option"
      aria-selected={selected}
      className={c.row}
      data-listing-id={String(job.listing_id)}
      onClick={() => onSelect(String(job.listing_id))}
    >
      <span className={c.swatch} style={job.colour ? { background: job.colour } : undefined} aria-hidden="true" />
      <span className={c.main}>
        <strong>{t('similarListingId', { id: String(job.listing_id) })}</strong>
        <span className={c.meta} part="route">
          {route ? `${route.from} → ${route.to}` : t('similarNoRoute')}
        </span>
        <span className={c.meta} part="provider">
          {provider ?? t('similarNoProvider')}
        </span>
        {counts.length > 0 && (
          <span className={c.badges} part="badges">
            {counts.map(({ channel, count }) => (
              <Badge key={channel} tone="neutral">
                {t(`badge_${channel}` as SimilarListingsMessageKey, { count })}
              </Badge>
            ))}
          </span>
        )}
        {jobDetails?.(job)}
      </span>
    </div>
  );
});
