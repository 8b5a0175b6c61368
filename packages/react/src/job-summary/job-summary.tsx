import type { Locale } from '@haulkit/core';
import { lazyImport } from '@haulkit/core';
import { memo, type ReactNode, useId } from 'react';
import { LazyPart } from '../lazy-part.js';
import { InlineAlert } from '../ui/alert.js';
import { Button } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { IconButton } from '../ui/icon-button.js';
import { SvgIcon } from '../ui/icons/svg-icon.js';
import { UiIcon, type UiIconName } from '../ui/icons/ui-icons.js';
import { usePieceRole } from '../ui/landmark.js';
import { Money } from '../ui/money.js';
import { useSheet } from '../ui/sheet.js';
import { jobSummaryClasses, jobSummaryStyles } from './job-summary.styles.js';
import {
  type JobSummaryCardSection,
  type JobSummaryProps,
  type JobSummaryTranslate,
  type SummaryLine,
  type SummarySectionView,
  type SummaryTotalView,
  useJobSummary,
} from './use-job-summary.js';

/** The loading info dialog: rarely opened, so its own module. */
const loadLoadingInfo = lazyImport(() => import('./loading-info-dialog.js'));

/** An info mark (a circle with an i), drawn for the loading time's button. */
const INFO_PATH = 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0m9-1v5.5m0-9v.01';
/** A box, for the items. */
const BOX_PATH = 'M4 10h16v10H4zm0 0L2 6h8l2 4 2-4h8l-2 4';

const SECTION_ICONS: Record<Exclude<JobSummaryCardSection, 'items'>, UiIconName> = {
  route: 'route',
  van: 'van-large',
  date: 'calendar',
  helpers: 'people',
  services: 'check',
  insurance: 'shield',
};

/**
 * The job summary (docs/behaviour/quote-flow.md §2): what the customer has chosen so far as a card,
 * section by section (route, items, van, date and time, helpers, extra services, Protection
 * Plus), each with a "Change" that goes to its step, and the cart total with the lifetime
 * discount where it applies (§6). The loading time's info button opens the loading info dialog.
 */
export function JobSummary(props: JobSummaryProps) {
  const pieceRole = usePieceRole();
  useSheet(jobSummaryStyles);
  const view = useJobSummary(props);
  const { t, locale, sections, total, change, empty } = view;
  const titleId = useId();
  return (
    <section role={pieceRole} part="base" className={jobSummaryClasses.root} aria-labelledby={titleId}>
      <h2 id={titleId} part="title" className={jobSummaryClasses.title}>
        {t('title')}
      </h2>
      {empty ? (
        <EmptyState icon={<UiIcon name="route" />}>{t('empty')}</EmptyState>
      ) : (
        <>
          <dl className={jobSummaryClasses.sections}>
            {sections.map((section) => (
              <Section
                key={section.section}
                view={section}
                t={t}
                locale={locale}
                onChange={change}
                after={
                  section.section === 'helpers' ? (
                    <Line line={view.loading} locale={locale} t={t} onInfo={view.openLoadingInfo} />
                  ) : null
                }
              />
            ))}
          </dl>
          <Total total={total} locale={locale} t={t} />
        </>
      )}
      {view.loadingInfoOpen && (
        <LazyPart
          load={loadLoadingInfo}
          failed={(retry) => (
            <InlineAlert
              tone="danger"
              action={
                <span className={jobSummaryClasses.alertActions}>
                  <Button onClick={retry}>{t('retry')}</Button>
                  <Button variant="secondary" onClick={view.closeLoadingInfo}>
                    {t('close')}
                  </Button>
                </span>
              }
            >
              <span part="field-error" data-code="load">
                {t('loadFailed')}
              </span>
            </InlineAlert>
          )}
        >
          {({ LoadingInfoDialog }) => (
            <LoadingInfoDialog summary={view.summary} locale={locale} onClose={view.closeLoadingInfo} />
          )}
        </LazyPart>
      )}
    </section>
  );
}

interface SectionProps {
  view: SummarySectionView;
  t: JobSummaryTranslate;
  locale: Locale;
  onChange(section: JobSummaryCardSection): void;
  after: ReactNode;
}

