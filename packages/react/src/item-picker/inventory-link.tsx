import { inventoryLinkMessage, type Locale, lazyImport, type QuoteSession } from '@haulkit/core';
import { Button } from '../ui/button.js';
import { itemPickerClasses } from './item-picker.styles.js';

/** The go-to-step action: its own module, fetched on the click. */
const loadGoTo = lazyImport(() => import('./go-to-inventory.js'));

/** Props of InventoryLink. */
export interface InventoryLinkProps {
  session: QuoteSession;
  locale: Locale;
  /** @default false */
  disabled?: boolean;
}

/**
 * "Add items room by room": the item picker's way, for a house move, to the removal inventory
 * (docs/behaviour/quote-flow.md §2: a removal item list can jump to the listing-inventory sub-step).
 * It asks the session for that step (`hk-go-to-step`); the host or `<hk-quote-flow>` goes there.
 */
export function InventoryLink({ session, locale, disabled = false }: InventoryLinkProps) {
  // In the picker's row of add links (its `add-links` class), under the search.
  return (
    <div className={itemPickerClasses.addLinks}>
      <Button
        variant="quiet"
        part="inventory-link"
        disabled={disabled}
        onClick={() => void loadGoTo().then(({ goToInventory }) => goToInventory(session))}
      >
        {inventoryLinkMessage(locale, 'inventoryLink')}
      </Button>
    </div>
  );
}
