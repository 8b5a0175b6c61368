import {
  fakeId,
  type MoveItem,
  readMeasure,
  type VehicleMake,
  type VehicleModel,
  type VehicleModelQuery,
} from '@haulkit/core';
import { DEMO_CATEGORY_IDS } from '../pricing/constants.js';
import { CAR_MAKES, type MakeRow, type ModelRow, PIANO_MAKES } from './vehicles-data.js';

/** Millimetres per centimetre: rows are in mm, move items in cm. */
const MM_PER_CM = 10;

/**
 * UK registration plates the demo's plate lookup knows (docs/behaviour/quote-flow.md §7
 * get-vehicle-data): plate → make_id and model_id of CAR_MAKES. Made-up plates in the current
 * format (two letters, age identifier, three letters).
 */
// biome-ignore format: one plate per row reads as a table
const PLATES: Readonly<Record<string, readonly [makeId: number, modelId: number]>> = {
  AB12CDE: [1, 101], BD51SMR: [3, 302], LC19XYZ: [4, 402], MA70HLP: [7, 704], YK68ABC: [8, 803],
  GX21VAN: [18, 1801], SN17CAR: [6, 602], WR66MOV: [2, 201], EF23KIA: [9, 903], PK15OLD: [20, 2001],
  NU72EVS: [19, 1903], HJ20LRV: [16, 1601],
};

/** The makes of a category: pianos for the piano category, cars for every other. */
function makesOf(categoryId: number): readonly MakeRow[] {
  return categoryId === DEMO_CATEGORY_IDS.piano ? PIANO_MAKES : CAR_MAKES;
}

/** GET /ng/search/make: the makes of a category, by name. */
export function findMakes(categoryId: number): VehicleMake[] {
  return makesOf(categoryId).map(([make_id, make_name]) => ({ make_id, make_name }));
}

/**
 * GET /ng/search/model: the models of a make whose name contains the typed text (case-insensitive;
 * empty text lists them all). An unknown make has none.
 */
export function findModels(query: VehicleModelQuery): VehicleModel[] {
  const makeId = readMeasure(query.make_id);
  const make = [...CAR_MAKES, ...PIANO_MAKES].find(([id]) => id === makeId);
  const text = (query.model_name ?? '').trim().toLowerCase();
  return (make?.[2] ?? [])
    .filter(([, name]) => name.toLowerCase().includes(text))
    .map(([model_id, model_name]) => ({ model_id, model_name, make_id: make?.[0] ?? query.make_id }));
}

/** The move item of one vehicle or piano: its make and model, footprint in cm and weight in kg. */
export function vehicleItem(make: MakeRow, model: ModelRow, categoryId: number): MoveItem {
  const [model_id, model_name, length, width, height, weight] = model;
  const item = {
    name: `${make[1]} ${model_name}`,
    quantity: 1,
    width: Math.round(width / MM_PER_CM),
    height: Math.round(height / MM_PER_CM),
    depth: Math.round(length / MM_PER_CM),
    weight,
    dimension_unit: 'cm' as const,
    weight_unit: 'kg' as const,
    category_id: categoryId,
    make_id: make[0],
    make_name: make[1],
    model_id,
    model_name,
  };
  return { ...item, fake_id: fakeId(item) };
}

/** A plate as the table keys it: letters and digits only, upper case ("ab12 cde" → "AB12CDE"). */
export function normalisePlate(plate: string): string {
  return String(plate ?? '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The vehicle a plate belongs to as move items, or undefined for an unknown plate. */
export function lookUpPlate(plate: string): MoveItem[] | undefined {
  const entry = PLATES[normalisePlate(plate)];
  const make = entry && CAR_MAKES.find(([id]) => id === entry[0]);
  const model = entry && make?.[2].find(([id]) => id === entry[1]);
  return make && model ? [vehicleItem(make, model, DEMO_CATEGORY_IDS.car)] : undefined;
}

/** Every plate the lookup knows, for tests and the README. */
export function knownPlates(): string[] {
  return Object.keys(PLATES);
}
