import { LARGE_TRANSIT_ID, LUTON_VAN_ID, SMALL_TRANSIT_ID } from '../../model/constants.js';
import type { VanTypeKey } from '../../model/van-type-key.js';

/** One row of VAN_TYPES: every field of a van type present, sizes of the load space in cm, payload in kg. */
export interface VanTypeFigures {
  readonly type: VanTypeKey;
  readonly id: number;
  readonly label: string;
  readonly info: string;
  readonly description: string;
  /** Load length, cm. */
  readonly length: number;
  /** Load height, cm. */
  readonly height: number;
  /** Load width, cm. */
  readonly width: number;
  /** Payload, kg. */
  readonly payload: number;
}

/**
 * The three van types with realistic UK figures (docs/domain-notes.md "Vans": small transit
 * 5.8–6.8 m³ and 1,100–1,350 kg; large transit 9.6–15.1 m³; luton about 20 m³ and about
 * 1,000 kg). Illustrative defaults for the demo and for a server that sends keys only.
 */
export const VAN_TYPES: Readonly<Record<VanTypeKey, VanTypeFigures>> = {
  small_transit: {
    type: 'small_transit',
    id: SMALL_TRANSIT_ID,
    label: 'Small van',
    info: 'Short-wheelbase Transit, about 6 m³',
    description: 'Fits a few pieces of furniture and boxes, such as a single room or a student move.',
    length: 255,
    height: 140,
    width: 178,
    payload: 1200,
  },
  large_transit: {
    type: 'large_transit',
    id: LARGE_TRANSIT_ID,
    label: 'Large van',
    info: 'Long-wheelbase high-roof Transit, about 12 m³',
    description: 'Fits the contents of a one-bedroom flat, or a sofa, a bed and around twenty boxes.',
    length: 344,
    height: 190,
    width: 178,
    payload: 1400,
  },
  luton_van: {
    type: 'luton_van',
    id: LUTON_VAN_ID,
    label: 'Luton van',
    info: '3.5 t box van, about 20 m³, driven on a car licence',
    description: 'Fits the contents of a two-bedroom home; the box body takes tall items such as wardrobes upright.',
    length: 410,
    height: 230,
    width: 205,
    payload: 1000,
  },
};
