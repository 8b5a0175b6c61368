/**
 * The old home of the rules' constants, kept only while the quote session's modules import the
 * tracker's interval from here; its home is ports/constants.ts. Remove once they import it from there.
 */
export { TRACKER_FLUSH_INTERVAL_MS } from '../../ports/constants.js';
