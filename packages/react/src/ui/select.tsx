import type { SelectHTMLAttributes } from 'react';
import { fieldStyles } from './field.styles.js';
import { selectStyles } from './select.styles.js';
import { useSheet } from './sheet.js';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of Select: every native select prop, plus its options. */
export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  options: SelectOption[];
}

/** A native `<select>` in the kit's look; put it in a Field for its label, hint and error. */
export function Select({ options, className, ...rest }: SelectProps) {
  useSheet(fieldStyles);
  useSheet(selectStyles);
  return (
    <span className="hk-select">
      <select {...rest} className={`hk-control ${className ?? ''}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
