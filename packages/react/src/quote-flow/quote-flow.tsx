import { can, lazyImport, withLaterWords } from '@haulkit/core';
import { useId } from 'react';
import { LazyPart, useLazyModule } from '../lazy-part.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { ErrorState } from '../ui/error-state.js';
import { LandmarkParts } from '../ui/landmark.js';
import { useSheet } from '../ui/sheet.js';
import { Skeleton } from '../ui/skeleton.js';
import { useStore } from '../use-store.js';
import { ErrorSummary } from './error-summary.js';
import { useEarlyExit } from './exit-intent/early-exit.js';
import { FlowSteps } from './flow-steps.js';
import { Isolated } from './isolated.js';
import { quoteFlowClasses, quoteFlowStyles } from './quote-flow.styles.js';
import type { FlowStepProps } from './steps/step-props.js';
import { useFlowHash } from './url-state/use-flow-hash.js';
import { type QuoteFlowProps, useQuoteFlow } from './use-quote-flow.js';

/** The items step's pieces: their own module, so the flow's frame paints before them. */
const loadItemsStep = lazyImport(
  () => import('./steps/items-step.js'),
  (module) => module.ItemsStep,
);
/** A house move's inventory step (the removal inventory instead of the item picker): its own module. */
const loadInventoryStep = lazyImport(
  () => import('./steps/inventory-step.js'),
  (module) => module.InventoryStep,
);
/**
 * The price options step's pieces (calendar, times, extras, insurance): fetched when the step
 * first shows, with their es-ES words on a Spanish page (quote-flow.later-words.ts).
 */
const loadPriceStep = lazyImport(
  withLaterWords(() => import('./steps/price-step.js')),
  (module) => module.PriceStep,
);
/**
 * The exit-intent dialog's behaviour (`exit-intent="id"`): its own module, fetched only by a flow
 * given a dialog id (most partner pages give none).
 */
const loadExitIntent = lazyImport(
  () => import('./exit-intent/exit-intent.js'),
  (module) => module.ExitIntent,
);

/**
 * The admin bar at the top of an admin's flow (docs/behaviour/back-office.md §2, §6): its own
 * module, fetched only once the session knows an admin who may see it, so a customer's flow never
 * downloads it; with its es-ES words on a Spanish page (quote-flow.later-words.ts).
 */
const loadAdminBar = lazyImport(
  withLaterWords(() => import('../admin-bar/admin-bar.js')),
  (module) => module.AdminBar,
);

/** The job summary beside the steps: its own module, fetched alongside the first step. */
const loadJobSummary = lazyImport(
  () => import('../job-summary/job-summary.js'),
  (module) => module.JobSummary,
);

/**
 * The whole quote in one piece (docs/behaviour/quote-flow.md §2): the steps of the category (items, or
 * the removal inventory, or the car flow, or the partner item screens → price options), each a
 * lazy module of the existing pieces, with a step header ("Step 1 of 2"), Back and Continue, and
 * the job summary beside the steps from 992 px (under them below). A refused move shows a GOV.UK
 * error summary at the top, linking to each field, on the first failing step. Once the quote has
 * proceeded (`hk-proceed`; the host goes to its confirmation), a short panel says the quote is
 * ready, with the view-listing link where the listing has an id and "Change something".
 * @example <QuoteFlow session="shop" locale="en-GB" category="furniture" />
 */
export function QuoteFlow(props: QuoteFlowProps) {
  return (
    <AnnouncerProvider>
      <QuoteFlowView {...props} />
    </AnnouncerProvider>
  );
}

