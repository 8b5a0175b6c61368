import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  VAN_TYPE_IDS,
  VAN_TYPE_KEYS,
  VAN_TYPES,
  type VanTypeKey,
  VanTypeSchema,
  vanTypeOf,
} from '../../src/model/index.js';

/** Load volume (m³) and payload (kg) ranges of docs/domain-notes.md "Vans"; luton "about 20 m³, about 1,000 kg". */
const tradeFigures = {
  small_transit: { m3: [5.8, 6.8], kg: [1100, 1350] },
  large_transit: { m3: [9.6, 15.1], kg: [940, 2281] },
  luton_van: { m3: [17, 22], kg: [800, 1200] },
} as const;

describe('van types (docs/behaviour/quote-flow.md §3, §9)', () => {
  it('VAN_TYPE_KEYS lists every key of VanTypeKey, and nothing else', () => {
    expectTypeOf<(typeof VAN_TYPE_KEYS)[number]>().toEqualTypeOf<VanTypeKey>();
    expect(new Set(VAN_TYPE_KEYS).size).toBe(VAN_TYPE_KEYS.length);
  });

  it.each([
    ['small_transit', 30],
    ['large_transit', 34],
    ['luton_van', 40],
  ] as const)('%s has id %i', (key, id) => {
    expect(VAN_TYPE_IDS[key]).toBe(id);
    expect(VAN_TYPES[key].id).toBe(id);
    expect(VAN_TYPES[key].type).toBe(key);
  });

  it.each(VAN_TYPE_KEYS)(
    '%s has label, info, description, length, height, width and payload, valid against VanTypeSchema',
    (key) => {
      const van = VAN_TYPES[key];
      expect(v.parse(VanTypeSchema, van)).toEqual(van);
      for (const text of [van.label, van.info, van.description]) expect(text.length).toBeGreaterThan(0);
    },
  );

  it.each(VAN_TYPE_KEYS)('%s load space and payload are within the trade figures of docs/domain-notes.md', (key) => {
    const van = VAN_TYPES[key];
    const m3 = (van.length * van.height * van.width) / 1_000_000;
    const {
      m3: [minM3, maxM3],
      kg: [minKg, maxKg],
    } = tradeFigures[key];
    expect(m3).toBeGreaterThanOrEqual(minM3);
    expect(m3).toBeLessThanOrEqual(maxM3);
    expect(van.payload).toBeGreaterThanOrEqual(minKg);
    expect(van.payload).toBeLessThanOrEqual(maxKg);
  });

  it('vans grow from small transit to luton in load space', () => {
    const volumes = VAN_TYPE_KEYS.map((key) => VAN_TYPES[key].length * VAN_TYPES[key].height * VAN_TYPES[key].width);
    expect([...volumes].sort((a, b) => a - b)).toEqual(volumes);
  });

  it.each([
    ['luton_van', 'luton_van'],
    [34, 'large_transit'],
    [{ type: 'small_transit' }, 'small_transit'],
    [{ id: 40 }, 'luton_van'],
    ['transit', undefined],
    [null, undefined],
    [99, undefined],
  ])('vanTypeOf(%o) is the %s row', (selected, expected) => {
    expect(vanTypeOf(selected)?.type).toBe(expected);
  });
});
