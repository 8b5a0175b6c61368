import type { Locale } from '../../locale/locales.js';
import { CUBIC_FEET_LOCALES, CUBIC_FEET_PER_CUBIC_METRE, TOTAL_VOLUME_DECIMALS } from './constants.js';

/**
 * Cubic feet in a volume given in cubic metres (× 35.3147). A value that is not a finite number is 0.
 * @example cubicMetresToCubicFeet(1) // 35.3147
 */
export function cubicMetresToCubicFeet(cubicMetres: number): number {
  return Number.isFinite(cubicMetres) ? cubicMetres * CUBIC_FEET_PER_CUBIC_METRE : 0;
}

/** A running total's volume in words: the key of the words and their figures (each piece has both keys). */
export type TotalVolumeMessage =
  | { key: 'totalVolume'; params: { volume: number } }
  | { key: 'totalVolumeFeet'; params: { volume: number; feet: number } };

/**
 * The volume of a running total of items, as the item picker and the removal inventory write it:
 * the cubic metres to one decimal ("about 12.3 m³"), and where the locale measures in feet (en-GB)
 * the whole cubic feet beside them ("about 12.3 m³ (434 ft³)"). A value that is not a finite
 * number is 0.
 * @example totalVolumeMessage(12.3, 'en-GB') // { key: 'totalVolumeFeet', params: { volume: 12.3, feet: 434 } }
 * @example totalVolumeMessage(12.34, 'es-ES') // { key: 'totalVolume', params: { volume: 12.3 } }
 */
export function totalVolumeMessage(cubicMetres: number, locale: Locale): TotalVolumeMessage {
  const value = Number.isFinite(cubicMetres) ? cubicMetres : 0;
  const scale = 10 ** TOTAL_VOLUME_DECIMALS;
  const volume = Math.round(value * scale) / scale;
  return CUBIC_FEET_LOCALES.includes(locale)
    ? { key: 'totalVolumeFeet', params: { volume, feet: Math.round(cubicMetresToCubicFeet(value)) } }
    : { key: 'totalVolume', params: { volume } };
}
