import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ITEMS_DELAY_MS,
  FIRST_SIMILAR_JOB_DELAY_MS,
  SMOOTH_SCROLL_MS,
  THUMB_LONG_DELAY_MS,
  THUMB_SHORT_DELAY_MS,
  TRACKER_FLUSH_INTERVAL_MS,
  TRUST_RATING_CACHE_MS,
} from '../src/index.js';

describe('timers of §9', () => {
  it.each([
    ['thumbs, short', THUMB_SHORT_DELAY_MS, 200],
    ['thumbs, long', THUMB_LONG_DELAY_MS, 1_000],
    ['trust-rating cache', TRUST_RATING_CACHE_MS, 500],
    ['default-items delay', DEFAULT_ITEMS_DELAY_MS, 2_000],
    ['first similar job', FIRST_SIMILAR_JOB_DELAY_MS, 300],
    ['tracker flush', TRACKER_FLUSH_INTERVAL_MS, 5_000],
    ['smooth scroll', SMOOTH_SCROLL_MS, 800],
  ])('%s is %i ms', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
