import { type CatalogueItem, itemKind } from '@haulkit/core';
import { ItemIcon } from '../../ui/icons/item-icons.js';
import { UiIcon } from '../../ui/icons/ui-icons.js';
import type { Translate } from '../use-item-picker.js';
import { browseClasses } from './browse.styles.js';

/** Props of BrowseItems. */
export interface BrowseItemsProps {
  items: readonly CatalogueItem[];
  t: Translate;
  /** Adds one of the item, as a search result of one item would. */
  onAdd(item: CatalogueItem): void;
  disabled: boolean;
  id?: string | undefined;
  hidden?: boolean | undefined;
}

/**
 * Catalogue items as a list of buttons, each named "Add {name}": one press adds one of the item
 * (the browse panel's groups and the category dialog's chosen group).
 */
export function BrowseItems({ items, t, onAdd, disabled, id, hidden }: BrowseItemsProps) {
  return (
    <ul className={browseClasses.items} id={id} hidden={hidden}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's items come as one list from the server; position is identity
        <li key={`${item.name}-${index}`}>
          <button
            type="button"
            part="browse-item"
            className={browseClasses.add}
            aria-label={t('browseAdd', { name: item.name })}
            disabled={disabled}
            onClick={() => onAdd(item)}
          >
            <ItemIcon kind={itemKind(item.name)} />
            <span className={browseClasses.name}>{item.name}</span>
            <UiIcon name="plus" />
          </button>
        </li>
      ))}
    </ul>
  );
}
