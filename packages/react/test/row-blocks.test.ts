import { describe, expect, it } from 'vitest';
import { chunkRows, EMPTY_ROW_BLOCKS, groupRows, type RowBlocksMemory } from '../src/ui/row-blocks.js';

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `i${from + index}`);
/** The blocks as "key:first..last(size)" strings. */
const shape = (memory: RowBlocksMemory) =>
  memory.blocks.map((block) => `${block.key}:${block.ids[0]}..${block.ids.at(-1)}(${block.ids.length})`);

describe('groupRows: a long list in blocks whose rows never change block', () => {
  it.each([
    [0, []],
    [1, ['0:i0..i0(1)']],
    [10, ['0:i0..i9(10)']],
    [11, ['0:i0..i9(10)', '1:i10..i10(1)']],
    [25, ['0:i0..i9(10)', '1:i10..i19(10)', '2:i20..i24(5)']],
  ])('%i rows from nothing make %j', (count, expected) => {
    expect(shape(groupRows(ids(count), EMPTY_ROW_BLOCKS))).toEqual(expected);
  });

  it('200 rows make 20 blocks of 10, in list order', () => {
    const grouped = groupRows(ids(200), EMPTY_ROW_BLOCKS);
    expect(grouped.blocks).toHaveLength(20);
    expect(grouped.blocks.flatMap((block) => block.ids)).toEqual(ids(200));
  });

  it('an item added at the end joins the last block while it has room, then starts a new one', () => {
    let memory = groupRows(ids(19), EMPTY_ROW_BLOCKS);
    memory = groupRows(ids(20), memory);
    expect(shape(memory)).toEqual(['0:i0..i9(10)', '1:i10..i19(10)']);
    memory = groupRows(ids(21), memory);
    expect(shape(memory)).toEqual(['0:i0..i9(10)', '1:i10..i19(10)', '2:i20..i20(1)']);
  });

  it('a removal leaves every other row in its block (none moves, so none is re-created)', () => {
    const before = groupRows(ids(30), EMPTY_ROW_BLOCKS);
    const after = groupRows(
      ids(30).filter((id) => id !== 'i3'),
      before,
    );
    expect(shape(after)).toEqual(['0:i0..i9(9)', '1:i10..i19(10)', '2:i20..i29(10)']);
    // The blocks the removal did not touch are the same objects: their rows skip rendering.
    expect(after.blocks[1]).toBe(before.blocks[1]);
    expect(after.blocks[2]).toBe(before.blocks[2]);
    expect(after.blocks[0]).not.toBe(before.blocks[0]);
  });

  it('an undo puts the row back in the block it had room in again', () => {
    const all = ids(30);
    const before = groupRows(all, EMPTY_ROW_BLOCKS);
    const removed = groupRows(
      all.filter((id) => id !== 'i12'),
      before,
    );
    const restored = groupRows(all, removed);
    expect(shape(restored)).toEqual(['0:i0..i9(10)', '1:i10..i19(10)', '2:i20..i29(10)']);
    expect(restored.blocks[0]).toBe(before.blocks[0]);
  });

  it('a row put first joins the block after it when that has room, else gets a block of its own', () => {
    const full = groupRows(ids(10, 1), EMPTY_ROW_BLOCKS);
    expect(shape(groupRows(['i0', ...ids(10, 1)], full))).toEqual(['1:i0..i0(1)', '0:i1..i10(10)']);
    const roomy = groupRows(ids(5, 1), EMPTY_ROW_BLOCKS);
    expect(shape(groupRows(['i0', ...ids(5, 1)], roomy))).toEqual(['0:i0..i5(6)']);
  });

  it('a block whose rows are moved apart gives a second group with a key of its own (keys stay unique)', () => {
    const before = groupRows(['a', 'b', 'c', 'd'], EMPTY_ROW_BLOCKS, 2);
    expect(shape(before)).toEqual(['0:a..b(2)', '1:c..d(2)']);
    const moved = groupRows(['a', 'c', 'b', 'd'], before, 2);
    expect(shape(moved)).toEqual(['0:a..a(1)', '1:c..c(1)', '0:b:b..b(1)', '1:d:d..d(1)']);
    expect(new Set(moved.blocks.map((block) => block.key)).size).toBe(4);
  });

  it('emptied blocks are forgotten and new blocks take new numbers', () => {
    const before = groupRows(ids(20), EMPTY_ROW_BLOCKS);
    const emptied = groupRows(ids(10), before);
    expect(shape(emptied)).toEqual(['0:i0..i9(10)']);
    expect(shape(groupRows(ids(11), emptied))).toEqual(['0:i0..i9(10)', '2:i10..i10(1)']);
  });
});

describe('chunkRows: a list that only ever comes whole, in blocks', () => {
  it.each([
    [0, []],
    [4, [4]],
    [10, [10]],
    [23, [10, 10, 3]],
  ])('%i rows make blocks of %j, in order', (count, sizes) => {
    const blocks = chunkRows(ids(count));
    expect(blocks.map((block) => block.length)).toEqual(sizes);
    expect(blocks.flat()).toEqual(ids(count));
  });
});
