import { shallowEqual } from '@haulkit/core';
import { useRef } from 'react';

/**
 * Rows a block holds at most. A long list skips the layout and paint of what is out of view
 * (`content-visibility: auto`) a block of rows at a time, not row by row: every element with
 * that property is a paint layer of its own with its own clip, and Chromium walks, paints and
 * layerizes each of them at every frame, so 200 rows each skippable made a keystroke in the
 * search box cost 3.6× the browser's frame work of one row (traced at 4× slowdown: 89 ms of
 * lifecycle against 17 ms for one; 24 ms in blocks of ten).
 */
export const ROWS_PER_BLOCK = 10;

/** A block of rows: a key that stays while the block does, and its ids in list order. */
export interface RowBlock {
  readonly key: string;
  readonly ids: readonly string[];
}

/** What grouping remembers from one list to the next. */
export interface RowBlocksMemory {
  /** The block each listed id was put in. */
  readonly blockOf: ReadonlyMap<string, number>;
  /** The number the next new block takes. */
  readonly next: number;
  /** The blocks given last time, reused where unchanged (so a memoised block skips its render). */
  readonly blocks: readonly RowBlock[];
}

export const EMPTY_ROW_BLOCKS: RowBlocksMemory = { blockOf: new Map(), next: 0, blocks: [] };

/**
 * Groups a list's ids, in order, into blocks of at most `size`. An id stays in the block it was
 * first put in for as long as it is listed, so adding, removing or putting back a row never moves
 * another row to another block (which would re-create it, and lose its focus). A new id joins the
 * block of the row before it (else the row after it) while that block has room, else a new block.
 * Consecutive ids of one block make one group; a block whose rows were reordered apart gives a
 * second group with a key of its own.
 */
export function groupRows(
  ids: readonly string[],
  memory: RowBlocksMemory,
  size = ROWS_PER_BLOCK,
): RowBlocksMemory & { blocks: readonly RowBlock[] } {
  const blockOf = new Map<string, number>();
  const counts = new Map<number, number>();
  for (const id of ids) {
    const block = memory.blockOf.get(id);
    if (block !== undefined && !blockOf.has(id)) {
      blockOf.set(id, block);
      counts.set(block, (counts.get(block) ?? 0) + 1);
    }
  }
  let next = memory.next;
  const hasRoom = (block: number | undefined): block is number =>
    block !== undefined && (counts.get(block) ?? 0) < size;
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index] as string;
    if (blockOf.has(id)) continue;
    const before = index > 0 ? blockOf.get(ids[index - 1] as string) : undefined;
    const after = index + 1 < ids.length ? blockOf.get(ids[index + 1] as string) : undefined;
    const block = hasRoom(before) ? before : hasRoom(after) ? after : next++;
    blockOf.set(id, block);
    counts.set(block, (counts.get(block) ?? 0) + 1);
  }

  const previous = new Map(memory.blocks.map((block) => [block.key, block]));
  const seen = new Set<number>();
  const blocks: RowBlock[] = [];
  let group: string[] = [];
  let groupBlock = -1;
  const close = () => {
    if (group.length === 0) return;
    const key = seen.has(groupBlock) ? `${groupBlock}:${group[0]}` : String(groupBlock);
    seen.add(groupBlock);
    const before = previous.get(key);
    blocks.push(before && shallowEqual(before.ids, group) ? before : { key, ids: group });
  };
  for (const id of ids) {
    const block = blockOf.get(id) as number;
    if (block !== groupBlock) {
      close();
      group = [];
      groupBlock = block;
    }
    group.push(id);
  }
  close();
  return { blockOf, next, blocks };
}

/** A fixed list's rows in blocks of at most `size`, in order (a list that only ever comes whole). */
export function chunkRows<T>(rows: readonly T[], size = ROWS_PER_BLOCK): T[][] {
  const blocks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) blocks.push(rows.slice(start, start + size));
  return blocks;
}

/** The blocks of a list's ids, remembered across renders (see `groupRows`). */
export function useRowBlocks(ids: readonly string[], size = ROWS_PER_BLOCK): readonly RowBlock[] {
  const memory = useRef<{ ids: readonly string[] | null; grouped: RowBlocksMemory }>({
    ids: null,
    grouped: EMPTY_ROW_BLOCKS,
  });
  if (memory.current.ids !== ids) memory.current = { ids, grouped: groupRows(ids, memory.current.grouped, size) };
  return memory.current.grouped.blocks;
}
