import { type FlowProblem, flowProblemText, type Locale } from '@haulkit/core';
import type { ReactNode } from 'react';
import { quoteFlowClasses } from '../quote-flow.styles.js';

/** Props of FieldPiece. */
export interface FieldPieceProps {
  /** The job summary section it holds (`data-flow-section`: the summary's "Change" finds it). */
  section: string;
  /** The field it fixes (`data-flow-field`: the error summary's link finds it). */
  field: string;
  /** The fields of a refused move that still fail. */
  problems: readonly FlowProblem[];
  locale: Locale;
  children: ReactNode;
}

/**
 * A piece of a step that fixes one field. While that field still fails after a refused move, the
 * piece says so at its top and a red bar stands beside it (GOV.UK Design System: the summary's
 * link leads here, and the message has the same words); both go as soon as the field is fixed.
 * The addresses say theirs in their own fields (the address picker's fieldErrors) instead.
 */
export function FieldPiece({ section, field, problems, locale, children }: FieldPieceProps) {
  const problem = problems.find((each) => each.field === field);
  return (
    <div
      className={quoteFlowClasses.piece}
      data-flow-section={section}
      data-flow-field={field}
      data-invalid={problem ? '' : undefined}
    >
      {problem && (
        <p
          part="flow-field-error"
          className={`hk-field-error ${quoteFlowClasses.fieldError}`}
          data-field={field}
          data-code={problem.code}
        >
          {flowProblemText(problem, locale)}
        </p>
      )}
      {children}
    </div>
  );
}
