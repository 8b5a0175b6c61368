import { type Locale, type QuoteFlowStep, quoteFlowMessage } from '@haulkit/core';
import { memo } from 'react';
import { quoteFlowClasses } from './quote-flow.styles.js';
import type { QuoteFlowTranslate } from './use-quote-flow.js';

/** Props of FlowSteps. */
export interface FlowStepsProps {
  steps: readonly QuoteFlowStep[];
  /** Index of the current step (a sub-step counts as its parent's). */
  index: number;
  /** Every step is done: the quote has proceeded. */
  done: boolean;
  locale: Locale;
  t: QuoteFlowTranslate;
  stepName(step: QuoteFlowStep): string;
}

/**
 * The flow's step header: "Step 1 of 2" and the steps by name as an ordered list, the current
 * one marked `aria-current="step"`, the ones behind it marked done. Not links: Back and the job
 * summary's "change" move the flow, so the header only says where the person is.
 */
export const FlowSteps = memo(function FlowSteps({ steps, index, done, locale, t, stepName }: FlowStepsProps) {
  return (
    <nav part="flow-steps" className={quoteFlowClasses.steps} aria-label={t('progressLabel')}>
      <p part="flow-progress" className={quoteFlowClasses.progress}>
        {quoteFlowMessage(locale, 'flowProgress', { index: Math.min(index + 1, steps.length), count: steps.length })}
      </p>
      <ol className={quoteFlowClasses.stepList}>
        {steps.map((step, at) => {
          const state = done || at < index ? 'done' : at === index ? 'current' : 'next';
          return (
            <li
              key={step}
              part={`flow-step flow-step-${state}`}
              className={quoteFlowClasses.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={quoteFlowClasses.stepNumber} aria-hidden="true">
                {at + 1}
              </span>
              <span className={quoteFlowClasses.stepName}>{stepName(step)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
