import { itemVolumeCubicMetres, MoveItemSchema, toMoveItem } from '@haulkit/core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createDemoQuoteApi } from '../src/index.js';
import { knownEbayItemIds, knownPlates, propertyTypeKeys } from '../src/quote/index.js';
import { demoPorts, fixedClock, SOFA_MOVE } from './fixtures.js';

const api = createDemoQuoteApi({ now: fixedClock });
const CUBIC_FEET_PER_M3 = 35.3147;

describe('demo vehicles and pianos', () => {
  it('lists at least 15 car makes, each with several models', async () => {
    const makes = await api.getMakes(4);
    expect(makes.length).toBeGreaterThanOrEqual(15);
    for (const make of makes)
      expect((await api.getModels({ make_id: make.make_id, category_id: 4 })).length).toBeGreaterThanOrEqual(3);
    expect(makes.map((make) => make.make_name)).toEqual(
      expect.arrayContaining(['Ford', 'Vauxhall', 'Volkswagen', 'BMW', 'Toyota', 'Tesla']),
    );
  });

  it('filters models by the typed text, and lists piano makes for the piano category', async () => {
    expect(await api.getModels({ make_id: 1, model_name: 'fi', category_id: 4 })).toEqual([
      { model_id: 101, model_name: 'Fiesta', make_id: 1 },
    ]);
    expect(await api.getModels({ make_id: 999, category_id: 4 })).toEqual([]);
    expect((await api.getMakes(3)).map((make) => make.make_name)).toContain('Steinway & Sons');
  });

  it.each(knownPlates())(
    'plate %s gives the vehicle as a move item with make, model, size and weight',
    async (plate) => {
      expect(knownPlates().length).toBeGreaterThanOrEqual(10);
      const [item, ...rest] = await api.getVehicleByPlate(plate.toLowerCase().replace(/^(..)(..)/, '$1$2 '));
      expect(rest).toEqual([]);
      expect(v.safeParse(MoveItemSchema, item).success).toBe(true);
      expect(item).toMatchObject({
        quantity: 1,
        make_name: expect.any(String),
        model_name: expect.any(String),
        category_id: 4,
      });
      expect(Number(item?.depth)).toBeGreaterThan(300);
      expect(Number(item?.weight)).toBeGreaterThan(800);
    },
  );

  it('an unknown plate rejects with an input error on plate_number (the plate-number error flag)', async () => {
    await expect(api.getVehicleByPlate('ZZ99 ZZZ')).rejects.toMatchObject({
      code: 'input',
      body: { errors: { input: { plate_number: ['plate_not_found'] } } },
    });
  });
});

describe('demo eBay listings (back-office §2 eBay item, §5, §8)', () => {
  it.each(knownEbayItemIds())('item %s is a 12-digit id whose listing holds catalogue items', async (id) => {
    expect(knownEbayItemIds().length).toBeGreaterThanOrEqual(3);
    expect(id).toMatch(/^\d{12}$/);
    const listing = await api.getEbayItem(id);
    expect(listing.item_id).toBe(id);
    expect(listing.title.length).toBeGreaterThan(5);
    expect(listing.items.length).toBeGreaterThan(0);
    for (const item of listing.items) {
      expect(v.safeParse(MoveItemSchema, toMoveItem(item)).success).toBe(true);
      expect(item.qty).toBeGreaterThanOrEqual(1);
    }
  });

  it('the sofa listing holds a 3-seat sofa and an armchair; the dining set a table and 6 chairs', async () => {
    const names = async (id: string) => (await api.getEbayItem(id)).items.map((item) => `${item.qty} × ${item.name}`);
    expect(await names('204512345678')).toEqual(['1 × 3-seat sofa', '1 × Armchair']);
    expect(await names('314298765432')).toEqual(['1 × Extending dining table', '6 × Dining chair']);
    expect(await names(' 125566778899 ')).toEqual(['1 × Double wardrobe']);
  });

  it('an unknown id rejects 404, coded ebay_listing_not_found, refused on item_id', async () => {
    await expect(api.getEbayItem('999999999999')).rejects.toMatchObject({
      code: 'ebay_listing_not_found',
      status: 404,
      body: { errors: { input: { item_id: ['ebay_listing_not_found'] } } },
    });
  });
});

