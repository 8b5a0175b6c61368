// The key of a van type, apart from van-keys.ts so that the van table (rules/vans/van-types.ts),
// which van-keys.ts re-exports, can name it without importing van-keys.ts back. A type only:
// the list of keys, VAN_TYPE_KEYS in van-keys.ts, is checked against it (test/model/van.test.ts).

/** Key of a van type: small_transit, large_transit or luton_van. */
export type VanTypeKey = 'small_transit' | 'large_transit' | 'luton_van';
