import { type FlowProblem, flowProblemText, type Locale } from '@haulkit/core';

/** True when a problem of the refused move is on one of `fields` (its container is marked). */
export const hasProblem = (problems: readonly FlowProblem[], fields: readonly string[]) =>
  problems.some((problem) => fields.includes(problem.field));

/**
 * The error message of each of `fields` that still fails after a refused move, at the top of the
 * piece that fixes it (GOV.UK Design System: the summary's link leads here, and the message says
 * the same words). Gone as soon as the field is fixed. The addresses say theirs in their own
 * fields (the address picker), so they are not passed here.
 */
export function FieldProblems({
  problems,
  fields,
  locale,
}: {
  problems: readonly FlowProblem[];
  fields: readonly string[];
  locale: Locale;
}) {
  return (
    <>
      {problems
        .filter((problem) => fields.includes(problem.field))
        .map((problem) => (
          <p
            key={problem.field}
            part="flow-field-error"
            className="hk-field-error flow-field-error"
            data-field={problem.field}
            data-code={problem.code}
          >
            {flowProblemText(problem, locale)}
          </p>
        ))}
    </>
  );
}
