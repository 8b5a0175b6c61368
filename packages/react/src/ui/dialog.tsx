import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { dialogStyles } from './dialog.styles.js';
import { IconButton } from './icon-button.js';
import { useSheet } from './sheet.js';

/** Props of Dialog. */
export interface DialogProps {
  /** Shown while true; the caller's state is the one source of truth. */
  open: boolean;
  /** The heading, which also names the dialog. */
  title: ReactNode;
  /** Called when the person asks to close: the close button, Escape or a click on the backdrop. */
  onClose(): void;
  /** Accessible name of the close button, like "Close". */
  closeLabel: string;
  children?: ReactNode;
  /** Actions under the content, like the dialog's buttons. */
  footer?: ReactNode;
  /**
   * The control focused as the dialog opens, like the one field it asks for, or `'first-field'`
   * for a form dialog whose fields live in a part of its own: its first enabled field. Without
   * one, `showModal()` focuses the first control (the close button). Focused in the same step as
   * `showModal()`, so no other effect can come between.
   */
  initialFocus?: RefObject<HTMLElement | null> | 'first-field';
}

/** A form dialog's first field: the first enabled input, select or text area of its body. */
const FIRST_FIELD = '.hk-dialog-body :is(input:not([type=hidden]), select, textarea):not(:disabled)';

/**
 * A modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer and makes the
 * page behind it inert. Focus goes back to whatever had it before the dialog opened.
 */
export function Dialog({ open, title, onClose, closeLabel, children, footer, initialFocus }: DialogProps) {
  useSheet(dialogStyles);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  // False while the dialog closes because `open` turned false: only a close the browser made
  // on its own (a second Escape is not cancellable) is reported back to the caller.
  const shown = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocus is a ref, read as the dialog opens
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = (dialog.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
    // Some DOMs (test ones, old browsers) have no showModal: an open dialog is the next best.
    if (dialog.showModal) dialog.showModal();
    else dialog.open = true;
    const first =
      initialFocus === 'first-field' ? dialog.querySelector<HTMLElement>(FIRST_FIELD) : initialFocus?.current;
    first?.focus();
    shown.current = true;
    return () => {
      shown.current = false;
      if (dialog.close) dialog.close();
      else dialog.open = false;
      opener?.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has its keyboard twin in Escape
    <dialog
      ref={ref}
      className="hk-dialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => shown.current && onClose()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="hk-dialog-box">
        <div className="hk-dialog-head">
          <h2 id={id} className="hk-dialog-title">
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={onClose}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </IconButton>
        </div>
        <div className="hk-dialog-body">{children}</div>
        {footer && <div className="hk-dialog-foot">{footer}</div>}
      </div>
    </dialog>
  );
}
