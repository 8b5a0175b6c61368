import { jobSummaryMessage, type Locale, type SummaryView } from '@haulkit/core';
import { useMemo } from 'react';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { useMessages } from '../use-messages.js';
import { jobSummaryClasses } from './job-summary.styles.js';
import { loadingInfoFigures } from './use-job-summary.js';

/** Props of LoadingInfoDialog. */
export interface LoadingInfoDialogProps {
  summary: SummaryView;
  locale: Locale;
  /** Called when the person closes it (Close, Escape, the backdrop): the session's modal closes. */
  onClose(): void;
}

/**
 * The loading info modal (docs/behaviour/quote-flow.md §2; its content is not shown in the spec: this
 * library's): what loading time is (the time the crew needs to load and unload, included in the
 * price), the job's estimate (estimated_loading_time) with the items and helpers it is for, what
 * makes it longer or shorter, and that driving time comes on top. Before prices, it says when the
 * estimate comes. A native modal dialog: focus stays inside, Escape closes, focus returns.
 */
export function LoadingInfoDialog({ summary, locale, onClose }: LoadingInfoDialogProps) {
  const t = useMessages(jobSummaryMessage, locale);
  const figures = useMemo(() => loadingInfoFigures(summary, locale, t), [summary, locale, t]);
  return (
    <Dialog
      open
      title={t('loadingInfoTitle')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      }
    >
      <div part="loading-info" className={jobSummaryClasses.loadingInfo}>
        <p>{t('loadingInfoWhat')}</p>
        {figures.loading === null ? (
          <p>{t('loadingInfoLater')}</p>
        ) : (
          <p className={jobSummaryClasses.estimate}>
            <strong>{t('loadingInfoEstimate', { duration: figures.loading })}</strong>
            {figures.items && figures.helpers && (
              <> {t('loadingInfoBasis', { items: figures.items, helpers: figures.helpers })}</>
            )}
          </p>
        )}
        <p>{t('loadingInfoFactors')}</p>
        {figures.driving && <p>{t('loadingInfoDriving', { duration: figures.driving })}</p>}
        <p>{t('loadingInfoList')}</p>
      </div>
    </Dialog>
  );
}