describe('demo inventory', () => {
  it('furniture defaults are grouped by category, with a Clothing group the phone view may drop', async () => {
    const groups = await api.getFurnitureDefaults();
    expect(Object.keys(groups)).toEqual(
      expect.arrayContaining(['Living room', 'Bedroom', 'Kitchen and appliances', 'Clothing']),
    );
    for (const items of Object.values(groups)) expect(items.length).toBeGreaterThan(0);
  });

  it('names groups and items in Spanish for an es-ES context, or for a call that asks for es-ES', async () => {
    const english = await api.getFurnitureDefaults();
    const spanish = await createDemoQuoteApi({ now: fixedClock, locale: 'es-ES' }).getFurnitureDefaults();
    expect(Object.keys(spanish)).toEqual([
      'Salón',
      'Dormitorio',
      'Comedor',
      'Cocina y electrodomésticos',
      'Despacho',
      'Jardín',
      'Cajas y embalaje',
      'Ropa',
    ]);
    expect(spanish['Salón']?.[0]).toMatchObject({ item_id: 102, name: 'Sofá de 3 plazas' });
    expect(english['Living room']?.[0]).toMatchObject({ item_id: 102, name: '3-seat sofa' });
    // The same items, sizes and order in both languages: only the names differ.
    const shape = (groups: typeof english) =>
      Object.values(groups).map((items) => items.map(({ name: _name, ...rest }) => rest));
    expect(shape(spanish)).toEqual(shape(english));
    // The reference server passes each request's language; it wins over the context's.
    expect(Object.keys(await api.getFurnitureDefaults(undefined, 'es'))).toContain('Ropa');
    expect(Object.keys(await api.getFurnitureDefaults(undefined, 'fr-FR'))).toContain('Clothing');
  });

  it('names removal rooms, presets, looked-up items and eBay lines in the asked language', async () => {
    const rooms = await api.getRemovalDefaultItems('2 Bedroom Flat', undefined, 'es-ES');
    expect(rooms['0']?.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Caja pequeña', 'Caja mediana', 'Caja grande']),
    );
    const preset = await api.getRemovalPreset('studio', undefined, 'es-ES');
    const englishPreset = await api.getRemovalPreset('studio');
    expect(preset.map((item) => item.item_id)).toEqual(englishPreset.map((item) => item.item_id));
    expect(preset.map((item) => item.name)).not.toEqual(englishPreset.map((item) => item.name));
    expect(await api.getItem('845', undefined, 'es-ES')).toMatchObject({ item_id: 845, name: 'Caja grande' });
    const [ebayId = ''] = knownEbayItemIds();
    const ebay = await api.getEbayItem(ebayId, undefined, 'es-ES');
    const englishEbay = await api.getEbayItem(ebayId);
    expect(ebay.title).toBe(englishEbay.title);
    expect(ebay.items.map((item) => item.item_id)).toEqual(englishEbay.items.map((item) => item.item_id));
    expect(ebay.items.map((item) => item.name)).not.toEqual(englishEbay.items.map((item) => item.name));
  });

  const BANDS: Record<string, { boxes: [number, number]; cubicFeet: [number, number] }> = {
    studio: { boxes: [10, 20], cubicFeet: [150, 350] },
    '1-bed-flat': { boxes: [20, 25], cubicFeet: [250, 500] },
    '2-bed-flat': { boxes: [40, 45], cubicFeet: [500, 700] },
    '2-bed-house': { boxes: [40, 45], cubicFeet: [500, 700] },
    '3-bed-house': { boxes: [60, 65], cubicFeet: [750, 1000] },
    '4-bed-house': { boxes: [80, 85], cubicFeet: [1000, 1500] },
  };

  it.each(propertyTypeKeys())('the %s preset has docs/domain-notes.md box counts and volume', async (type) => {
    const band = BANDS[type];
    if (!band) throw new Error(`no band for ${type}`);
    const preset = await api.getRemovalPreset(type);
    const boxes = preset
      .filter((item) => [1020, 884, 845, 28424].includes(Number(item.item_id)))
      .reduce((sum, item) => sum + (item.qty ?? 1), 0);
    const cubicFeet =
      preset.reduce((sum, item) => sum + itemVolumeCubicMetres(toMoveItem(item)), 0) * CUBIC_FEET_PER_M3;
    expect(boxes).toBeGreaterThanOrEqual(band.boxes[0]);
    expect(boxes).toBeLessThanOrEqual(band.boxes[1]);
    expect(cubicFeet).toBeGreaterThanOrEqual(band.cubicFeet[0]);
    expect(cubicFeet).toBeLessThanOrEqual(band.cubicFeet[1]);
    expect(preset.every((item) => typeof item.location_id === 'number')).toBe(true);
  });

  it('removal default items come by room (location_id as text, 0 for boxes)', async () => {
    const rooms = await api.getRemovalDefaultItems('3 Bedroom House');
    // Integer-like keys come in ascending order in any JSON object.
    expect(Object.keys(rooms)).toEqual(['0', '1', '2', '3', '4', '5', '6', '8', '10']);
    expect(rooms['0']?.map((item) => item.item_id)).toEqual([1020, 884, 845, 28424, 26688]);
    await expect(api.getRemovalDefaultItems('castle')).rejects.toMatchObject({ code: 'input' });
  });
});

