import { PROPERTY_TYPES } from './constants.js';

/** A property type of the removal inventory (origin_type_of_property). */
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * The property type a text names, read as a key (spaces around and case do not matter), or
 * undefined for anything else.
 * @example readPropertyType(' 2-Bed-Flat ') // '2-bed-flat'
 */
export function readPropertyType(text: unknown): PropertyType | undefined {
  if (typeof text !== 'string') return undefined;
  const key = text.trim().toLowerCase();
  return (PROPERTY_TYPES as readonly string[]).includes(key) ? (key as PropertyType) : undefined;
}

/** True for one of the property types the inventory offers. */
export function isPropertyType(text: unknown): text is PropertyType {
  return typeof text === 'string' && readPropertyType(text) === text;
}
