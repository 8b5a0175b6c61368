import type { QuoteApi } from '@haulkit/core';
import { ItemSearchResponseSchema } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import {
  ItemAnswerSchema,
  ItemGroupsSchema,
  MakesAnswerSchema,
  ModelsAnswerSchema,
  RemovalDefaultsAnswerSchema,
  RemovalPresetAnswerSchema,
  VehicleAnswerSchema,
} from '../schemas/quote.js';
import { joinUrl } from '../transport/call.js';

type CatalogueCalls = Pick<
  QuoteApi,
  | 'searchItems'
  | 'getItem'
  | 'getMakes'
  | 'getModels'
  | 'getVehicleByPlate'
  | 'getFurnitureDefaults'
  | 'getRemovalDefaultItems'
  | 'getRemovalPreset'
>;

/** Item search defaults of customer-quote-flow.md §7: category 1, cm, kg. */
const SEARCH_DEFAULTS = { category_id: 1, dimensionUnit: 'cm', weightUnit: 'kg' } as const;

/**
 * The item and vehicle calls of QuoteApi (customer-quote-flow.md §7). The item search and the
 * model search are typed as the person types, so each is "newer wins": in-flight requests are
 * cancelled when the text changes (§7).
 */
export function catalogueCalls({ call, hosts }: PortContext): CatalogueCalls {
  const url = (path: string) => joinUrl(hosts.api, path);
  return {
    searchItems: (query, signal) =>
      call({
        method: 'GET',
        url: url('ng/item-search'),
        query: {
          name: query.name,
          category_id: query.category_id ?? SEARCH_DEFAULTS.category_id,
          dimensionUnit: query.dimensionUnit ?? SEARCH_DEFAULTS.dimensionUnit,
          weightUnit: query.weightUnit ?? SEARCH_DEFAULTS.weightUnit,
          pre_listing_id: query.pre_listing_id,
        },
        schema: ItemSearchResponseSchema,
        signal,
        latestKey: 'searchItems',
      }),
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
  };
}
