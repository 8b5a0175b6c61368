// The one door to ky: its module runs right after `./prototype-aside.ts` (import order is
// evaluation order; a bare import is never reordered, and package.json's sideEffects lists that
// file so bundlers keep it), so a host page's enumerable Object.prototype properties cannot
// break ky's load-time test. They are put back as soon as ky has loaded.
import './prototype-aside.js';
import ky from 'ky';
import { restorePrototype } from './prototype-aside.js';

restorePrototype();

export { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
export default ky;
