import { describe, expect, it } from 'vitest';
import {
  INVENTORY_ROOM_IDS,
  isPropertyType,
  PROPERTY_TYPES,
  propertyTypeMessageKeys,
  readPropertyType,
  removalInventoryMessage,
  roomMessageKey,
} from '../../src/index.js';

describe('property types of the removal inventory (origin_type_of_property; the demo’s keys)', () => {
  it('offers the six types of home, smallest first', () => {
    expect(PROPERTY_TYPES).toEqual(['studio', '1-bed-flat', '2-bed-flat', '2-bed-house', '3-bed-house', '4-bed-house']);
  });

  it.each([
    ['2-bed-flat', '2-bed-flat'],
    [' 3-Bed-House ', '3-bed-house'],
    ['STUDIO', 'studio'],
    ['5-bed-house', undefined],
    ['', undefined],
    [42, undefined],
    [null, undefined],
  ])('reads %j as %j', (text, expected) => {
    expect(readPropertyType(text)).toBe(expected);
  });

  it('isPropertyType takes the keys only as written', () => {
    expect(isPropertyType('1-bed-flat')).toBe(true);
    expect(isPropertyType('1-Bed-Flat')).toBe(false);
  });

  it.each(['en-GB', 'en-IE', 'es-ES'] as const)('every type and room has words in %s', (locale) => {
    for (const type of PROPERTY_TYPES) {
      const { name, typical } = propertyTypeMessageKeys(type);
      expect(removalInventoryMessage(locale, name)).not.toBe(name);
      expect(removalInventoryMessage(locale, typical)).not.toBe(typical);
    }
    for (const room of INVENTORY_ROOM_IDS) {
      const key = roomMessageKey(room);
      expect(key).not.toBeNull();
      if (key) expect(removalInventoryMessage(locale, key)).not.toBe(key);
    }
    expect(roomMessageKey(11)).toBeNull();
  });

  it('names rooms by location_id: 0 is boxes (§3)', () => {
    expect(removalInventoryMessage('en-GB', 'room_0')).toBe('Boxes');
    expect(removalInventoryMessage('es-ES', 'room_1')).toBe('Salón');
    expect(removalInventoryMessage('en-GB', 'roomOther', { id: 11 })).toBe('Room 11');
  });
});
