/** From this size up, a measure in a message is written in scientific notation (a mistyped 1e300 cm stays short). */
export const SCIENTIFIC_MEASURE_FROM = 1e9;

/** Significant digits of a measure written in scientific notation. */
export const SCIENTIFIC_MEASURE_DIGITS = 3;

/** Decimals shown when 2 would hide that a bound was crossed (300.004 cm against 300 cm). */
export const FINE_MEASURE_DECIMALS = 6;
