import { type ButtonHTMLAttributes, forwardRef } from 'react';
import { buttonStyles } from './button.styles.js';
import { useSheet } from './sheet.js';

/** Props of Button: every native button prop, plus a variant and a loading state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Primary for the one main action of a step, secondary beside it, quiet for minor actions. @default 'primary' */
  variant?: 'primary' | 'secondary' | 'quiet';
  /** Shows a spinner over the label, keeps the width and ignores clicks. @default false */
  loading?: boolean;
}

/**
 * A button of the kit. While loading it stays focusable (`aria-disabled`, not `disabled`, so
 * focus is not thrown to the page) and swallows clicks, including a form submit.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading, type = 'button', className, children, onClick, ...rest },
  ref,
) {
  useSheet(buttonStyles);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={`hk-button ${className ?? ''}`}
      data-variant={variant}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled']}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      <span className="hk-button-label">{children}</span>
      {loading && <span className="hk-spinner" aria-hidden="true" />}
    </button>
  );
});
