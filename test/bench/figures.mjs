// What every benchmark script reports its samples with.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The q-quantile of the values (0.5: the median), interpolated between the two nearest; NaN for none. */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

/** The gzip (level 9) bytes of the files together. */
export const gzipBytes = (files) =>
  [...files].reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
