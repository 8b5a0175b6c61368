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
import type { AreaCalls, CATALOGUE_METHODS } from './areas.js';

/**
 * The item and vehicle calls of QuoteApi other than the item search (customer-quote-flow.md §7;
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
  };
}
