import { type FlowProblem, flowProblemText, type Locale, quoteFlowMessage } from '@haulkit/core';
import { forwardRef, useId } from 'react';
import { quoteFlowClasses } from './quote-flow.styles.js';

/** Props of ErrorSummary. */
export interface ErrorSummaryProps {
  problems: readonly FlowProblem[];
  locale: Locale;
  /** A problem's link was followed: focus goes to its field (on its step). */
  onFocusProblem(problem: FlowProblem): void;
}

/**
 * The error summary at the top of a step after a refused move (GOV.UK Design System's error
 * summary; back-office §4, §5): "There is a problem" and one link per failing field in the spec's
 * order, each moving focus to its field. An alert, and focusable, so the view can move focus to it
 * after each refused move. The links stay inside the shadow root: no id crosses it, no hash changes.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  { problems, locale, onFocusProblem },
  ref,
) {
  const titleId = useId();
  return (
    <div
      ref={ref}
      part="flow-error-summary"
      className={quoteFlowClasses.errorSummary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h3 className={quoteFlowClasses.errorSummaryTitle} id={titleId}>
        {quoteFlowMessage(locale, 'flowErrorSummaryTitle')}
      </h3>
      <ul className={quoteFlowClasses.errorSummaryList}>
        {problems.map((problem) => (
          <li key={`${problem.step}:${problem.field}`}>
            <a
              part="flow-error-link"
              href={`#${problem.field}`}
              data-field={problem.field}
              data-code={problem.code}
              onClick={(event) => {
                event.preventDefault();
                onFocusProblem(problem);
              }}
            >
              {flowProblemText(problem, locale)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
