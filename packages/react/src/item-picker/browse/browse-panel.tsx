import type { CatalogueItem, FurnitureGroup } from '@haulkit/core';
import { useId, useState } from 'react';
import { useSheet } from '../../ui/sheet.js';
import { itemPickerClasses } from '../item-picker.styles.js';
import type { Translate } from '../use-item-picker.js';
import { browseClasses, browseStyles } from './browse.styles.js';
import { BrowseItems } from './browse-items.js';
import { BrowseStatus } from './browse-states.js';
import type { FurnitureDefaultsState } from './use-furniture-defaults.js';

/** Props of BrowsePanel. */
export interface BrowsePanelProps {
  defaults: FurnitureDefaultsState;
  t: Translate;
  onAdd(item: CatalogueItem): void;
  disabled: boolean;
}

/**
 * "Popular items" beside the search (docs/behaviour/quote-flow.md §2, §7): the furniture defaults as a
 * list of disclosures (WAI-ARIA APG disclosure: each group's name is a button with
 * `aria-expanded` that shows or hides its items; Tab moves between buttons, Enter or Space
 * toggles), the first group open. Each item is a button that adds one. Loaded with or after
 * the view, in its own module.
 */
export function BrowsePanel({ defaults, t, onAdd, disabled }: BrowsePanelProps) {
  useSheet(browseStyles);
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section
      role="group"
      part="browse"
      className={itemPickerClasses.browse}
      aria-labelledby={`${id}-heading`}
      aria-busy={defaults.status === 'loading'}
    >
      <h3 part="heading" className={itemPickerClasses.heading} id={`${id}-heading`}>
        {t('browseHeading')}
      </h3>
      <BrowseStatus defaults={defaults} t={t} />
      {defaults.groups.length > 0 && (
        <ul className={browseClasses.groups}>
          {defaults.groups.map((group, index) => (
            <BrowseGroup
              // biome-ignore lint/suspicious/noArrayIndexKey: group names are the server's keys, unique; the index keeps React keys safe for any text
              key={`${index}-${group.name}`}
              id={`${id}-group-${index}`}
              group={group}
              startOpen={index === 0}
              t={t}
              onAdd={onAdd}
              disabled={disabled}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface BrowseGroupProps {
  id: string;
  group: FurnitureGroup;
  startOpen: boolean;
  t: Translate;
  onAdd(item: CatalogueItem): void;
  disabled: boolean;
}

/** One group: its disclosure button (name and how many items) and, while open, its items. */
function BrowseGroup({ id, group, startOpen, t, onAdd, disabled }: BrowseGroupProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <li className={browseClasses.group}>
      <h4 className={browseClasses.groupHeading}>
        <button
          type="button"
          className={browseClasses.toggle}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {group.name}
          <span className={browseClasses.count}>
            {group.items.length === 1 ? t('totalOne') : t('totalMany', { count: group.items.length })}
          </span>
        </button>
      </h4>
      {open ? (
        <BrowseItems id={id} items={group.items} t={t} onAdd={onAdd} disabled={disabled} />
      ) : (
        <ul className={browseClasses.items} id={id} hidden />
      )}
    </li>
  );
}
