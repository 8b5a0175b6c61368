/** A piece's class names by key: `hk-<piece>-<name>`, the name being the key in kebab case. */
export type PieceClasses<Key extends string> = { readonly [K in Key]: string };

/**
 * The class names of one piece's sheet, the one place each is spelt: its views write
 * `className={itemPickerClasses.itemName}` and its sheet `.${c.itemName} { … }`, so a misspelt
 * key is a type error, never a rule that silently matches nothing. Every name carries the
 * piece's prefix (`itemName` of `ip` is `hk-ip-item-name`), so pieces that share one document (a
 * React page) or one shadow root (the quote flow) never meet each other's rules, and a page's
 * own `.title` or `.row` never meets theirs.
 * @example const c = pieceClasses('ip', ['picker', 'itemName']); c.itemName === 'hk-ip-item-name'
 */
export function pieceClasses<const Key extends string>(piece: string, keys: readonly Key[]): PieceClasses<Key> {
  const classes = {} as Record<Key, string>;
  for (const key of keys) classes[key] = `hk-${piece}-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return classes;
}
