import {
  checkEmail,
  EBAY_LISTING_NOT_FOUND_CODE,
  type EbayItem,
  type FurnitureDefaults,
  jsonText,
  type Listing,
  lazyImport,
  type CatalogueItem as PortCatalogueItem,
  type PortId,
  type PriceResponse,
  type QuoteApi,
  type RemovalDefaultItems,
} from '@haulkit/core';
import { type DemoContext, recordHistory } from '../context.js';
import { commonError, DemoError, inputError } from '../errors/demo-error.js';
import { abortReason, wait } from '../latency.js';
import { type DemoSignedIn, pageSignedIn } from '../signed-in-choice.js';

/** The pricing engine, vehicles, inventory and look-ups (a failed load is asked for afresh next time). */
const importLookups = lazyImport(() => import('./index.js'));

/**
 * QuoteApi's calls that name catalogue items, each with the language to name them in as a last
 * argument (es-ES names for `es` and `es-*`, en-GB otherwise; the context's locale when left
 * out). The reference server passes the request's Accept-Language, as the marketplace answers in
 * it; a caller of QuoteApi alone never passes it.
 */
export interface DemoNamingCalls {
  getItem(itemId: PortId, signal?: AbortSignal, locale?: string): Promise<PortCatalogueItem>;
  getEbayItem(itemId: string, signal?: AbortSignal, locale?: string): Promise<EbayItem>;
  getFurnitureDefaults(signal?: AbortSignal, locale?: string): Promise<FurnitureDefaults>;
  getRemovalDefaultItems(
    originTypeOfProperty: string,
    signal?: AbortSignal,
    locale?: string,
  ): Promise<RemovalDefaultItems>;
  getRemovalPreset(originTypeOfProperty: string, signal?: AbortSignal, locale?: string): Promise<PortCatalogueItem[]>;
}

/**
 * QuoteApi's pricing calls, each with who is signed in as a last argument: staff get the days'
 * admin prices, others never. The reference server passes its demo sign-in; left out, the demo's
 * `signedIn` option, else the page's choice (`setDemoSignedIn`), else nobody.
 */
export interface DemoPricingCalls {
  savePrelisting(
    preListingId: string,
    listing: Listing,
    signal?: AbortSignal,
    who?: DemoSignedIn,
  ): Promise<PriceResponse>;
  recalculatePrelisting(
    preListingId: string,
    listing: Listing,
    signal?: AbortSignal,
    who?: DemoSignedIn,
  ): Promise<Pick<PriceResponse, 'lowest_price' | 'prices'>>;
}

/** The quote calls other than the item search (which the light module answers itself). */
export type DemoQuoteMethods = Omit<
  QuoteApi,
  'searchItems' | 'getSignedInUser' | keyof DemoNamingCalls | keyof DemoPricingCalls
> &
  DemoNamingCalls &
  DemoPricingCalls;

/** Waits the pretend network time; rejects with the signal's reason when aborted. */
async function settle(context: DemoContext, signal: AbortSignal | undefined): Promise<void> {
  await wait(context.latencyMs, signal);
}

function ensureNotAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortReason(signal);
}

/** A stored listing or a 404 with `not_found`. */
function storedListing(context: DemoContext, method: string, preListingId: string): Listing {
  const listing = context.state.prelistings.get(preListingId);
  if (!listing) throw commonError(method, 404, 'not_found');
  return listing;
}

/** Prices a listing with the lazily loaded engine, applying this pre-listing's price adjustments. */
async function priceWithEngine(
  context: DemoContext,
  preListingId: string,
  listing: Listing,
  who: DemoSignedIn | undefined,
): Promise<PriceResponse> {
  const [{ priceListing }, { adjustmentsFor }] = await Promise.all([
    import('../pricing/price-response.js'),
    import('../pricing/adjust.js'),
  ]);
  const adjustments = adjustmentsFor(context.state.adjustments.values(), preListingId);
  const admin = (who ?? context.signedIn ?? pageSignedIn()) === 'staff';
  return priceListing(listing, { now: context.now(), seed: context.seed, adjustments, admin });
}

/**
 * Every quote call but the item search, in memory: saved pre-listings priced by the demo engine,
 * history, vehicles, inventory and look-ups (each loaded on first use). Loaded by the light
 * QuoteApi of quote-api.ts on the first call that needs it.
 */
