import { type ButtonHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { popoverStyles } from './popover.styles.js';
import { useSheet } from './sheet.js';

/** Props of Popover. */
export interface PopoverProps {
  /** What the trigger button shows: its text, or an icon with a visually hidden name. */
  label: ReactNode;
  /** More props for the trigger button, like `className` or `aria-label`. */
  triggerProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  children?: ReactNode;
}

/**
 * A button that shows content over the page, on the Popover API: `popovertarget` opens and
 * closes it with no script, in the top layer, and a click outside or Escape closes it. The
 * trigger's `aria-expanded` follows the popover's `toggle` events.
 */
export function Popover({ label, triggerProps, children }: PopoverProps) {
  useSheet(popoverStyles);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const popover = ref.current;
    const sync = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    popover?.addEventListener('toggle', sync);
    return () => popover?.removeEventListener('toggle', sync);
  }, []);

  return (
    <>
      <button
        type="button"
        className="hk-popover-trigger"
        {...triggerProps}
        popoverTarget={id}
        aria-controls={id}
        aria-expanded={open}
      >
        {label}
      </button>
      <div ref={ref} id={id} popover="auto" className="hk-popover">
        {children}
      </div>
    </>
  );
}
