import type { ReactNode } from 'react';
import { Button } from './button.js';
import { errorStateStyles } from './error-state.styles.js';
import { useSheet } from './sheet.js';

/** Props of ErrorState. */
export interface ErrorStateProps {
  /** What happened, in words the person understands. */
  title: ReactNode;
  /** What to do now. */
  children?: ReactNode;
  /** The retry button's words; needed with `onRetry`. */
  retryLabel?: ReactNode;
  /** Shows a retry button: give it only when trying again can help. */
  onRetry?(): void;
  /** The retry must wait (the server said when): the button stays, focusable, and does nothing yet. */
  retryWaiting?: boolean;
  /** The error's code, for the host page: it goes to `data-code`, never into the words. */
  code?: string;
}

/** What a view shows when it failed: what happened, what to do, and a retry when it can help. */
export function ErrorState({ title, children, retryLabel, onRetry, retryWaiting, code }: ErrorStateProps) {
  useSheet(errorStateStyles);
  return (
    <div role="alert" className="hk-error-state" data-code={code}>
      <p className="hk-error-state-title">{title}</p>
      {children && <p>{children}</p>}
      {onRetry && (
        <Button aria-disabled={retryWaiting || undefined} onClick={retryWaiting ? undefined : onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
