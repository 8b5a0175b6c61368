import { describe, expect, it } from 'vitest';
import { type BoundCode, checkCustomItem, checkCustomItemBounds } from '../../src/rules/custom-item/index.js';

type Status = 'ok' | 'warning' | 'blocked';
type Row = [
  label: string,
  sizes: [number, number, number],
  weight: number,
  unit: string,
  weightUnit: string,
  status: Status,
  codes: BoundCode[],
];

const statusAndCodes = (row: Row) => {
  const [, [width, height, depth], weight, dimension_unit, weight_unit] = row;
  const check = checkCustomItem({ name: 'Thing', width, height, depth, weight, dimension_unit, weight_unit });
  return { status: check.status, codes: 'codes' in check ? check.codes : [] };
};

describe('custom item sides, after conversion to cm (spec §5: warn under 1 or over 300 cm, block under 1 or over 450 cm)', () => {
  it.each<Row>([
    ['0.99 cm blocks', [0.99, 100, 100], 20, 'cm', 'kg', 'blocked', ['sideTooSmall']],
    ['1 cm passes', [1, 100, 100], 20, 'cm', 'kg', 'ok', []],
    ['300 cm passes', [300, 50, 50], 20, 'cm', 'kg', 'ok', []],
    ['300.01 cm warns', [50, 300.01, 50], 20, 'cm', 'kg', 'warning', ['sideTooLarge']],
    ['450 cm warns', [50, 50, 450], 20, 'cm', 'kg', 'warning', ['sideTooLarge']],
    ['450.01 cm blocks', [450.01, 50, 50], 20, 'cm', 'kg', 'blocked', ['sideTooLarge']],
    ['0.39 in (0.99 cm) blocks', [0.39, 40, 40], 20, 'in', 'kg', 'blocked', ['sideTooSmall']],
    ['0.4 in (1.02 cm) passes', [0.4, 40, 40], 20, 'in', 'kg', 'ok', []],
    ['118.11 in (299.999 cm) passes', [118.11, 20, 20], 20, 'in', 'kg', 'ok', []],
    ['118.12 in (300.02 cm) warns', [118.12, 20, 20], 20, 'in', 'kg', 'warning', ['sideTooLarge']],
    ['177.16 in (449.99 cm) warns', [20, 177.16, 20], 20, 'in', 'kg', 'warning', ['sideTooLarge']],
    ['177.17 in (450.01 cm) blocks', [20, 177.17, 20], 20, 'in', 'kg', 'blocked', ['sideTooLarge']],
    ['0.03 ft (0.91 cm) blocks', [0.03, 3.3, 3.3], 20, 'ft', 'kg', 'blocked', ['sideTooSmall']],
    ['0.04 ft (1.22 cm) passes', [0.04, 3.3, 3.3], 20, 'ft', 'kg', 'ok', []],
    ['9.84 ft (299.92 cm) passes', [9.84, 1.5, 1.5], 20, 'ft', 'kg', 'ok', []],
    ['9.85 ft (300.23 cm) warns', [9.85, 1.5, 1.5], 20, 'ft', 'kg', 'warning', ['sideTooLarge']],
    ['14.76 ft (449.88 cm) warns', [1.5, 1.5, 14.76], 20, 'ft', 'kg', 'warning', ['sideTooLarge']],
    ['14.77 ft (450.19 cm) blocks', [1.5, 1.5, 14.77], 20, 'ft', 'kg', 'blocked', ['sideTooLarge']],
    ['9.9 mm blocks', [9.9, 1000, 1000], 20, 'mm', 'kg', 'blocked', ['sideTooSmall']],
    ['10 mm passes', [10, 1000, 1000], 20, 'mm', 'kg', 'ok', []],
    ['3000 mm passes', [3000, 500, 500], 20, 'mm', 'kg', 'ok', []],
    ['3000.1 mm warns', [3000.1, 500, 500], 20, 'mm', 'kg', 'warning', ['sideTooLarge']],
    ['4500 mm warns', [500, 4500, 500], 20, 'mm', 'kg', 'warning', ['sideTooLarge']],
    ['4500.1 mm blocks', [500, 4500.1, 500], 20, 'mm', 'kg', 'blocked', ['sideTooLarge']],
    ['3 m passes', [3, 0.5, 0.5], 20, 'm', 'kg', 'ok', []],
    ['3.01 m warns', [3.01, 0.5, 0.5], 20, 'm', 'kg', 'warning', ['sideTooLarge']],
    ['4.5 m warns', [0.5, 0.5, 4.5], 20, 'm', 'kg', 'warning', ['sideTooLarge']],
    ['4.51 m blocks', [0.5, 0.5, 4.51], 20, 'm', 'kg', 'blocked', ['sideTooLarge']],
  ])('%s', (...row) => {
    expect(statusAndCodes(row)).toEqual({ status: row[5], codes: row[6] });
  });
});

