import { type ReactNode, useId } from 'react';
import { fieldStyles } from '../../ui/field.styles.js';
import { useSheet } from '../../ui/sheet.js';

/** What CarField hands its control: spread it on the select or input it labels. */
export interface CarFieldControl {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of CarField. */
export interface CarFieldProps {
  /** The visible label, which names the control. */
  label: ReactNode;
  /** A hint under the label: an example, or why the control is off. */
  hint?: ReactNode;
  /** The error in words, shown above the control; none when valid. */
  error?: string | null | undefined;
  /** The error's code for the host page (`data-code`), never in the words. */
  errorCode?: string | undefined;
  /** Which field this is, for the host page's styles (`data-field`). */
  name: string;
  children: (control: CarFieldControl) => ReactNode;
}

/**
 * One labelled field of the car flow, in the kit's GOV.UK pattern, whose parts a host page can
 * style: the error is `part="field-error"` with its code in `data-code`, above the control,
 * which is `aria-invalid` and described by its hint and error.
 */
export function CarField({ label, hint, error, errorCode, name, children }: CarFieldProps) {
  useSheet(fieldStyles);
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div part="field" className="hk-field car-field" data-field={name} data-invalid={error ? '' : undefined}>
      <label part="label" className="hk-field-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div className="hk-field-hint" id={`${id}-hint`}>
          {hint}
        </div>
      )}
      {error && (
        <p part="field-error" className="hk-field-error" id={`${id}-error`} data-code={errorCode}>
          {error}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
