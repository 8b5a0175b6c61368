import { EBAY_LISTING_NOT_FOUND_CODE, type EbayItem, HaulkitError, isAbortError } from '@haulkit/core';
import { isHttpError } from '../errors/http-error.js';
import { isInputError } from '../errors/input-error.js';
import type { PortContext } from '../hosts.js';
import {
  EbayItemAnswerSchema,
  ItemAnswerSchema,
  ItemGroupsSchema,
  MakesAnswerSchema,
  ModelsAnswerSchema,
  RemovalDefaultsAnswerSchema,
  RemovalPresetAnswerSchema,
  VehicleAnswerSchema,
} from '../schemas/quote.js';
import { joinUrl } from '../transport/call.js';
import type { AreaCalls, CATALOGUE_METHODS } from './areas.js';

/** Status of an eBay item id the marketplace does not know. */
const NOT_FOUND_STATUS = 404;

/**
 * An eBay item lookup's failure as the person will meet it: a 404, or a refusal whose body
 * names `ebay_listing_not_found` (back-office §8, in `errors.common` or `errors.input`), becomes
 * a HaulkitError with that code, the adapter's error as its cause (already reported by the
 * interceptor); anything else (network, timeout, 5xx, an abort) passes as it was.
 */
function ebayLookupError(error: unknown, itemId: string): unknown {
  if (isAbortError(error) || !(isHttpError(error) || isInputError(error))) return error;
  if (error.status !== NOT_FOUND_STATUS && !error.codes.includes(EBAY_LISTING_NOT_FOUND_CODE)) return error;
  return new HaulkitError(
    EBAY_LISTING_NOT_FOUND_CODE,
    `GET ${error.url}: no eBay listing has item id ${itemId} (status ${error.status})`,
    { cause: error },
  );
}

/**
 * The item and vehicle calls of QuoteApi other than the item search (docs/behaviour/quote-flow.md §7;
 * the search is quote/search.ts). The model search is typed as the person types, so it is "newer
 * wins": in-flight requests are cancelled when the text changes (§7).
 */
export function catalogueCalls({ call, hosts }: PortContext): AreaCalls<typeof CATALOGUE_METHODS> {
  const url = (path: string) => joinUrl(hosts.api, path);
  return {
    getItem: (itemId, signal) =>
      call({ method: 'GET', url: url('ng/get_item'), query: { item_id: itemId }, schema: ItemAnswerSchema, signal }),
    getMakes: (categoryId, signal) =>
      call({
        method: 'GET',
        url: url('ng/search/make'),
        query: { category_id: categoryId },
        schema: MakesAnswerSchema,
        signal,
      }),
    getModels: (query, signal) =>
      call({
        method: 'GET',
        url: url('ng/search/model'),
        query: { make_id: query.make_id, model_name: query.model_name ?? '', category_id: query.category_id },
        schema: ModelsAnswerSchema,
        signal,
        latestKey: 'getModels',
      }),
    getVehicleByPlate: (plateNumber, signal) =>
      call({
        method: 'GET',
        url: url('ng/api/v3/actions/get-vehicle-data'),
        query: { plate_number: plateNumber },
        schema: VehicleAnswerSchema,
        signal,
      }),
    getFurnitureDefaults: (signal) =>
      call({ method: 'GET', url: url('ng/inventory/furniture-defaults'), schema: ItemGroupsSchema, signal }),
    getRemovalDefaultItems: (originTypeOfProperty, signal) =>
      call({
        method: 'GET',
        url: url('ng/inventory/removal-default-items'),
        query: { origin_type_of_property: originTypeOfProperty },
        schema: RemovalDefaultsAnswerSchema,
        signal,
      }),
    getRemovalPreset: (originTypeOfProperty, signal) =>
      call({
        method: 'GET',
        url: url('ng/inventory/removal-preset'),
        query: { origin_type_of_property: originTypeOfProperty },
        schema: RemovalPresetAnswerSchema,
        signal,
      }),
    getEbayItem: async (itemId, signal): Promise<EbayItem> => {
      try {
        const answer = await call({
          method: 'GET',
          url: url('ng/listings/ebay-item'),
          query: { item_id: itemId },
          schema: EbayItemAnswerSchema,
          signal,
        });
        const { item_id, image_url, ...rest } = answer;
        return { ...rest, item_id: item_id ?? itemId, ...(image_url === undefined ? {} : { image_url }) };
      } catch (error) {
        throw ebayLookupError(error, itemId);
      }
    },
  };
}
