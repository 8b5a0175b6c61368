import { describe, expect, it } from 'vitest';
import {
  backOfficeCubicMetres,
  dimensionUnitOf,
  itemVolumeCubicMetres,
  lengthToCm,
  metresToMiles,
  readMeasure,
  roundBackOfficeMeasure,
  roundCustomItemValue,
  volumeToCubicMetres,
  weightToKg,
  weightUnitOf,
} from '../../src/rules/units/index.js';

describe('reading a typed measure', () => {
  it.each([
    [12, 12],
    ['12.5', 12.5],
    ['  7 ', 7],
    ['-3', -3],
    ['', undefined],
    ['   ', undefined],
    ['12cm', undefined],
    ['1,5', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ['Infinity', undefined],
    [null, undefined],
    [undefined, undefined],
    [true, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(readMeasure(value)).toBe(expected);
  });
});

describe('length to cm (spec §9: m 100, in 2.54, ft 30.48, mm 0.1)', () => {
  it.each([
    [1, 'cm', 1],
    [1, 'm', 100],
    [1, 'in', 2.54],
    [1, 'ft', 30.48],
    [1, 'mm', 0.1],
    [3, 'm', 300],
    [3000, 'mm', 300],
    [4500, 'mm', 450],
    [10, 'ft', 304.8],
    [118.11, 'in', 299.9994],
    [25, undefined, 25],
    [25, 'yd', 25],
    ['', 'm', 0],
  ])('%j %s is %j cm', (value, unit, expected) => {
    expect(lengthToCm(value, unit)).toBe(expected);
  });
});

describe('weight to kg (spec §9: lbs 0.45)', () => {
  it.each([
    [100, 'lbs', 45],
    [2.22, 'lbs', 0.999],
    [555.56, 'lbs', 250.002],
    [12, 'kg', 12],
    [12, undefined, 12],
    [12, 'stone', 12],
    ['x', 'kg', 0],
  ])('%j %s is %j kg', (value, unit, expected) => {
    expect(weightToKg(value, unit)).toBe(expected);
  });
});

describe('volume to m³ (spec §9: cm 1e-6, in 1.6387e-5, ft 0.0283168, mm 1e-9)', () => {
  it.each([
    [1_000_000, 'cm', 1],
    [1, 'in', 1.6387e-5],
    [35, 'ft', 0.991088],
    [1e9, 'mm', 1],
    [2, 'm', 2],
    [1_000_000, undefined, 1],
  ])('%j cubic %s is %j m³', (value, unit, expected) => {
    expect(volumeToCubicMetres(value, unit)).toBe(expected);
  });

  it('gives an item line volume: width × height × depth in its unit, times its quantity', () => {
    expect(itemVolumeCubicMetres({ width: 100, height: 100, depth: 100, quantity: 2 })).toBe(2);
    expect(itemVolumeCubicMetres({ width: 1, height: 1, depth: 1, dimension_unit: 'm' })).toBe(1);
    expect(itemVolumeCubicMetres({ width: 1, height: 1, depth: 35, dimension_unit: 'ft' })).toBe(0.991088);
  });

  it('gives 0 for an item with a missing side', () => {
    expect(itemVolumeCubicMetres({ width: 100, height: 100 })).toBe(0);
  });
});

describe('units missing or unknown read as the spec defaults (cm, kg)', () => {
  it.each([
    [undefined, 'cm'],
    ['mm', 'mm'],
    ['toString', 'cm'],
    [7, 'cm'],
  ])('dimension unit %j reads as %s', (unit, expected) => {
    expect(dimensionUnitOf(unit)).toBe(expected);
  });
  it.each([
    [undefined, 'kg'],
    ['lbs', 'lbs'],
    ['__proto__', 'kg'],
  ])('weight unit %j reads as %s', (unit, expected) => {
    expect(weightUnitOf(unit)).toBe(expected);
  });
});

describe('distance: metres / 1609.344 = miles (back-office §9)', () => {
  it.each([
    [1609.344, 1],
    [16_093.44, 10],
    [0, 0],
    ['804.672', 0.5],
    ['far', 0],
  ])('%j metres is %j miles', (metres, miles) => {
    expect(metresToMiles(metres)).toBeCloseTo(miles, 12);
  });
});

describe('custom item values: rounded to 2 decimals if fractional, otherwise 0 (spec §5)', () => {
  it.each([
    [12.345, 12.35],
    [12.344, 12.34],
    [1.005, 1.01],
    ['0.125', 0.13],
    [0.004, 0],
    [-1.005, -1.01],
    [300, 300],
    [1e21, 1e21],
    ['', 0],
    [undefined, 0],
    ['abc', 0],
    [Number.NaN, 0],
  ])('%j is kept as %j', (value, expected) => {
    expect(roundCustomItemValue(value)).toBe(expected);
  });
});

describe('back office: dimensions and weights are rounded to whole numbers (back-office §5)', () => {
  it.each([
    [12.4, 12],
    [12.5, 13],
    ['99.99', 100],
    [0.4, 0],
    [-2.5, -3],
    [null, 0],
  ])('%j is shown as %j', (value, expected) => {
    expect(roundBackOfficeMeasure(value)).toBe(expected);
  });
});

describe('back office: cubic metres are at least 1 when the value is fractional (back-office §5)', () => {
  it.each([
    [0.3, 1],
    [0.001, 1],
    [0.999, 1],
    [1, 1],
    [1.5, 1.5],
    [2.456, 2.46],
    [12, 12],
    [0, 0],
    [-0.5, 0],
    ['', 0],
  ])('%j m³ is shown as %j', (value, expected) => {
    expect(backOfficeCubicMetres(value)).toBe(expected);
  });
});
