import type { FlowProblem, Locale, QuoteFlowStep } from '@haulkit/core';
import type { WidgetError } from '../../common/widget-error.js';

/** What a step module's view is given by the flow. */
export interface FlowStepProps {
  /** Quote session key. */
  session: string;
  locale: Locale;
  category: string | undefined;
  /** The step shown (the items step's modules show the category's items piece for it). */
  step: QuoteFlowStep;
  /** The fields of a refused move that still fail: each piece shows its own message. */
  problems: readonly FlowProblem[];
  partnerId: number | undefined;
  partnerListingId: string | undefined;
  /** The partner screens' own Continue (default items checked): the flow moves on. */
  onContinue(): void;
  onError: ((error: WidgetError) => void) | undefined;
}

/** The category as the pieces compare it. */
export const categoryName = (category: string | undefined) => (category ?? '').trim().toLowerCase();