export function buildQuoteMethods(context: DemoContext): DemoQuoteMethods {
  const { state } = context;
  /** The lazily loaded look-ups; rejects with the signal's reason when aborted meanwhile. */
  const quote = async (signal?: AbortSignal) => {
    const module = await importLookups();
    ensureNotAborted(signal);
    return module;
  };

  return {
    async loadPrelisting(preListingId, signal) {
      await settle(context, signal);
      return structuredClone(storedListing(context, 'loadPrelisting', preListingId));
    },

    async savePrelisting(preListingId, listing, signal, who) {
      await settle(context, signal);
      const response = await priceWithEngine(context, preListingId, listing, who);
      ensureNotAborted(signal);
      // A copy through JSON: as fast as structuredClone here, and it gives the size the store is bounded by.
      const saved = jsonText({ ...listing, ...response, pre_listing_id: preListingId });
      state.prelistings.set(preListingId, JSON.parse(saved) as Listing, saved.length);
      recordHistory(context, preListingId, 'saved', { items: response.move_items?.length ?? 0 });
      return response;
    },

    async recalculatePrelisting(preListingId, listing, signal, who) {
      await settle(context, signal);
      const { lowest_price, prices } = await priceWithEngine(context, preListingId, listing, who);
      ensureNotAborted(signal);
      recordHistory(context, preListingId, 'recalculated');
      return { lowest_price, prices };
    },

    async sendQuote(preListingId, request, signal) {
      await settle(context, signal);
      // Core's e-mail rule, as the reference server's send route checks it (§8 not_valid_email).
      if (!checkEmail(request.quotes_to).ok) throw inputError('sendQuote', 'quotes_to', 'not_valid_email');
      const listing = storedListing(context, 'sendQuote', preListingId);
      if (!listing.prices || Object.keys(listing.prices).length === 0)
        throw inputError('sendQuote', 'prices', 'missing');
      recordHistory(context, preListingId, 'quote_sent', {
        quotes_to: request.quotes_to,
        ...(request.emailType ? { emailType: request.emailType } : {}),
      });
    },

    async getPrelistingHistory(preListingId, signal) {
      await settle(context, signal);
      return structuredClone(state.history.get(preListingId) ?? []);
    },

    async saveSpecialInstructions(preListingId, specialInstruction, signal) {
      await settle(context, signal);
      const listing = storedListing(context, 'saveSpecialInstructions', preListingId);
      const instruction = String(specialInstruction ?? '');
      const size = state.prelistings.weightOf(preListingId) + instruction.length;
      state.prelistings.set(preListingId, { ...listing, special_instruction: instruction }, size);
      recordHistory(context, preListingId, 'special_instructions');
    },

    async getActivePrelistings(signal) {
      await settle(context, signal);
      // Most recently used first; the store keeps at most DEMO_STORE_LIMITS.prelistings.
      return [...state.prelistings.values()].reverse().map((listing) => structuredClone(listing));
    },

    async getItem(itemId, signal, locale = context.locale): Promise<PortCatalogueItem> {
      await settle(context, signal);
      const item = (await quote(signal)).toPortItem(Number(itemId), 1, undefined, locale);
      if (!item) throw commonError('getItem', 404, 'item_not_found');
      return item;
    },

    async getMakes(categoryId, signal) {
      await settle(context, signal);
      return (await quote(signal)).findMakes(categoryId);
    },

    async getModels(query, signal) {
      await settle(context, signal);
      return (await quote(signal)).findModels(query);
    },

    async getVehicleByPlate(plateNumber, signal) {
      await settle(context, signal);
      const items = (await quote(signal)).lookUpPlate(plateNumber);
      if (!items) throw inputError('getVehicleByPlate', 'plate_number', 'plate_not_found');
      return items;
    },

    async getEbayItem(itemId, signal, locale = context.locale) {
      await settle(context, signal);
      const listing = (await quote(signal)).findEbayItem(itemId, locale);
      // Refused on item_id as the plate lookup refuses its plate, but 404 and coded
      // ebay_listing_not_found (back-office §8), so the session and the HTTP adapter read it alike.
      if (!listing)
        throw new DemoError(
          {
            method: 'getEbayItem',
            status: 404,
            body: { errors: { input: { item_id: [EBAY_LISTING_NOT_FOUND_CODE] } } },
            reason: `item_id: ${EBAY_LISTING_NOT_FOUND_CODE}`,
          },
          EBAY_LISTING_NOT_FOUND_CODE,
        );
      return listing;
    },

    async getFurnitureDefaults(signal, locale = context.locale) {
      await settle(context, signal);
      return (await quote(signal)).furnitureDefaults(locale);
    },

    async getRemovalDefaultItems(originTypeOfProperty, signal, locale = context.locale) {
      await settle(context, signal);
      const { propertyTypeOf, removalDefaultItems } = await quote(signal);
      const property = propertyTypeOf(originTypeOfProperty);
      if (!property) throw inputError('getRemovalDefaultItems', 'origin_type_of_property', 'not_valid');
      return removalDefaultItems(property, locale);
    },

    async getRemovalPreset(originTypeOfProperty, signal, locale = context.locale) {
      await settle(context, signal);
      const { propertyTypeOf, removalPreset } = await quote(signal);
      const property = propertyTypeOf(originTypeOfProperty);
      if (!property) throw inputError('getRemovalPreset', 'origin_type_of_property', 'not_valid');
      return removalPreset(property, locale);
    },

    async checkUsername(username, signal) {
      await settle(context, signal);
      return (await quote(signal)).checkUsername(username);
    },

    async checkEmailValid(email, signal) {
      await settle(context, signal);
      return (await quote(signal)).checkEmailValid(email);
    },

    async checkEmailDuplicate(email, signal) {
      await settle(context, signal);
      return (await quote(signal)).checkEmailDuplicate(email);
    },

    async checkPhoneDuplicate(request, signal) {
      await settle(context, signal);
      return (await quote(signal)).checkPhoneDuplicate(request);
    },

    async checkPhoneValid(request, signal) {
      await settle(context, signal);
      return (await quote(signal)).checkPhoneValid(request);
    },

    async getTrustRating(signal) {
      await settle(context, signal);
      return (await quote(signal)).trustRating();
    },

    async getPersonalisedNumber(query, signal) {
      await settle(context, signal);
      return (await quote(signal)).personalisedNumber(query);
    },

    async getAffiliateStores(store, signal) {
      await settle(context, signal);
      return (await quote(signal)).affiliateStores(store);
    },

    async getCssFilename(filename, signal) {
      await settle(context, signal);
      return (await quote(signal)).cssFilename(filename);
    },

    async trackStage(request, signal) {
      await settle(context, signal);
      state.tracking.push({ kind: 'stage', ...request });
    },

    async trackEvents(events, signal) {
      if (events.length === 0) return;
      await settle(context, signal);
      state.tracking.push({ kind: 'events', events: structuredClone([...events]) });
    },

    async logDirections(request, signal) {
      await settle(context, signal);
      state.tracking.push({ kind: 'directions', request: structuredClone(request) });
    },
  };
}
