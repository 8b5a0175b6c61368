/** The most results one item search answers. */
export const MAX_SEARCH_RESULTS = 10;

/** The marketplace category an item search assumes when none is given (§7: category_id 1). */
export const DEFAULT_CATEGORY_ID = 1;
