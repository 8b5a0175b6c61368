import { memo, useId } from 'react';
import { timeOptionsClasses } from './time-options.styles.js';
import type { TimeChoiceGroup } from './use-time-options.js';

/** Props of TimeChoiceList. */
export interface TimeChoiceListProps {
  /** The radios' `name`: one group, so Tab stops once and the arrow keys move through every group. */
  name: string;
  /** The question the list answers ("Collection time", "Start time"). */
  legend: string;
  /** Hide the legend from sight (a dialog's title already says it); screen readers still read it. @default false */
  legendHidden?: boolean;
  groups: TimeChoiceGroup[];
  /** The key of the checked choice, or null. */
  checked: string | null;
  /** Called with the key of the choice the person picked (stable, so rows stay memoised). */
  onPick(key: string): void;
  /** Level of the Morning / Afternoon / Evening headings. @default 4 */
  headingLevel?: 3 | 4;
  /** Short rows side by side (hourly start times). @default false */
  compact?: boolean;
}

/**
 * The times as one radio group (WAI-ARIA APG radio group, with native radios): one tab stop, the
 * arrow keys move and choose, disabled times are skipped but their reason is shown. Grouped under
 * Morning / Afternoon / Evening headings when the session groups them (§9): each group a fieldset
 * whose legend is the heading, the radios sharing one name across them.
 */
export function TimeChoiceList({
  name,
  legend,
  legendHidden = false,
  groups,
  checked,
  onPick,
  headingLevel = 4,
  compact = false,
}: TimeChoiceListProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <fieldset className={timeOptionsClasses.list} part="options" data-compact={compact ? '' : undefined}>
      <legend className={legendHidden ? 'hk-visually-hidden' : timeOptionsClasses.legend}>{legend}</legend>
      {groups.map((group) =>
        group.heading === null ? (
          <div key={group.key} className={timeOptionsClasses.group}>
            <ChoiceRows group={group} name={name} checked={checked} onPick={onPick} />
          </div>
        ) : (
          <fieldset key={group.key} className={timeOptionsClasses.group} part="group" data-group={group.key}>
            <legend className={timeOptionsClasses.groupLegend}>
              <Heading className={timeOptionsClasses.groupHeading}>{group.heading}</Heading>
            </legend>
            <ChoiceRows group={group} name={name} checked={checked} onPick={onPick} />
          </fieldset>
        ),
      )}
    </fieldset>
  );
}

/** The rows of one group. */
function ChoiceRows({
  group,
  name,
  checked,
  onPick,
}: Pick<TimeChoiceListProps, 'name' | 'checked' | 'onPick'> & { group: TimeChoiceGroup }) {
  return (
    <ul className={timeOptionsClasses.rows}>
      {group.rows.map((row) => (
        <TimeChoiceRowView
          key={row.key}
          name={name}
          value={row.key}
          label={row.name}
          details={row.details.join('\n')}
          charge={row.charge}
          reason={row.reason}
          disabled={row.disabled}
          checked={row.key === checked}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}

/** Props of one row: primitives only, so a row renders again only when its own words or state change. */
interface TimeChoiceRowProps {
  name: string;
  value: string;
  label: string;
  /** Lines under the name, joined by newlines. */
  details: string;
  charge: string | null;
  reason: string | null;
  disabled: boolean;
  checked: boolean;
  onPick(key: string): void;
}

/**
 * One time: its radio named by the window, described by the lines under it, the reason it is off
 * and its charge. Memoised: choosing another time renders the two rows that changed.
 */
const TimeChoiceRowView = memo(function TimeChoiceRowView({
  name,
  value,
  label,
  details,
  charge,
  reason,
  disabled,
  checked,
  onPick,
}: TimeChoiceRowProps) {
  const id = useId();
  const lines = details === '' ? [] : details.split('\n');
  const described = [
    ...lines.map((_, index) => `${id}-d${index}`),
    reason !== null && `${id}-reason`,
    charge !== null && `${id}-charge`,
  ].filter(Boolean);
  return (
    <li
      className={timeOptionsClasses.row}
      part="option"
      data-option={value}
      data-selected={checked ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <label className={timeOptionsClasses.choice}>
        <input
          className={timeOptionsClasses.radio}
          type="radio"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          aria-labelledby={`${id}-name`}
          aria-describedby={described.join(' ') || undefined}
          onChange={() => onPick(value)}
        />
        <span className={timeOptionsClasses.text}>
          <span className={timeOptionsClasses.name} id={`${id}-name`}>
            {label}
          </span>
          {lines.map((line, index) => (
            <span key={line} className={timeOptionsClasses.detail} id={`${id}-d${index}`}>
              {line}
            </span>
          ))}
          {reason !== null && (
            <span className={timeOptionsClasses.reason} id={`${id}-reason`}>
              {reason}
            </span>
          )}
        </span>
        {charge !== null && (
          <span className={timeOptionsClasses.charge} part="charge" id={`${id}-charge`}>
            {charge}
          </span>
        )}
      </label>
    </li>
  );
});
