import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  type FlowProblem,
  flowStepName,
  getSession,
  type Locale,
  type QuoteFlowStep,
  type QuoteFlowViewMessageKey,
  quoteFlowViewMessage,
  quoteTransitions,
  type StepFlowSession,
  type SummarySection,
  withQuoteBase,
  withStepFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the quote flow (the `<hk-quote-flow>` attributes, parsed). */
export interface QuoteFlowProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The flow's category (the `category` attribute): it decides the steps and what each shows:
   * `furniture`, `house-move`, `piano`, `car`, `man-and-van`; any other (international, ferry,
   * none) gets the item picker.
   */
  category?: string | undefined;
  /** The partner channel the customer came through: the flow starts in the partner item screens. */
  partnerId?: number | undefined;
  /** The partner's own listing id (eBay channels: the listing whose items are offered). */
  partnerListingId?: string | undefined;
  /** `hash`: the step is kept in a namespaced hash parameter, so Back works and a shared link restores it. Absent: the URL is left alone. */
  urlState?: 'hash' | undefined;
  /** Id of the exit-intent dialog, shown once per id when the mouse leaves the window. Absent: no exit-intent dialog. */
  exitIntent?: string | undefined;
  /**
   * The customer's view-listing link for a listing id (docs/behaviour/quote-flow.md §2:
   * view-listing/{listing_id}), shown once the quote has proceeded when the listing has one;
   * null or absent: no link. `<hk-quote-flow>` builds it from `api-base` (`viewListingUrl`).
   */
  listingHref?: ((listingId: string | number) => string | null) | undefined;
  /**
   * The admin adapter of the admin bar an admin sees at the top of the flow (AdminBar's `port`):
   * `<hk-quote-flow>` gives the one of `api-base`, or the demo's. Absent: the session's admin
   * adapter.
   */
  adminPort?: (() => Promise<object | undefined>) | undefined;
  /** Called with a coded error the host page should know about (a failed look-up of a piece). */
  onError?(error: WidgetError): void;
}

/** The frame's words for its locale. */
export type QuoteFlowTranslate = (key: QuoteFlowViewMessageKey, params?: Record<string, string | number>) => string;

/** Where a problem's field, or a job summary section, lives in the steps: `data-flow-field` / `data-flow-section` containers. */
const FIELD_CONTROL: Readonly<Record<string, string>> = {
  pickup_address_data: '[data-side="pickup"] input',
  delivery_address_data: '[data-side="delivery"] input',
};

/** The kit's idea of a control a person can reach with Tab. */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** The first control a person can use in a container (skipping hidden ones). */
export function firstControl(container: ParentNode, selector = FOCUSABLE): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest('[hidden], [inert], [aria-hidden="true"]') === null) return element;
  }
  return null;
}

/** A focus still to be given once the step that holds its target has rendered (its module may be loading). */
type PendingFocus = { kind: 'field'; field: string } | { kind: 'section'; section: SummarySection };

/** The container of a job summary section in the steps (the route, the items, the van, the days …). */
const SECTION_OF: Readonly<Record<SummarySection, string>> = {
  route: 'route',
  items: 'items',
  van: 'van',
  date: 'date',
  time: 'time',
  helpers: 'date',
  services: 'services',
  insurance: 'insurance',
};

/**
 * Behaviour of the quote flow (docs/behaviour/quote-flow.md §2; back-office §4, §5): the session with
 * the flow's actions; the partner and category recorded, then the flow started once (the restored
 * step, else the category's first); Back and Continue; the error summary's links, each moving
 * focus to its field (going to its step first when it is another); focus on the new step's heading
 * after each step change (not on the first render) and on the error summary after each refused
 * move; the job summary's "change" bringing its section into view.
 */
