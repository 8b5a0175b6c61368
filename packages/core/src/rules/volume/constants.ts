/** A preset custom item: one unit of it, in cm and kg. */
export interface VolumePreset {
  /** Name of the custom item it makes, as sent with the listing. */
  name: string;
  width: number;
  height: number;
  depth: number;
  weight: number;
}

/** 1 cubic foot: a 32 cm cube at 2 kg (docs/behaviour/quote-flow.md §9, Preset custom items). */
export const CUBIC_FOOT_PRESET: VolumePreset = { name: 'Cubic foot', width: 32, height: 32, depth: 32, weight: 2 };

/** 1 cubic metre: a 100 cm cube at 50 kg (docs/behaviour/quote-flow.md §9, Preset custom items). */
export const CUBIC_METRE_PRESET: VolumePreset = {
  name: 'Cubic metre',
  width: 100,
  height: 100,
  depth: 100,
  weight: 50,
};

/**
 * A full Luton van: load space 400 × 210 × 230 cm (19.3 m³, "about 20 m³") at its 1,000 kg
 * payload (docs/domain-notes.md, Vans). Half and quarter fills take half and a quarter of the
 * load length and of the weight.
 */
export const LUTON_FULL_PRESET: VolumePreset = {
  name: 'Luton van, full',
  width: 210,
  height: 230,
  depth: 400,
  weight: 1_000,
};

/** Half a Luton van: 200 × 210 × 230 cm (9.7 m³) at 500 kg (§9, van fills). */
export const LUTON_HALF_PRESET: VolumePreset = {
  name: 'Luton van, half',
  width: 210,
  height: 230,
  depth: 200,
  weight: 500,
};

/** A quarter of a Luton van: 100 × 210 × 230 cm (4.8 m³) at 250 kg (§9, van fills). */
export const LUTON_QUARTER_PRESET: VolumePreset = {
  name: 'Luton van, quarter',
  width: 210,
  height: 230,
  depth: 100,
  weight: 250,
};

/**
 * A full Transit, read as the long-wheelbase (large_transit) van: load space 340 × 175 × 190 cm
 * (11.3 m³, within 9.6–15.1 m³) at 1,200 kg (payload 940–2,281 kg; docs/domain-notes.md, Vans).
 */
export const TRANSIT_FULL_PRESET: VolumePreset = {
  name: 'Transit van, full',
  width: 175,
  height: 190,
  depth: 340,
  weight: 1_200,
};

/** Half a Transit van: 170 × 175 × 190 cm (5.7 m³) at 600 kg (§9, van fills). */
export const TRANSIT_HALF_PRESET: VolumePreset = {
  name: 'Transit van, half',
  width: 175,
  height: 190,
  depth: 170,
  weight: 600,
};

/** A quarter of a Transit van: 85 × 175 × 190 cm (2.8 m³) at 300 kg (§9, van fills). */
export const TRANSIT_QUARTER_PRESET: VolumePreset = {
  name: 'Transit van, quarter',
  width: 175,
  height: 190,
  depth: 85,
  weight: 300,
};

/** Every preset the total-volume modal offers: cubic foot, cubic metre and six van fills (§2, §9). */
export const VOLUME_PRESETS = {
  cubicFoot: CUBIC_FOOT_PRESET,
  cubicMetre: CUBIC_METRE_PRESET,
  lutonFull: LUTON_FULL_PRESET,
  lutonHalf: LUTON_HALF_PRESET,
  lutonQuarter: LUTON_QUARTER_PRESET,
  transitFull: TRANSIT_FULL_PRESET,
  transitHalf: TRANSIT_HALF_PRESET,
  transitQuarter: TRANSIT_QUARTER_PRESET,
} as const satisfies Record<string, VolumePreset>;

/** Key of a total-volume preset. */
export type VolumePresetId = keyof typeof VOLUME_PRESETS;
