import { isHaulkitError } from '../errors.js';
import type { Address } from '../model/address.js';
import type { MoveItem } from '../model/item.js';
import type { PrefillItem } from '../model/prefill.js';
import type { PrefillIssue } from '../model/prefill-read.js';
import { addressText, isValidAddress } from '../rules/address/address.js';
import { checkCustomItem } from '../rules/custom-item/custom-item.js';
import { toMoveItem } from '../rules/items/items.js';
import type { QuoteSession } from './quote-session.js';
import { customMoveItem } from './transitions/custom-items.js';
import type { RouteSide } from './transitions/job.js';

/**
 * The look-ups of a prefill (prefill.ts): the move items a prefill item stands for, and the place
 * an address without coordinates names, asked of the session's adapters as a customer's actions
 * would ask them.
 */

/** The code of a failed look-up: `notFound` when the service says nothing has that id, else `lookupFailed`. */
function lookupCode(error: unknown): 'notFound' | 'lookupFailed' {
  const status = (error as { status?: unknown } | null)?.status;
  const code = isHaulkitError(error) ? error.code : '';
  return status === 404 || /not_?found/i.test(code) ? 'notFound' : 'lookupFailed';
}

const reason = (error: unknown) => (isHaulkitError(error) ? error.code : String(error));

/** The move items of one prefill item, or why it has none. */
export type Resolved = { ok: true; items: MoveItem[] } | { ok: false; issue: PrefillIssue };

/** The size fields of a prefill item (all four or none: the schema checks it). */
const SIZE_FIELDS = ['width', 'height', 'depth', 'weight'] as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The move items one prefill item stands for, as the customer's actions would add them: the
 * catalogue item of its id (GET /ng/get_item), a custom item from its sizes (the custom item
 * rules), or the search result named exactly as it is (GET /ng/item-search; an item set adds
 * its items), each `quantity` times.
 */
export async function resolveItem(
  session: QuoteSession,
  item: PrefillItem,
  index: number,
  categoryId: number,
): Promise<Resolved> {
  const field = `items[${index}]`;
  const quantity = item.quantity;
  if (item.id === undefined && SIZE_FIELDS.some((size) => item[size] !== undefined)) {
    const check = checkCustomItem(item);
    // The schema refused incomplete and blocked items: only fine ones and soft warnings come here.
    if (check.status === 'invalid' || check.status === 'blocked')
      return { ok: false, issue: { field, code: 'invalid', message: 'is not an item that can be moved' } };
    return { ok: true, items: [{ ...customMoveItem(check), quantity }] };
  }
  const api = await session.adapters('api').then(
    (adapters) => adapters.api,
    () => undefined,
  );
  if (!api)
    return {
      ok: false,
      issue: { field, code: 'lookupFailed', message: 'could not be looked up: the catalogue is not available' },
    };
  if (item.id !== undefined) {
    try {
      const found = await api.getItem(item.id);
      return { ok: true, items: [toMoveItem({ ...found, qty: quantity })] };
    } catch (error) {
      const code = lookupCode(error);
      return {
        ok: false,
        issue: {
          field: `${field}.id`,
          code,
          message:
            code === 'notFound'
              ? `${JSON.stringify(item.id)} is no item of the catalogue`
              : `${JSON.stringify(item.id)} could not be looked up (${reason(error)})`,
        },
      };
    }
  }
  const name = item.name ?? '';
  try {
    const results = await api.searchItems({ name, category_id: categoryId, dimensionUnit: 'cm', weightUnit: 'kg' });
    const match = results.find((result) => sameName(result.name, name));
    if (!match)
      return {
        ok: false,
        issue: {
          field: `${field}.name`,
          code: 'notFound',
          message: `${JSON.stringify(name)} is no item of the catalogue: give its id, or its width, height, depth and weight`,
        },
      };
    return {
      ok: true,
      items: match.item_set.map((entry) => toMoveItem({ ...entry, qty: entry.qty * quantity })),
    };
  } catch (error) {
    return {
      ok: false,
      issue: {
        field: `${field}.name`,
        code: 'lookupFailed',
        message: `${JSON.stringify(name)} could not be looked up (${reason(error)})`,
      },
    };
  }
}

/** The address to set: one with coordinates as it is, else the first place the maps service finds for its text. */
export async function resolveAddress(
  session: QuoteSession,
  side: RouteSide,
  address: Address,
): Promise<{ ok: true; address: Address } | { ok: false; issue: PrefillIssue }> {
  if (isValidAddress(address)) return { ok: true, address };
  const text = addressText(address);
  try {
    const maps = (await session.adapters('maps')).maps;
    if (!maps)
      return {
        ok: false,
        issue: {
          field: side,
          code: 'lookupFailed',
          message: 'could not be looked up: the maps service is not available',
        },
      };
    const found = (await maps.geocode({ address: text })).find((place) => isValidAddress(place));
    if (!found)
      return {
        ok: false,
        issue: { field: side, code: 'notFound', message: `no place was found for ${JSON.stringify(text)}` },
      };
    return { ok: true, address: { ...address, ...found } };
  } catch (error) {
    return {
      ok: false,
      issue: {
        field: side,
        code: 'lookupFailed',
        message: `${JSON.stringify(text)} could not be looked up (${reason(error)})`,
      },
    };
  }
}
