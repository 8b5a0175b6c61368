import type { ItemSearchQuery, PhoneCheckRequest, PortId, QuoteApi } from '@haulkit/core';
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { answer, readJson, readQuery } from './request.js';
import {
  FlagTextSchema,
  IdTextSchema,
  IntegerTextSchema,
  NumberTextSchema,
  RecordSchema,
  TextSchema,
} from './schemas.js';

/** Query of GET /ng/item-search as it arrives (strings); unknown parameters are ignored. */
const ItemSearchQuerySchema = v.object({
  name: v.string(),
  category_id: v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))),
  dimensionUnit: v.optional(v.literal('cm')),
  weightUnit: v.optional(v.literal('kg')),
  pre_listing_id: v.optional(v.string()),
});

/**
 * An item search with the language to name the items in. The demo adapter reads `locale`;
 * the marketplace's own adapters ignore it (they send Accept-Language themselves).
 */
type LocalisedItemSearch = ItemSearchQuery & { locale?: string };

/**
 * QuoteApi's other calls that name catalogue items, with the language to name them in as a last
 * argument (the demo adapter's DemoNamingCalls); other adapters ignore an argument they do not take.
 */
interface LocalisedNamingCalls {
  getItem(itemId: PortId, signal: AbortSignal, ...locale: Language): Promise<unknown>;
  getEbayItem(itemId: string, signal: AbortSignal, ...locale: Language): Promise<unknown>;
  getFurnitureDefaults(signal: AbortSignal, ...locale: Language): Promise<unknown>;
  getRemovalDefaultItems(property: string, signal: AbortSignal, ...locale: Language): Promise<unknown>;
  getRemovalPreset(property: string, signal: AbortSignal, ...locale: Language): Promise<unknown>;
}

/** The language argument: none when the request names none (the adapter's own default holds). */
type Language = [] | [locale: string];

/**
 * The locale an answer that names items is in, from the request's `Accept-Language`: es-ES when its
 * most preferred language is Spanish, en-GB when it is another one; none without a header or
 * with only `*` (what Node's fetch sends), so the adapter's own default holds.
 */
function itemSearchLocale(header = ''): string | undefined {
  let best = { tag: '*', q: 0 };
  for (const range of header.split(',')) {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const weight = params.find((param) => /^q=/i.test(param));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (tag !== '' && q > best.q) best = { tag, q };
  }
  if (best.tag === '*') return undefined;
  return /^es(?:-|$)/i.test(best.tag) ? 'es-ES' : 'en-GB';
}

const ItemQuerySchema = v.object({ item_id: IdTextSchema });
const MakeQuerySchema = v.object({ category_id: IntegerTextSchema });
const ModelQuerySchema = v.object({
  make_id: IdTextSchema,
  model_name: v.optional(v.string()),
  category_id: IntegerTextSchema,
});
const PlateQuerySchema = v.object({ plate_number: TextSchema });
const PropertyQuerySchema = v.object({ origin_type_of_property: TextSchema });
/** The eBay item id as text (ids pass 2^53, so never read as a number). */
const EbayItemQuerySchema = v.object({ item_id: TextSchema });
const UsernameQuerySchema = v.object({ username: TextSchema });
const EmailQuerySchema = v.object({ email: TextSchema });

/** Query of the phone checks: exactly one of phone_number and mobile_phone_number. */
const PhoneQuerySchema = v.pipe(
  v.object({ phone_number: v.optional(TextSchema), mobile_phone_number: v.optional(TextSchema) }),
  v.check(
    (query) => (query.phone_number === undefined) !== (query.mobile_phone_number === undefined),
    'send exactly one of phone_number and mobile_phone_number',
  ),
  v.transform(
    (query): PhoneCheckRequest =>
      query.phone_number === undefined
        ? { mobile_phone_number: query.mobile_phone_number ?? '' }
        : { phone_number: query.phone_number },
  ),
);

const PersonalisedNumberQuerySchema = v.object({
  category_id: IntegerTextSchema,
  call_requested: FlagTextSchema,
  pre_listing_id: v.optional(TextSchema),
  latitude: v.optional(NumberTextSchema),
  longitude: v.optional(NumberTextSchema),
});
const CssQuerySchema = v.object({ filename: TextSchema });
const TrackingBodySchema = v.object({ events: v.array(RecordSchema) });

/**
 * The request's language for an answer that names items (itemSearchLocale), as the argument list
 * to pass on: none without one. The answer varies with it, so a shared cache never hands a Spanish
 * answer to an English page.
 */
function language(c: Context): Language {
  c.header('Vary', 'Accept-Language', { append: true });
  const locale = itemSearchLocale(c.req.header('accept-language'));
  return locale === undefined ? [] : [locale];
}

