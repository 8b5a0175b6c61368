import type { CatalogueItem } from '@haulkit/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { useSheet } from '../../ui/sheet.js';
import type { Translate } from '../use-item-picker.js';
import { browseClasses, browseStyles } from './browse.styles.js';
import { BrowseItems } from './browse-items.js';
import { BrowseStatus } from './browse-states.js';
import type { FurnitureDefaultsState } from './use-furniture-defaults.js';

/** Props of CategoryDialog. */
export interface CategoryDialogProps {
  open: boolean;
  onClose(): void;
  defaults: FurnitureDefaultsState;
  t: Translate;
  onAdd(item: CatalogueItem): void;
  disabled: boolean;
}

/**
 * The mobile "Browse by category" dialog (docs/behaviour/quote-flow.md §2 "a mobile full-screen search
 * with a category modal"): the furniture-default groups as buttons; choosing one shows its items,
 * each with an Add button, and moves focus to the group's heading; Back returns to the groups
 * with focus on the group left. The dialog stays open while items are added (each addition is
 * announced and said under the list), and fills the screen below 992 px.
 */
export function CategoryDialog({ open, onClose, defaults, t, onAdd, disabled }: CategoryDialogProps) {
  useSheet(browseStyles);
  const [chosen, setChosen] = useState<number | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const left = useRef<number | null>(null);
  const group = chosen === null ? undefined : defaults.groups[chosen];

  // Focus follows the person: into the group's heading when one is chosen, back to its button after Back.
  useEffect(() => {
    const root = sheet.current;
    if (!root) return;
    if (chosen !== null) root.querySelector<HTMLElement>(`.${browseClasses.focus}`)?.focus();
    else if (left.current !== null)
      root.querySelectorAll<HTMLElement>(`.${browseClasses.categoryChoice}`)[left.current]?.focus();
  }, [chosen]);

  const add = (item: CatalogueItem) => {
    onAdd(item);
    setAdded(item.name);
  };

  return (
    <Dialog open={open} title={t('browseByCategory')} closeLabel={t('dialogClose')} onClose={onClose}>
      <div className={browseClasses.categorySheet} ref={sheet}>
        <BrowseStatus defaults={defaults} t={t} />
        {group ? (
          <>
            <Button
              variant="quiet"
              className={browseClasses.back}
              onClick={() => {
                left.current = chosen;
                setChosen(null);
                setAdded(null);
              }}
            >
              {t('browseBack')}
            </Button>
            <h3 className={browseClasses.focus} tabIndex={-1}>
              {group.name}
            </h3>
            <BrowseItems items={group.items} t={t} onAdd={add} disabled={disabled} />
          </>
        ) : (
          defaults.groups.length > 0 && (
            <ul className={browseClasses.groups}>
              {defaults.groups.map((entry, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: group names are the server's keys; the index keeps keys safe for any text
                <li key={`${index}-${entry.name}`} className={browseClasses.group}>
                  <button
                    type="button"
                    className={`${browseClasses.toggle} ${browseClasses.categoryChoice}`}
                    onClick={() => {
                      setChosen(index);
                      setAdded(null);
                    }}
                  >
                    {entry.name}
                    <span className={browseClasses.count}>
                      {entry.items.length === 1 ? t('totalOne') : t('totalMany', { count: entry.items.length })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )
        )}
        {added && <p className={browseClasses.added}>{t('itemAdded', { name: added })}</p>}
      </div>
    </Dialog>
  );
}