export function useQuoteFlow({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  category,
  partnerId,
  partnerListingId,
  listingHref: buildListingHref,
}: QuoteFlowProps) {
  const t = useMessages(quoteFlowViewMessage, locale);
  const session: StepFlowSession = useMemo(() => withStepFlow(withQuoteBase(getSession(key))), [key]);
  // The category is the flow's before its steps are first read, so the first frame shows the
  // category's steps (no flash of another route's, no focus moved by it).
  if (category !== undefined && session.$context.get().category !== category) session.setContext({ category });
  const flow = useStore(session.$flow);
  const $goTo = useMemo(() => computed(session.$ui, (ui) => ui.goTo), [session]);
  const goTo = useStore($goTo);

  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState<PendingFocus | null>(null);
  const seen = useRef({ step: flow.step, request: flow.problemsRequest, proceeded: flow.proceeded });

  // The partner goes on the listing once a stored draft is restored (a change before that would
  // keep the draft from being restored), and then the flow starts: the restored step, else the
  // converted-listing redirect, else the category's first step. The partner is the host's own
  // change (its props, an element's attributes): no hk-change tells it.
  useEffect(() => {
    let live = true;
    void session.ready.then(() => {
      if (!live) return;
      if (partnerId !== undefined)
        session.hostChange(() =>
          session.update((state) =>
            quoteTransitions.setPartnerContext(state, { id: partnerId, listingId: partnerListingId }),
          ),
        );
      const started = session.startFlow();
      // Where the flow starts (a restored step) is no move of the person's: focus stays put.
      seen.current = { ...seen.current, step: session.$flow.get().step, proceeded: started.ui.step !== 'quote' };
    });
    return () => {
      live = false;
    };
  }, [session, partnerId, partnerListingId]);

  // Focus follows the flow: the error summary after each refused move, else the new step's
  // heading after each step change; the first render leaves focus where the page has it.
  useLayoutEffect(() => {
    const before = seen.current;
    seen.current = { step: flow.step, request: flow.problemsRequest, proceeded: flow.proceeded };
    if (flow.problemsRequest !== before.request && flow.problems.length > 0) summary.current?.focus();
    else if (flow.step !== before.step || flow.proceeded !== before.proceeded) heading.current?.focus();
  }, [flow.step, flow.problemsRequest, flow.proceeded, flow.problems.length]);

  // The job summary's "change": core moves the flow; the section is brought into view there.
  const seenGoTo = useRef(goTo?.request ?? 0);
  useEffect(() => {
    if (!goTo || goTo.request === seenGoTo.current) return;
    seenGoTo.current = goTo.request;
    setPending({ kind: 'section', section: goTo.section });
  }, [goTo]);

  // A pending focus lands once its container is there (the step's module may still be loading):
  // checked after every render and whenever the step's body changes.
  const land = useCallback(() => {
    if (!pending || !root.current) return;
    const container =
      pending.kind === 'field'
        ? root.current.querySelector<HTMLElement>(`[data-flow-field~="${pending.field}"]`)
        : root.current.querySelector<HTMLElement>(`[data-flow-section~="${SECTION_OF[pending.section]}"]`);
    if (!container) return;
    const selector = pending.kind === 'field' ? FIELD_CONTROL[pending.field] : undefined;
    const control = (selector && firstControl(container, selector)) || firstControl(container);
    container.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    control?.focus({ preventScroll: true });
    setPending(null);
  }, [pending]);
  useEffect(() => {
    if (!pending || !root.current) return;
    land();
    const observer = new MutationObserver(land);
    observer.observe(root.current, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pending, land]);

  const focusProblem = useCallback(
    (problem: FlowProblem) => {
      if (problem.step !== session.$flow.get().step) session.goToFlowStep(problem.step);
      setPending({ kind: 'field', field: problem.field });
    },
    [session],
  );
  const next = useCallback(() => void session.nextFlowStep(), [session]);
  const back = useCallback(() => void session.previousFlowStep(), [session]);
  const changeSomething = useCallback(() => void session.goToFlowStep('listing-price-options'), [session]);
  // The view-listing link (§2): the host's composition root builds it (no URL in React).
  const listingHref = flow.listingId === null ? null : (buildListingHref?.(flow.listingId) ?? null);
  const stepName = useCallback((step: QuoteFlowStep) => flowStepName(step, locale), [locale]);

  return {
    t,
    locale,
    key,
    session,
    flow,
    root,
    heading,
    summary,
    focusProblem,
    next,
    back,
    changeSomething,
    stepName,
    listingHref,
  };
}
