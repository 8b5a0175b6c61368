import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fakeId } from '../../src/rules/items/fake-id.js';
import {
  CUBIC_FOOT_PRESET,
  CUBIC_METRE_PRESET,
  checkTotalVolume,
  isVolumePresetId,
  presetVolumeCubicMetres,
  VOLUME_PRESETS,
  type VolumePresetId,
} from '../../src/rules/volume/index.js';

describe('volume presets (spec §9)', () => {
  it('1 cubic foot is a 32 cm cube at 2 kg', () => {
    expect(CUBIC_FOOT_PRESET).toMatchObject({ width: 32, height: 32, depth: 32, weight: 2 });
  });

  it('1 cubic metre is a 100 cm cube at 50 kg, 1 m³', () => {
    expect(CUBIC_METRE_PRESET).toMatchObject({ width: 100, height: 100, depth: 100, weight: 50 });
    expect(presetVolumeCubicMetres(CUBIC_METRE_PRESET)).toBe(1);
  });

  it('offers six van fills: Luton and Transit, each full, half and quarter', () => {
    expect(Object.keys(VOLUME_PRESETS).filter((id) => /luton|transit/i.test(id))).toEqual([
      'lutonFull',
      'lutonHalf',
      'lutonQuarter',
      'transitFull',
      'transitHalf',
      'transitQuarter',
    ]);
  });

  it.each([
    ['lutonFull', 18, 21, 1_000],
    ['transitFull', 9.6, 15.1, 1_200],
  ] as const)('a full %s holds a realistic van load (%s–%s m³) at its payload of %i kg', (id, min, max, kg) => {
    const volume = presetVolumeCubicMetres(VOLUME_PRESETS[id]);
    expect(volume).toBeGreaterThanOrEqual(min);
    expect(volume).toBeLessThanOrEqual(max);
    expect(VOLUME_PRESETS[id].weight).toBe(kg);
  });

  it.each([
    ['luton', 'Half', 1 / 2],
    ['luton', 'Quarter', 1 / 4],
    ['transit', 'Half', 1 / 2],
    ['transit', 'Quarter', 1 / 4],
  ] as const)('a %s %s fill is that share of the full van by volume and weight', (van, fill, share) => {
    const full = VOLUME_PRESETS[`${van}Full`];
    const part = VOLUME_PRESETS[`${van}${fill}`];
    expect(presetVolumeCubicMetres(part)).toBeCloseTo(presetVolumeCubicMetres(full) * share, 9);
    expect(part.weight).toBe(full.weight * share);
  });
});

describe('total-volume modal: quantity is required (spec §5)', () => {
  it('makes a custom item from the preset × quantity', () => {
    const check = checkTotalVolume({ preset: 'cubicMetre', quantity: '12' });
    expect(check).toEqual({
      ok: true,
      item: expect.objectContaining({
        name: 'Cubic metre',
        width: 100,
        height: 100,
        depth: 100,
        weight: 50,
        dimension_unit: 'cm',
        weight_unit: 'kg',
        quantity: 12,
        customerItem: true,
      }),
    });
    if (check.ok) expect(check.item.fake_id).toBe(fakeId(check.item));
  });

  it.each(Object.keys(VOLUME_PRESETS) as VolumePresetId[])('makes an item from the %s preset', (preset) => {
    const check = checkTotalVolume({ preset, quantity: 1 });
    expect(check).toMatchObject({ ok: true, item: { ...VOLUME_PRESETS[preset], quantity: 1 } });
  });

  it.each([
    ['no preset', { quantity: 2 }, { code: 'presetRequired' }],
    ['an unknown preset', { preset: 'spaceShuttle', quantity: 2 }, { code: 'presetRequired' }],
    ['an inherited name', { preset: 'toString', quantity: 2 }, { code: 'presetRequired' }],
    ['no quantity', { preset: 'cubicFoot' }, { code: 'quantityRequired' }],
    ['an empty quantity', { preset: 'cubicFoot', quantity: '  ' }, { code: 'quantityRequired' }],
    ['a zero quantity', { preset: 'cubicFoot', quantity: 0 }, { code: 'quantityRequired' }],
    ['a non-numeric quantity', { preset: 'cubicFoot', quantity: 'lots' }, { code: 'quantityRequired' }],
    ['a fractional quantity', { preset: 'cubicFoot', quantity: 2.5 }, { code: 'quantityNotWhole', max: 99_999 }],
    ['a negative quantity', { preset: 'cubicFoot', quantity: -3 }, { code: 'quantityNotWhole', max: 99_999 }],
    ['a quantity over 99,999', { preset: 'cubicFoot', quantity: 100_000 }, { code: 'quantityTooHigh', max: 99_999 }],
  ])('refuses %s', (_case, input, error) => {
    expect(checkTotalVolume(input)).toEqual({ ok: false, ...error });
  });

  it('accepts 99,999, the per-item maximum', () => {
    expect(checkTotalVolume({ preset: 'cubicFoot', quantity: 99_999 })).toMatchObject({
      ok: true,
      item: { quantity: 99_999 },
    });
  });

  it('any input gives an item with a whole quantity from 1 to 99,999, or a coded error (property-based)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...Object.keys(VOLUME_PRESETS)), fc.anything()),
        fc.anything(),
        (preset, quantity) => {
          const check = checkTotalVolume({ preset, quantity });
          if (check.ok) {
            expect(isVolumePresetId(preset)).toBe(true);
            expect(Number.isInteger(check.item.quantity)).toBe(true);
            expect(check.item.quantity).toBeGreaterThanOrEqual(1);
            expect(check.item.quantity).toBeLessThanOrEqual(99_999);
          } else {
            expect(check.code).toMatch(/^(presetRequired|quantityRequired|quantityNotWhole|quantityTooHigh)$/);
          }
        },
      ),
    );
  });
});
