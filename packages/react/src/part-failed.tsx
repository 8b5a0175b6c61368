import { InlineAlert } from './ui/alert.js';
import { Button } from './ui/button.js';

/** Props of PartFailed: the words, and what Try again and Close do. */
export interface PartFailedProps {
  message: string;
  retryLabel: string;
  closeLabel: string;
  onRetry(): void;
  onClose(): void;
  /** Class of the buttons' row, laid out by the piece. */
  actionsClassName?: string;
}

/**
 * What a lazy part (a dialog) shows in its place when its module could not load: the message
 * (`part="field-error"`, code `load`) with Try again and Close, never an error over the piece.
 * The `failed` of a LazyPart.
 */
export function PartFailed({ message, retryLabel, closeLabel, onRetry, onClose, actionsClassName }: PartFailedProps) {
  return (
    <InlineAlert
      tone="danger"
      action={
        <span className={actionsClassName}>
          <Button onClick={onRetry}>{retryLabel}</Button>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
        </span>
      }
    >
      <span part="field-error" data-code="load">
        {message}
      </span>
    </InlineAlert>
  );
}
