import type { ItemSetEntry, MoveItem } from '../model/item.js';
import type { PriceResponse } from '../model/listing.js';
import type { OpaqueRecord, PortId } from './common.js';

/** Request and response types of the QuoteApi port (docs/behaviour/quote-flow.md §7, back-office §7). */

/**
 * What POST /ng/prelisting/{id}/recalculate answers: lowest_price and prices
 * (docs/behaviour/quote-flow.md §7). Other fields the server adds pass through.
 */
export type RecalculateResponse = Pick<PriceResponse, 'lowest_price' | 'prices'> & OpaqueRecord;

/** Body of POST /ng/prelisting/{id}/send[/{emailType}] (docs/behaviour/back-office.md §7). */
export interface SendQuoteRequest {
  /** Where the quote goes: the customer's email address. */
  readonly quotes_to: string;
  /**
   * Which e-mail to send, appended to the path (`/send/{emailType}`); absent sends the default
   * e-mail (`/send`). Its values are not shown in the spec.
   */
  readonly emailType?: string;
}

/** One entry of a pre-listing's history. Its shape is not shown in the spec: kept as sent. */
export type PrelistingHistoryEntry = OpaqueRecord;

/**
 * A catalogue item as GET /ng/get_item, the furniture defaults and the removal inventory answer
 * it: the item fields of a move item without fake_id, and `qty` (how many of it a set or room
 * starts with; 1 when absent). The session turns it into a MoveItem (fake_id, quantity).
 */
export type CatalogueItem = ItemSetEntry;

/** A vehicle make of GET /ng/search/make. Shape not shown: the move item's make_id and make_name. */
export interface VehicleMake {
  readonly make_id: PortId;
  readonly make_name: string;
}

/** A vehicle model of GET /ng/search/model. Shape not shown: the move item's model_id and model_name. */
export interface VehicleModel {
  readonly model_id: PortId;
  readonly model_name: string;
  /** The make it belongs to, when the server says. */
  readonly make_id?: PortId;
}

/** Query of GET /ng/search/model (docs/behaviour/quote-flow.md §7). */
export interface VehicleModelQuery {
  readonly make_id: PortId;
  /** The text typed so far; empty lists every model of the make. */
  readonly model_name?: string;
  readonly category_id: number;
}

/**
 * GET /ng/inventory/furniture-defaults: catalogue items grouped by category, keyed by the
 * group's name ("Living room", "Clothing" …), in the server's order.
 */
export type FurnitureDefaults = Readonly<Record<string, readonly CatalogueItem[]>>;

/**
 * GET /ng/inventory/removal-default-items → `default_items`: catalogue items by room, keyed by
 * the room (its location_id as text, 0 meaning boxes, docs/behaviour/quote-flow.md §3).
 */
export type RemovalDefaultItems = Readonly<Record<string, readonly CatalogueItem[]>>;

/** Form fields of POST /ajax-track, sent on exit intent (docs/behaviour/quote-flow.md §7). */
export interface TrackStageRequest {
  readonly process: string;
  readonly stage: string;
  readonly step: string;
}

/** One event of POST /ng/api/v3/tracking `{events}`. Shape not shown in the spec: kept as sent. */
export type TrackingEvent = OpaqueRecord;

/** Query of the duplicate-phone and valid-phone checks: one of the two numbers (docs/behaviour/quote-flow.md §7). */
export type PhoneCheckRequest =
  | { readonly phone_number: string; readonly mobile_phone_number?: undefined }
  | { readonly mobile_phone_number: string; readonly phone_number?: undefined };

/** Query of GET /ng/api/v3/actions/get-personalised-number (docs/behaviour/back-office.md §7). */
export interface PersonalisedNumberQuery {
  readonly category_id: number;
  /** Whether the customer asked to be called. */
  readonly call_requested: boolean;
  readonly pre_listing_id?: string;
  /** The pickup address's coordinates, so the number is local. */
  readonly latitude?: number;
  readonly longitude?: number;
}

/** The vehicle found by GET /ng/api/v3/actions/get-vehicle-data: its `move_items` (docs/behaviour/quote-flow.md §7). */
export type VehicleLookup = readonly MoveItem[];

/**
 * An eBay listing as GET /ng/listings/ebay-item answers it (docs/behaviour/back-office.md §2 "eBay
 * item" modal, §5 eleven or more digits in the item box, §7 the ebay item family): its title, a
 * picture when there is one, and the catalogue items it holds, which the session adds as move
 * items the way an item set is added.
 */
export interface EbayItem {
  /** The eBay item id asked for (digits, kept as text: ids pass 2^53). */
  readonly item_id: string;
  /** The listing's title, as the seller wrote it. */
  readonly title: string;
  /** The listing's main picture, when it has one. */
  readonly image_url?: string;
  /** What the listing holds, as catalogue items (qty: how many of each). */
  readonly items: readonly CatalogueItem[];
}
