import { type ReactNode, useCallback, useId, useState } from 'react';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { TimeChoiceList } from './time-choice-list.js';
import { timeOptionsClasses } from './time-options.styles.js';
import type { TimeChoiceGroup } from './use-time-options.js';

/** Props of TimeOptionsDialog. */
export interface TimeOptionsDialogProps {
  /** The dialog's title, which names it ("Collection time"). */
  title: string;
  /** The list's legend, for screen readers (the title is its visible heading). */
  legend: string;
  groups: TimeChoiceGroup[];
  /** The chosen key, which the dialog starts from. */
  selected: string | null;
  /** Called with the key to choose ("Choose this time"): the session closes the dialog. */
  onChoose(key: string): void;
  /** Called when the person closes without choosing: Cancel, the close button, Escape, the backdrop. */
  onClose(): void;
  /** Above the list: the hours stepper of the hourly-rate variant. */
  before?: ReactNode;
  /** Shown instead of the list when there is nothing to choose (a sentence). */
  empty?: ReactNode;
  /** Short rows side by side (hourly start times). @default false */
  compact?: boolean;
  chooseLabel: string;
  cancelLabel: string;
  closeLabel: string;
}

/**
 * The times in the kit's dialog, on phones (docs/behaviour/quote-flow.md §2: time option modal). The
 * radios pick a time to choose, and "Choose this time" chooses it: the arrow keys of a radio
 * group move through the times without closing the dialog at the first press. A pick that the
 * list no longer offers (the hours changed it away) is dropped. Its own module: loaded when it
 * first opens.
 */
export function TimeOptionsDialog(props: TimeOptionsDialogProps) {
  const { title, legend, groups, selected, onChoose, onClose, before, empty, compact } = props;
  const name = useId();
  const [picked, setPicked] = useState<string | null>(selected);
  const offered = (key: string | null) =>
    key !== null && groups.some((group) => group.rows.some((row) => row.key === key && !row.disabled));
  const checked = offered(picked) ? picked : offered(selected) ? selected : null;
  const pick = useCallback((key: string) => setPicked(key), []);
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={props.closeLabel}
      footer={
        <div className={timeOptionsClasses.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {props.cancelLabel}
          </Button>
          <Button
            part="choose-button"
            disabled={checked === null}
            onClick={() => {
              if (checked !== null) onChoose(checked);
            }}
          >
            {props.chooseLabel}
          </Button>
        </div>
      }
    >
      <div className={timeOptionsClasses.dialogBody} part="dialog-body">
        {before}
        {groups.length === 0 ? (
          empty
        ) : (
          <TimeChoiceList
            name={name}
            legend={legend}
            legendHidden={before === undefined}
            groups={groups}
            checked={checked}
            onPick={pick}
            headingLevel={3}
            compact={compact}
          />
        )}
      </div>
    </Dialog>
  );
}