function QuoteFlowView(props: QuoteFlowProps) {
  useSheet(quoteFlowStyles);
  const view = useQuoteFlow(props);
  const { t, locale, flow, session } = view;
  useFlowHash(session, view.key, props.urlState === 'hash');
  const partnerView = useStore(session.$partnerView);
  const who = useStore(session.$context);
  const adminBar = who.isAdmin && can(who.admin, 'adminBar', 'show');
  const exitIntent = (props.exitIntent ?? '').trim() !== '';
  const leftEarly = useEarlyExit(exitIntent);

  const onPriceStep = flow.step === 'listing-price-options';
  const step = useLazyModule(
    onPriceStep ? loadPriceStep : flow.step === 'listing-inventory' ? loadInventoryStep : loadItemsStep,
    // The step shows its own failure with Try again; the element hears of it (hk-error, load).
    { report: true },
  );
  // The partner's default items have their own Continue (it checks that one is chosen, §5): the
  // frame's would be a second one beside it.
  const partnerContinues = flow.step === 'partner-items' && partnerView === 'default-items';
  const stepProps: FlowStepProps = {
    session: view.key,
    locale,
    category: props.category,
    step: flow.step,
    problems: flow.problems,
    partnerId: props.partnerId,
    partnerListingId: props.partnerListingId,
    onContinue: view.next,
    onError: props.onError,
  };
  const Step = step.module;
  const titleId = useId();

  return (
    <div className={quoteFlowClasses.frame}>
      {adminBar && (
        // Its own shadow root, as the summary's: the bar's parts stay out of the flow's. A bar
        // that cannot load shows nothing: the customer's flow under it goes on.
        <Isolated part="flow-admin-bar" className={quoteFlowClasses.adminBar}>
          <LazyPart load={loadAdminBar} failed={() => null}>
            {(AdminBar) => <AdminBar session={view.key} locale={locale} port={props.adminPort} />}
          </LazyPart>
        </Isolated>
      )}
      <div
        part="flow"
        className={quoteFlowClasses.root}
        data-step={flow.step}
        data-proceeded={flow.proceeded ? '' : undefined}
        ref={view.root}
      >
        <LandmarkParts>
          <div className={quoteFlowClasses.main}>
            <FlowSteps
              steps={flow.steps}
              index={flow.index}
              done={flow.proceeded}
              locale={locale}
              t={t}
              stepName={view.stepName}
            />
            {flow.proceeded ? (
              <section part="flow-ready" className={quoteFlowClasses.ready} aria-labelledby={titleId}>
                <h2 part="flow-title" className={quoteFlowClasses.title} id={titleId} tabIndex={-1} ref={view.heading}>
                  {t('readyTitle')}
                </h2>
                <p>{t('readyText')}</p>
                <div className={quoteFlowClasses.nav}>
                  {view.listingHref !== null && (
                    <a
                      part="flow-view-listing"
                      className={`hk-button ${quoteFlowClasses.link}`}
                      data-variant="primary"
                      href={view.listingHref}
                    >
                      {t('viewListing')}
                    </a>
                  )}
                  <Button part="flow-change" variant="secondary" onClick={view.changeSomething}>
                    {t('changeSomething')}
                  </Button>
                </div>
              </section>
            ) : (
              <section part="flow-step-body" className={quoteFlowClasses.body} aria-labelledby={titleId}>
                {flow.problems.length > 0 && (
                  <ErrorSummary
                    ref={view.summary}
                    problems={flow.problems}
                    locale={locale}
                    onFocusProblem={view.focusProblem}
                  />
                )}
                <h2 part="flow-title" className={quoteFlowClasses.title} id={titleId} tabIndex={-1} ref={view.heading}>
                  {view.stepName(flow.step)}
                </h2>
                {Step ? (
                  <Step {...stepProps} />
                ) : step.failed ? (
                  <ErrorState title={t('stepLoadFailed')} retryLabel={t('retry')} onRetry={step.retry} code="load" />
                ) : (
                  <div className={quoteFlowClasses.loading} aria-hidden="true">
                    <Skeleton lines={6} />
                  </div>
                )}
                <div part="flow-nav" className={quoteFlowClasses.nav}>
                  {flow.index > 0 && (
                    <Button part="flow-back" variant="secondary" onClick={view.back}>
                      {t('back')}
                    </Button>
                  )}
                  {!partnerContinues && (
                    <Button part="flow-continue" className={quoteFlowClasses.continue} onClick={view.next}>
                      {t('continue')}
                    </Button>
                  )}
                </div>
              </section>
            )}
          </div>
          {/* Its own shadow root: its parts stay out of the flow's (see Isolated). */}
          <Isolated part="flow-summary" className={quoteFlowClasses.summary}>
            <LazyPart load={loadJobSummary} fallback={<Skeleton lines={5} />}>
              {(JobSummary) => <JobSummary session={view.key} locale={locale} category={props.category} />}
            </LazyPart>
          </Isolated>
        </LandmarkParts>
        {exitIntent && (
          // A module that cannot load shows nothing: this dialog is a courtesy, never in the way.
          <LazyPart load={loadExitIntent} failed={() => null}>
            {(ExitIntent) => (
              <ExitIntent session={session} dialogId={props.exitIntent ?? null} locale={locale} leftEarly={leftEarly} />
            )}
          </LazyPart>
        )}
      </div>
    </div>
  );
}
