import { CAR_FLOW_CATEGORY, MAN_AND_VAN_FLOW_CATEGORY, PIANO_FLOW_CATEGORY } from './categories.js';

/**
 * What a category's items step offers first: the furniture search with its catalogue, a piano by
 * make and model, a car by make and model, or (hourly van hire) the van.
 */
export interface ItemsStepOffer {
  /**
   * What leads the step: `search` the item search; `piano` the piano dialog (make and model);
   * `car` the car's make and model; `van` the van choice, before the items.
   */
  lead: 'search' | 'piano' | 'car' | 'van';
  /**
   * The furniture catalogue (popular items by category): `shown` beside the search, `folded`
   * behind a button, `none` not offered.
   */
  catalogue: 'shown' | 'folded' | 'none';
}

/** Every category not named in ITEMS_STEP_OFFERS: the search leads, the catalogue beside it. */
const SEARCH_FIRST: ItemsStepOffer = Object.freeze({ lead: 'search', catalogue: 'shown' });

/**
 * The categories whose items step leads with something else: a piano is added by its make and
 * model, never from furniture; a car is chosen from the makes and models; hourly van hire books a
 * van by the hour, so its customer chooses the van first and lists items only if they want to.
 */
const ITEMS_STEP_OFFERS: Readonly<Record<string, ItemsStepOffer>> = Object.freeze({
  [PIANO_FLOW_CATEGORY]: Object.freeze({ lead: 'piano', catalogue: 'none' }),
  [CAR_FLOW_CATEGORY]: Object.freeze({ lead: 'car', catalogue: 'none' }),
  [MAN_AND_VAN_FLOW_CATEGORY]: Object.freeze({ lead: 'van', catalogue: 'folded' }),
});

/**
 * What the items step of a flow category offers first.
 * @example itemsStepOffer('piano') // { lead: 'piano', catalogue: 'none' }
 * @example itemsStepOffer('man-and-van') // { lead: 'van', catalogue: 'folded' }
 * @example itemsStepOffer('furniture') // { lead: 'search', catalogue: 'shown' }
 */
export function itemsStepOffer(category: string | null | undefined): ItemsStepOffer {
  const name = String(category ?? '')
    .trim()
    .toLowerCase();
  return Object.hasOwn(ITEMS_STEP_OFFERS, name) ? (ITEMS_STEP_OFFERS[name] as ItemsStepOffer) : SEARCH_FIRST;
}
