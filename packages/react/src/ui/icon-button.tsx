import { forwardRef } from 'react';
import { Button, type ButtonProps } from './button.js';

/** Props of IconButton: Button's props with a required label in place of a text child. */
export interface IconButtonProps extends Omit<ButtonProps, 'aria-label' | 'title'> {
  /** The accessible name, also shown as a tooltip. */
  label: string;
}

/** A square button holding only an icon; its name comes from `label`. Variant defaults to quiet. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, variant = 'quiet', className, ...rest },
  ref,
) {
  return (
    <Button
      {...rest}
      ref={ref}
      variant={variant}
      className={`hk-icon-button ${className ?? ''}`}
      aria-label={label}
      title={label}
    />
  );
});