describe('custom item volume in cm³ (spec §5: warn under 8,000 or over 4,000,000, block over 10,000,000)', () => {
  it.each<Row>([
    ['7,999 cm³ warns', [79.99, 10, 10], 20, 'cm', 'kg', 'warning', ['volumeTooSmall']],
    ['8,000 cm³ passes', [20, 20, 20], 20, 'cm', 'kg', 'ok', []],
    ['4,000,000 cm³ passes', [200, 200, 100], 20, 'cm', 'kg', 'ok', []],
    ['4,000,400 cm³ warns', [200, 200, 100.01], 20, 'cm', 'kg', 'warning', ['volumeTooLarge']],
    ['10,000,000 cm³ warns', [250, 200, 200], 20, 'cm', 'kg', 'warning', ['volumeTooLarge']],
    ['10,000,500 cm³ blocks', [250, 200, 200.01], 20, 'cm', 'kg', 'blocked', ['volumeTooLarge']],
    ['7.87 in cube (7,988 cm³) warns', [7.87, 7.87, 7.87], 20, 'in', 'kg', 'warning', ['volumeTooSmall']],
    ['7.88 in cube (8,018 cm³) passes', [7.88, 7.88, 7.88], 20, 'in', 'kg', 'ok', []],
    ['62.5 × 62.5 × 62.48 in (3,999,468 cm³) passes', [62.5, 62.5, 62.48], 20, 'in', 'kg', 'ok', []],
    [
      '62.5 × 62.5 × 62.49 in (4,000,108 cm³) warns',
      [62.5, 62.5, 62.49],
      20,
      'in',
      'kg',
      'warning',
      ['volumeTooLarge'],
    ],
    ['7 × 7 × 7.2 ft (9,990,183 cm³) warns', [7, 7, 7.2], 20, 'ft', 'kg', 'warning', ['volumeTooLarge']],
    ['7 × 7 × 7.21 ft (10,004,059 cm³) blocks', [7, 7, 7.21], 20, 'ft', 'kg', 'blocked', ['volumeTooLarge']],
    ['2000 × 2000 × 1000 mm (4,000,000 cm³) passes', [2000, 2000, 1000], 20, 'mm', 'kg', 'ok', []],
    ['2000 × 2000 × 1000.1 mm warns', [2000, 2000, 1000.1], 20, 'mm', 'kg', 'warning', ['volumeTooLarge']],
    ['2.5 × 2 × 2 m (10,000,000 cm³) warns', [2.5, 2, 2], 20, 'm', 'kg', 'warning', ['volumeTooLarge']],
    ['2.5 × 2 × 2.01 m blocks', [2.5, 2, 2.01], 20, 'm', 'kg', 'blocked', ['volumeTooLarge']],
  ])('%s', (...row) => {
    expect(statusAndCodes(row)).toEqual({ status: row[5], codes: row[6] });
  });

  it.each([
    [7_999, 20, 20, 'warning', ['volumeTooSmall']],
    [8_000, 20, 20, 'ok', []],
    [4_000_000, 200, 200, 'ok', []],
    [4_000_001, 200, 200, 'warning', ['volumeTooLarge']],
    [10_000_000, 250, 200, 'warning', ['volumeTooLarge']],
    [10_000_001, 250, 200, 'blocked', ['volumeTooLarge']],
  ] as const)('a volume of exactly %i cm³ (%i × %i × the rest) gives %s', (volume, width, height, status, codes) => {
    const check = checkCustomItemBounds({
      widthCm: width,
      heightCm: height,
      depthCm: volume / (width * height),
      weightKg: 20,
    });
    expect({ status: check.status, codes: 'codes' in check ? check.codes : [] }).toEqual({ status, codes });
  });
});

