import type { Locale, QuoteSession } from '@haulkit/core';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { itemPickerClasses } from './item-picker.styles.js';
import { type Translate, useItemTotal } from './use-item-picker.js';

/** The van drawn beside the total: the one the items fit, a Luton when they need more than one. */
const VAN_ICONS = { small_transit: 'van-small', large_transit: 'van-large', luton_van: 'van-luton' } as const;

/**
 * The running total: items, volume and the van they fit (cars, or items with no size yet: the
 * count alone). It alone re-renders on every quantity.
 */
export function ItemTotal({
  session,
  locale,
  t,
  car = false,
}: {
  session: QuoteSession;
  locale: Locale;
  t: Translate;
  car?: boolean;
}) {
  const total = useItemTotal(session, locale, t, car);
  if (!total) return null;
  return (
    <p part="total" className={itemPickerClasses.total}>
      {/* A van only beside the van the items fit: a car, or items with no size yet, show their own. */}
      {car ? (
        <ItemIcon kind="car" />
      ) : total.volume === null ? (
        <ItemIcon kind="box" />
      ) : (
        <UiIcon name={VAN_ICONS[total.fits ?? 'luton_van']} />
      )}
      <span>
        <strong>{total.count}</strong>
        {total.volume && ` · ${total.volume} · ${total.van}`}
      </span>
    </p>
  );
}
