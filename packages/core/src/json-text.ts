/**
 * `JSON.stringify` for what Haulkit sends or stores, the same on a page that gave
 * `Array.prototype` a `toJSON` (Prototype.js 1.6 did: `JSON.stringify([1])` gives '"[1]"'). Such a
 * `toJSON` turns every array into a string before any replacer sees it; the replacer puts the
 * array back from its holder, so a request body or a saved draft keeps its lists as lists.
 * @example jsonText({ move_items: [1] }) // '{"move_items":[1]}', whatever the page did to arrays
 */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, function keepArrays(this: Record<string, unknown>, key: string, seen: unknown) {
    const own = this[key];
    return Array.isArray(own) ? own : seen;
  });
}
