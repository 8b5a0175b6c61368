// The generated tables of the docs: a markdown table padded as the formatter pads it, and the
// block between two HTML comment markers where a page keeps it. Used by size.mjs (the entry
// budgets) and browser-size.mjs (the embeddings' ceilings and goals).

/** Rows as biome pads a markdown table, so `npm run check` agrees with the generated one. */
export function markdownTable(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(table[0]), line(widths.map((width) => '-'.repeat(width))), ...table.slice(1).map(line)].join('\n');
}

/**
 * The marked block of `text`: where it sits (markers included) and what is between the markers,
 * or undefined when a marker is missing.
 */
export function findBlock(text, start, end) {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from === -1 || to === -1) return undefined;
  return { start: from, end: to + end.length, inner: text.slice(from + start.length, to) };
}

/** `text` with its marked block holding `body` (the block is appended when there is none yet). */
export function withBlock(text, start, end, body) {
  const block = `${start}\n${body}\n${end}`;
  const at = findBlock(text, start, end);
  return at ? text.slice(0, at.start) + block + text.slice(at.end) : `${text.trimEnd()}\n\n${block}\n`;
}
