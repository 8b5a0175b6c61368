import { type ReactNode, useId } from 'react';
import { fieldStyles } from './field.styles.js';
import { useSheet } from './sheet.js';

/** What Field hands its control: spread it on the input, select or stepper it labels. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of Field. */
export interface FieldProps {
  /** The label, above the control. */
  label: ReactNode;
  /** A hint under the label (what to enter, in which format). */
  hint?: ReactNode;
  /** The error in words the person understands, shown above the control; none when valid. */
  error?: ReactNode;
  /** The error's code, for the host page only: it goes to `data-code`, never into the words. */
  errorCode?: string | undefined;
  /** Words read before the error by screen readers only, like "Error:". */
  errorPrefix?: string;
  /** Marks the control invalid without an error of its own (an alert nearby says why). */
  invalid?: boolean;
  /** Ids of other text that describes the control, like that alert. */
  describedBy?: string | undefined;
  /** Which field this is, for the host page's styles (`data-field`). */
  name?: string;
  /** Renders the control with the id and ARIA wiring it is given. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field in the GOV.UK pattern: label, hint, error message above the control,
 * the control described by the hint and the error. The error is the `field-error` part, its code
 * in `data-code`.
 */
export function Field({
  label,
  hint,
  error,
  errorCode,
  errorPrefix,
  invalid,
  describedBy,
  name,
  children,
}: FieldProps) {
  useSheet(fieldStyles);
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  return (
    <div className="hk-field" data-field={name} data-invalid={error ? '' : undefined}>
      <label className="hk-field-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="hk-field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <p part="field-error" className="hk-field-error" id={`${id}-error`} data-code={errorCode}>
          {errorPrefix && <span className="hk-visually-hidden">{errorPrefix} </span>}
          {error}
        </p>
      )}
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': error || invalid === true ? true : undefined,
      })}
    </div>
  );
}