describe('demo quote calls', () => {
  it('stores, loads, lists and records the history of pre-listings', async () => {
    const { quote } = demoPorts();
    await expect(quote.loadPrelisting('pl-1')).rejects.toMatchObject({ code: 'notFound', status: 404 });
    await quote.savePrelisting('pl-1', SOFA_MOVE);
    await quote.saveSpecialInstructions('pl-1', 'Third floor, no lift');
    await quote.sendQuote('pl-1', { quotes_to: 'ann@example.com', emailType: 'reminder' });
    expect(await quote.loadPrelisting('pl-1')).toMatchObject({
      pre_listing_id: 'pl-1',
      special_instruction: 'Third floor, no lift',
    });
    expect((await quote.getPrelistingHistory('pl-1')).map((entry) => entry.event)).toEqual([
      'saved',
      'special_instructions',
      'quote_sent',
    ]);
    expect((await quote.getActivePrelistings()).map((listing) => listing.pre_listing_id)).toEqual(['pl-1']);
    // Core's e-mail rule, as the reference server's route checks it (§8 not_valid_email).
    for (const address of ['not an email', 'ann@example..com', ' '])
      await expect(quote.sendQuote('pl-1', { quotes_to: address })).rejects.toMatchObject({
        body: { errors: { input: { quotes_to: ['not_valid_email'] } } },
      });
  });

  it('looks items up by id; an unknown id rejects', async () => {
    expect(await api.getItem('845')).toMatchObject({ item_id: 845, name: 'Large box', width: 55 });
    await expect(api.getItem(1)).rejects.toMatchObject({ code: 'notFound' });
  });

  it.each([
    ['checkUsername', 'newcomer', true],
    ['checkUsername', '  ', false],
    ['checkUsername', 'Admin', false],
    ['checkEmailValid', 'ann@example.com', true],
    ['checkEmailValid', 'ann@example', false],
    ['checkEmailDuplicate', 'taken@example.com', false],
    ['checkEmailDuplicate', 'new@example.com', true],
  ] as const)('%s(%j) → success %s', async (method, value, success) => {
    expect(await api[method](value)).toEqual({ success });
  });

  it.each([
    [{ phone_number: '07700 900123' }, true, true],
    [{ mobile_phone_number: '+44 7700 900000' }, true, false],
    [{ phone_number: '12345' }, false, true],
  ] as const)('phone %j: valid %s, not registered %s', async (request, valid, fresh) => {
    expect(await api.checkPhoneValid(request)).toEqual({ success: valid });
    expect(await api.checkPhoneDuplicate(request)).toEqual({ success: fresh });
  });

  it('answers the trust rating, a personalised number per quote, stores and a hashed stylesheet', async () => {
    expect(await api.getTrustRating()).toEqual({ numberOfReviews: 48_213, score: { trustScore: 4.7 } });
    const number = await api.getPersonalisedNumber({ category_id: 1, call_requested: true, pre_listing_id: 'pl-1' });
    expect(number).toMatchObject({ is_personalised: true, national: '0330 808 5252' });
    expect(number.full_extended).toBe(`+443308085252,${number.extension}`);
    expect(await api.getAffiliateStores('nobody')).toEqual([]);
    expect(await api.getCssFilename('theme')).toMatch(/^theme\.[0-9a-f]{8}\.css$/);
  });

  it('keeps the tracking calls in order; an empty event batch sends nothing', async () => {
    const quote = createDemoQuoteApi();
    await quote.trackStage({ process: 'quote', stage: 'items', step: 'exit' });
    await quote.trackEvents([]);
    await quote.trackEvents([{ name: 'search' }]);
    expect(quote.getTrackingLog().map((entry) => entry.kind)).toEqual(['stage', 'events']);
  });
});