/** One section: its heading, what was chosen (or "Not chosen yet"), and its "Change". */
const Section = memo(function Section({ view, t, locale, onChange, after }: SectionProps) {
  const { section, heading, changeLabel, lines } = view;
  return (
    <div
      part="section"
      className={jobSummaryClasses.section}
      data-section={section}
      data-empty={lines.length === 0 || undefined}
    >
      <dt className={jobSummaryClasses.heading}>
        {section === 'items' ? <SvgIcon d={BOX_PATH} /> : <UiIcon name={SECTION_ICONS[section]} />}
        {heading}
      </dt>
      <dd className={jobSummaryClasses.value}>
        {lines.length === 0 ? (
          <span className={`${jobSummaryClasses.line} ${jobSummaryClasses.muted}`}>{t('notChosen')}</span>
        ) : (
          lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a section's lines never move
            <Line key={index} line={line} locale={locale} t={t} />
          ))
        )}
        {after}
      </dd>
      <dd className={jobSummaryClasses.action}>
        <Button variant="quiet" part="change" aria-label={changeLabel} onClick={() => onChange(section)}>
          {t('change')}
        </Button>
      </dd>
    </div>
  );
});

interface LineProps {
  line: SummaryLine;
  locale: Locale;
  t: JobSummaryTranslate;
  onInfo?: () => void;
}

/** One line of a section. */
function Line({ line, locale, t, onInfo }: LineProps) {
  switch (line.kind) {
    case 'labelled':
      return (
        <span className={`${jobSummaryClasses.line} ${jobSummaryClasses.labelled}`}>
          <span className={jobSummaryClasses.label}>{line.label}</span> {line.text}
        </span>
      );
    case 'money':
      return (
        <span className={`${jobSummaryClasses.line} ${jobSummaryClasses.money}`}>
          <span>{line.label}</span> <Money amount={line.amount} locale={locale} />
        </span>
      );
    case 'loading':
      return (
        <span part="loading-time" className={`${jobSummaryClasses.line} ${jobSummaryClasses.loading}`}>
          <span>{line.text}</span>
          <IconButton label={t('loadingInfoOpen')} className={jobSummaryClasses.info} onClick={onInfo}>
            <SvgIcon d={INFO_PATH} />
          </IconButton>
        </span>
      );
    default:
      return <span className={jobSummaryClasses.line}>{line.text}</span>;
  }
}

/** The total: the cart total, or, with the lifetime discount, the original struck through, the discounted total and the discount's line. */
function Total({ total, locale, t }: { total: SummaryTotalView; locale: Locale; t: JobSummaryTranslate }) {
  return (
    <div
      part="total"
      className={jobSummaryClasses.total}
      data-discounted={total.discounted !== null || undefined}
      data-updating={total.updating || undefined}
      aria-busy={total.updating || undefined}
    >
      <p className={jobSummaryClasses.totalRow}>
        <span className={jobSummaryClasses.totalLabel}>{t('total')}</span>{' '}
        {!total.priced ? (
          <span className={jobSummaryClasses.muted}>{t('totalNotPriced')}</span>
        ) : total.discounted === null ? (
          <Money amount={total.amount} locale={locale} size="large" />
        ) : (
          <span className={jobSummaryClasses.amounts}>
            <s className={jobSummaryClasses.was}>
              <span className={jobSummaryClasses.visuallyHidden}>{t('totalWas')} </span>
              <Money amount={total.amount} locale={locale} />
            </s>{' '}
            <Money amount={total.discounted} locale={locale} size="large" />
          </span>
        )}
      </p>
      {total.discountLine && (
        <p part="discount" className={jobSummaryClasses.discount}>
          {total.discountLine}
          {total.discountAmount !== null && (
            <>
              {' −'}
              <Money amount={total.discountAmount} locale={locale} />
            </>
          )}
        </p>
      )}
      {total.updating && <p className={`${jobSummaryClasses.note} ${jobSummaryClasses.muted}`}>{t('totalUpdating')}</p>}
      {total.note && <p className={`${jobSummaryClasses.note} ${jobSummaryClasses.muted}`}>{total.note}</p>}
    </div>
  );
}
