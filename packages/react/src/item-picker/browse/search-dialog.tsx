import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import { browseClasses, browseStyles } from './browse.styles.js';

/** Props of SearchDialog. */
export interface SearchDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  onClose(): void;
  /** The search box and its results. */
  children: ReactNode;
}

/**
 * The mobile full-screen search (docs/behaviour/quote-flow.md §2): the kit's dialog, filling the screen
 * below 992 px, holding the search combobox and its results. Focus goes to the search box when it
 * opens. Its content stays mounted while closed, so text typed before a close is still there.
 */
export function SearchDialog({ open, title, closeLabel, onClose, children }: SearchDialogProps) {
  useSheet(browseStyles);
  const sheet = useRef<HTMLDivElement>(null);
  // After the dialog's own effect has opened it (a child's effects run first).
  useEffect(() => {
    if (open) sheet.current?.querySelector('input')?.focus();
  }, [open]);
  return (
    <Dialog open={open} title={title} closeLabel={closeLabel} onClose={onClose}>
      <div className={browseClasses.searchSheet} ref={sheet}>
        {children}
      </div>
    </Dialog>
  );
}
