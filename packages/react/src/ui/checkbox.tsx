import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { checkboxStyles } from './checkbox.styles.js';
import { useSheet } from './sheet.js';

/** Props of Checkbox: every native input prop but `type` (`className` goes on the wrapper), plus its label and hint. */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The words beside the box; clicking them toggles it. */
  label: ReactNode;
  /** Words under the label, read as the box's description. */
  hint?: ReactNode;
}

/** A native checkbox drawn in the kit's look, with a label that toggles it. */
export function Checkbox({ label, hint, className, ...rest }: CheckboxProps) {
  useSheet(checkboxStyles);
  const hintId = `${useId()}-hint`;
  return (
    <div className={`hk-checkbox ${className ?? ''}`}>
      <label className="hk-checkbox-row">
        <input aria-describedby={hint ? hintId : undefined} {...rest} type="checkbox" className="hk-checkbox-input" />
        <span>{label}</span>
      </label>
      {hint && (
        <div className="hk-checkbox-hint" id={hintId}>
          {hint}
        </div>
      )}
    </div>
  );
}