describe('custom item weight, after conversion to kg (spec §5: warn over 250 kg, block under 1 or over 10,000 kg)', () => {
  it.each<Row>([
    ['0.99 kg blocks', [50, 50, 50], 0.99, 'cm', 'kg', 'blocked', ['weightTooLight']],
    ['1 kg passes', [50, 50, 50], 1, 'cm', 'kg', 'ok', []],
    ['250 kg passes', [50, 50, 50], 250, 'cm', 'kg', 'ok', []],
    ['250.01 kg warns', [50, 50, 50], 250.01, 'cm', 'kg', 'warning', ['weightTooHeavy']],
    ['10,000 kg warns', [50, 50, 50], 10_000, 'cm', 'kg', 'warning', ['weightTooHeavy']],
    ['10,000.01 kg blocks', [50, 50, 50], 10_000.01, 'cm', 'kg', 'blocked', ['weightTooHeavy']],
    ['2.22 lbs (0.999 kg) blocks', [50, 50, 50], 2.22, 'cm', 'lbs', 'blocked', ['weightTooLight']],
    ['2.23 lbs (1.0035 kg) passes', [50, 50, 50], 2.23, 'cm', 'lbs', 'ok', []],
    ['555.55 lbs (249.9975 kg) passes', [50, 50, 50], 555.55, 'cm', 'lbs', 'ok', []],
    ['555.56 lbs (250.002 kg) warns', [50, 50, 50], 555.56, 'cm', 'lbs', 'warning', ['weightTooHeavy']],
    ['22,222.22 lbs (9,999.999 kg) warns', [50, 50, 50], 22_222.22, 'cm', 'lbs', 'warning', ['weightTooHeavy']],
    ['22,222.23 lbs (10,000.0035 kg) blocks', [50, 50, 50], 22_222.23, 'cm', 'lbs', 'blocked', ['weightTooHeavy']],
  ])('%s', (...row) => {
    expect(statusAndCodes(row)).toEqual({ status: row[5], codes: row[6] });
  });
});

describe('a custom item result says exactly which bound was crossed', () => {
  it('names the field, the value in cm and the limit', () => {
    expect(checkCustomItem({ name: 'Sofa', width: 320, height: 80, depth: 90, weight: 60 })).toMatchObject({
      status: 'warning',
      codes: ['sideTooLarge'],
      issues: [{ code: 'sideTooLarge', field: 'width', value: 320, limit: 300 }],
    });
  });

  it('lists every crossed soft bound together', () => {
    const check = checkCustomItem({ name: 'Slab', width: 310, height: 310, depth: 50, weight: 300 });
    expect(check).toMatchObject({ status: 'warning', codes: ['sideTooLarge', 'volumeTooLarge', 'weightTooHeavy'] });
    expect(check.status === 'warning' && check.issues.map((issue) => issue.field)).toEqual([
      'width',
      'height',
      'volume',
      'weight',
    ]);
  });

  it('when blocked, lists only the blocking bounds, since confirming cannot get past them', () => {
    expect(checkCustomItem({ name: 'Beam', width: 500, height: 10, depth: 10, weight: 300 })).toMatchObject({
      status: 'blocked',
      issues: [{ code: 'sideTooLarge', field: 'width', value: 500, limit: 450 }],
    });
  });

  it('gives the sizes in cm, kg and cm³ it checked', () => {
    expect(
      checkCustomItem({
        name: 'Box',
        width: 10,
        height: 10,
        depth: 10,
        weight: 10,
        dimension_unit: 'in',
        weight_unit: 'lbs',
      }),
    ).toMatchObject({
      status: 'ok',
      measures: { widthCm: 25.4, heightCm: 25.4, depthCm: 25.4, weightKg: 4.5, volumeCm3: 16387.064 },
    });
  });
});