/**
 * The item, vehicle, inventory, provider-check and shared look-up calls of QuoteApi under
 * `/ng` (docs/behaviour/quote-flow.md §7, docs/behaviour/back-office.md §7). List answers are wrapped in
 * the field the spec says the client reads (`item`, `make`, `model`, `move_items`,
 * `default_items`, `items`, `stores`, `filename`). The item search, the item lookup, the
 * furniture defaults, the removal items and the eBay item's lines name items in the request's
 * `Accept-Language` (Spanish or English names). The eBay item lookup answers the listing as it
 * is (`item_id`, `title`, `items`), an unknown id 404 with `ebay_listing_not_found`.
 */
export function addCatalogueRoutes(ng: Hono, quote: QuoteApi): void {
  const named = quote as unknown as LocalisedNamingCalls;
  ng.get('/item-search', async (c) => {
    const query = readQuery(c, ItemSearchQuerySchema);
    if (!query.ok) return query.response;
    const [locale] = language(c);
    const search: LocalisedItemSearch = locale === undefined ? query.value : { ...query.value, locale };
    return answer(c, await quote.searchItems(search, c.req.raw.signal));
  });
  ng.get('/get_item', async (c) => {
    const query = readQuery(c, ItemQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ item: await named.getItem(query.value.item_id, c.req.raw.signal, ...language(c)) });
  });
  ng.get('/search/make', async (c) => {
    const query = readQuery(c, MakeQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ make: await quote.getMakes(query.value.category_id, c.req.raw.signal) });
  });
  ng.get('/search/model', async (c) => {
    const query = readQuery(c, ModelQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ model: await quote.getModels(query.value, c.req.raw.signal) });
  });
  ng.get('/api/v3/actions/get-vehicle-data', async (c) => {
    const query = readQuery(c, PlateQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ move_items: await quote.getVehicleByPlate(query.value.plate_number, c.req.raw.signal) });
  });
  ng.get('/inventory/furniture-defaults', async (c) =>
    answer(c, await named.getFurnitureDefaults(c.req.raw.signal, ...language(c))),
  );
  ng.get('/inventory/removal-default-items', async (c) => {
    const query = readQuery(c, PropertyQuerySchema);
    if (!query.ok) return query.response;
    const property = query.value.origin_type_of_property;
    return c.json({ default_items: await named.getRemovalDefaultItems(property, c.req.raw.signal, ...language(c)) });
  });
  ng.get('/inventory/removal-preset', async (c) => {
    const query = readQuery(c, PropertyQuerySchema);
    if (!query.ok) return query.response;
    const property = query.value.origin_type_of_property;
    return c.json({ items: await named.getRemovalPreset(property, c.req.raw.signal, ...language(c)) });
  });
  ng.get('/listings/ebay-item', async (c) => {
    const query = readQuery(c, EbayItemQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await named.getEbayItem(query.value.item_id, c.req.raw.signal, ...language(c)));
  });

  ng.get('/providers/check-username', async (c) => {
    const query = readQuery(c, UsernameQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.checkUsername(query.value.username, c.req.raw.signal));
  });
  ng.get('/providers/check-email-valid', async (c) => {
    const query = readQuery(c, EmailQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.checkEmailValid(query.value.email, c.req.raw.signal));
  });
  ng.get('/providers/check-email-duplicate', async (c) => {
    const query = readQuery(c, EmailQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.checkEmailDuplicate(query.value.email, c.req.raw.signal));
  });
  ng.get('/providers/check-phone-duplicate', async (c) => {
    const query = readQuery(c, PhoneQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.checkPhoneDuplicate(query.value, c.req.raw.signal));
  });
  ng.get('/providers/check-phone-valid', async (c) => {
    const query = readQuery(c, PhoneQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.checkPhoneValid(query.value, c.req.raw.signal));
  });

  ng.get('/api/v3/actions/get-personalised-number', async (c) => {
    const query = readQuery(c, PersonalisedNumberQuerySchema);
    if (!query.ok) return query.response;
    return answer(c, await quote.getPersonalisedNumber(query.value, c.req.raw.signal));
  });
  ng.get('/api/v3/affiliates/:store/stores', async (c) =>
    c.json({ stores: await quote.getAffiliateStores(c.req.param('store'), c.req.raw.signal) }),
  );
  ng.get('/api/v3/actions/css-filename', async (c) => {
    const query = readQuery(c, CssQuerySchema);
    if (!query.ok) return query.response;
    return c.json({ filename: await quote.getCssFilename(query.value.filename, c.req.raw.signal) });
  });
  ng.post('/api/v3/tracking', async (c) => {
    const body = await readJson(c, TrackingBodySchema);
    if (!body.ok) return body.response;
    return answer(c, await quote.trackEvents(body.value.events, c.req.raw.signal));
  });
}
