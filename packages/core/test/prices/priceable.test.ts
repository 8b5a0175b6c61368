import { describe, expect, it } from 'vitest';
import { isPriceable, type Listing } from '../../src/index.js';

const london = { postcode: 'SW1A 2AA', latitude: 51.5034, longitude: -0.1276 };
const cardiff = { postcode: 'CF10 2BU', latitude: 51.4816, longitude: -3.1791 };
const sofa = { fake_id: 'sofa', name: 'Sofa', quantity: 1 };

describe('isPriceable: the job can be priced', () => {
  it.each<[string, Listing, boolean]>([
    [
      'both addresses and an item',
      { pickup_address_data: london, delivery_address_data: cardiff, move_items: [sofa] },
      true,
    ],
    ['no items', { pickup_address_data: london, delivery_address_data: cardiff, move_items: [] }, false],
    [
      'an item at quantity 0',
      { pickup_address_data: london, delivery_address_data: cardiff, move_items: [{ ...sofa, quantity: 0 }] },
      false,
    ],
    ['no delivery address', { pickup_address_data: london, move_items: [sofa] }, false],
    [
      'a pickup address without coordinates',
      { pickup_address_data: { postcode: 'SW1A 2AA' }, delivery_address_data: cardiff, move_items: [sofa] },
      false,
    ],
    [
      'coordinates as text',
      {
        pickup_address_data: { latitude: '51.5', longitude: '-0.12' },
        delivery_address_data: cardiff,
        move_items: [sofa],
      },
      true,
    ],
    ['nothing', { move_items: [] }, false],
  ] as never)('%s → %s', (_case, listing, expected) => {
    expect(isPriceable(listing)).toBe(expected);
  });
});
