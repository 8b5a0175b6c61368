import type { ReactNode } from 'react';
import { emptyStateStyles } from './empty-state.styles.js';
import { useSheet } from './sheet.js';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** An icon of the kit's set; decorative, so hidden from assistive technology. */
  icon?: ReactNode;
  /** One helpful sentence: what is missing and how to add it. */
  children: ReactNode;
  /** A control that fills the emptiness, like "Add an item". */
  action?: ReactNode;
}

/** What a list or view shows while it has nothing: an icon and one helpful sentence. */
export function EmptyState({ icon, children, action }: EmptyStateProps) {
  useSheet(emptyStateStyles);
  return (
    <div className="hk-empty">
      {icon && (
        <span className="hk-empty-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="hk-empty-text">{children}</p>
      {action}
    </div>
  );
}
