import { type ReactNode, useId } from 'react';
import { fieldStyles } from '../../ui/field.styles.js';
import { useSheet } from '../../ui/sheet.js';

/** What DialogField hands its control: spread it on the input or select it labels. */
export interface DialogFieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of DialogField. */
export interface DialogFieldProps {
  /** The label, above the control. */
  label: ReactNode;
  /** A hint under the label. */
  hint?: ReactNode;
  /** The error in words, shown above the control; none when valid. */
  error?: string | null | undefined;
  /** The error's code for the host page (`data-code`), never in the words. */
  errorCode?: string | undefined;
  /** Words read before the error by screen readers only, like "Error:". */
  errorPrefix: string;
  /** Marks the control invalid without an error of its own (an alert above says why). */
  invalid?: boolean;
  /** Ids of other text that describes the control, like that alert. */
  describedBy?: string | undefined;
  children: (control: DialogFieldControl) => ReactNode;
}

/**
 * A dialog's labelled field (the kit's GOV.UK field pattern) whose error is a styleable part:
 * `part="field-error"` with its code in `data-code`, the control `aria-invalid` and described by
 * its hint and error.
 */
export function DialogField({
  label,
  hint,
  error,
  errorCode,
  errorPrefix,
  invalid,
  describedBy,
  children,
}: DialogFieldProps) {
  useSheet(fieldStyles);
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  const isInvalid = Boolean(error) || invalid === true;
  return (
    <div className="hk-field" data-invalid={error ? '' : undefined}>
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
          <span className="hk-visually-hidden">{errorPrefix} </span>
          {error}
        </p>
      )}
      {children({ id, 'aria-describedby': described || undefined, 'aria-invalid': isInvalid ? true : undefined })}
    </div>
  );
}
