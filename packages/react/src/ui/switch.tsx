import type { ReactNode } from 'react';
import { useSheet } from './sheet.js';
import { switchStyles } from './switch.styles.js';

/** Props of Switch. */
export interface SwitchProps {
  /** The words before the switch; clicking them toggles it. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state when the person flips the switch. */
  onChange(checked: boolean): void;
  /** @default false */
  disabled?: boolean;
}

/** An on/off setting that applies at once: a native checkbox with the switch role. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  useSheet(switchStyles);
  return (
    <label className="hk-switch">
      <span>{label}</span>
      <input
        className="hk-switch-input"
        type="checkbox"
        // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox reports its own state; ARIA in HTML forbids aria-checked on it
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </label>
  );
}
