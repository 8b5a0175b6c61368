import type { ReactNode } from 'react';
import { alertStyles } from './alert.styles.js';
import { useSheet } from './sheet.js';

/** Props of InlineAlert. */
export interface InlineAlertProps {
  /** The colour and urgency; `danger` interrupts a screen reader, the others wait their turn. @default 'info' */
  tone?: 'info' | 'success' | 'warning' | 'danger';
  /** A short heading in bold. */
  title?: ReactNode;
  /** The message, in words the person understands. */
  children?: ReactNode;
  /** A control beside the message, like a button that fixes the problem. */
  action?: ReactNode;
}

/** A message in the flow of the page: an alert for danger, a polite status otherwise. */
export function InlineAlert({ tone = 'info', title, children, action }: InlineAlertProps) {
  useSheet(alertStyles);
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={`hk-alert hk-alert-${tone}`}>
      <div className="hk-alert-text">
        {title && <p className="hk-alert-title">{title}</p>}
        {children}
      </div>
      {action}
    </div>
  );
}
