import { describe, expect, it } from 'vitest';
import type { ExperimentData } from '../../src/model/index.js';
import {
  ALLOCATION_CUTOFF_ID,
  allocateVariant,
  type Experiment,
  experimentsToAllocate,
  experimentsToTrack,
  isExperimentActive,
  markExperimentsTracked,
  markTracked,
  reportedKey,
  shouldTrack,
  TEST_LAB_TIMEOUT_MS,
  withReported,
} from '../../src/rules/experiments/index.js';

const running: Experiment = { name: 'person-tabs', status: 'running', active: true, variant: 'B', tracked: false };

describe('stopped or completed experiments are inactive (back-office §4)', () => {
  it.each([
    ['running', undefined, true],
    ['started', true, true],
    [undefined, undefined, true],
    ['stopped', true, false],
    ['completed', true, false],
    ['COMPLETED ', undefined, false],
    ['running', false, false],
  ])('status %j, active %j: active is %s', (status, active, result) => {
    expect(isExperimentActive({ name: 'x', status, active })).toBe(result);
  });
});

describe('an experiment is tracked once reported (back-office §4)', () => {
  it('an active experiment with a variant is tracked until marked', () => {
    expect(shouldTrack(running)).toBe(true);
    const tracked = markTracked(running);
    expect(tracked.tracked).toBe(true);
    expect(shouldTrack(tracked)).toBe(false);
    expect(running.tracked).toBe(false);
  });
  it.each([
    ['stopped', { ...running, status: 'stopped' }],
    ['completed', { ...running, status: 'completed' }],
    ['without a variant', { ...running, variant: null }],
    ['blank-variant', { ...running, variant: ' ' }],
    ['already tracked', { ...running, tracked: true }],
  ])('a %s experiment is not tracked', (_case, experiment) => {
    expect(shouldTrack(experiment)).toBe(false);
  });
});

describe('the experiments to report: active, with a variant, not yet tracked (back-office §3, §4)', () => {
  const list: ExperimentData[] = [
    { name: 'person-tabs', status: 'running', active: true, variant: 'B', tracked: false },
    { name: 'blur-prices', status: 'running', active: true, variant: 1 },
    { name: 'calendar-labels', status: 'running', active: true, variant: 'labels', tracked: true },
    { name: 'email-ask', status: 'stopped', active: true, variant: 'B' },
    { name: 'old-tabs', status: 'completed', variant: 'A' },
    { name: 'unallocated', status: 'running', active: true },
    { name: 'blank-variant', status: 'running', active: true, variant: '  ' },
    { name: 'switched-off', active: false, variant: 'B' },
  ];
  it('lists only the active, allocated ones not tracked yet, in their order', () => {
    expect(experimentsToTrack(list).map((experiment) => experiment.name)).toEqual(['person-tabs', 'blur-prices']);
  });
  it.each([[null], [undefined], [[]]])('%o gives none', (experiments) => {
    expect(experimentsToTrack(experiments)).toEqual([]);
  });
  it('once reported and marked, an experiment is not reported again', () => {
    const once = markExperimentsTracked(list, ['person-tabs', 'blur-prices']);
    expect(once.find((experiment) => experiment.name === 'person-tabs')?.tracked).toBe(true);
    expect(once.find((experiment) => experiment.name === 'blur-prices')?.tracked).toBe(true);
    expect(experimentsToTrack(once)).toEqual([]);
  });
  it('marks only the named ones, keeping the others as the same objects, and leaves its input alone', () => {
    const marked = markExperimentsTracked(list, new Set(['person-tabs', 'no-such-experiment']));
    expect(marked).toHaveLength(list.length);
    expect(marked[0]).toEqual({ ...list[0], tracked: true });
    expect(marked.slice(1)).toEqual(list.slice(1));
    marked.slice(1).forEach((experiment, index) => {
      expect(experiment).toBe(list[index + 1]);
    });
    expect(list[0]?.tracked).toBe(false);
  });
  it.each([
    ['no names', []],
    ['null names', null],
  ])('%s marks nothing', (_case, names) => {
    expect(markExperimentsTracked(list, names)).toEqual(list);
  });
});

describe(`allocation by bit flags of the pre-listing id, cutoff ${ALLOCATION_CUTOFF_ID} (back-office §9)`, () => {
  it.each([
    [0, 0, 'control'],
    [1, 0, 'variant'],
    [2, 0, 'control'],
    [7, 0, 'variant'],
    [6, 1, 'variant'],
    [5, 1, 'control'],
    [4, 2, 'variant'],
    [3, 2, 'control'],
    ['12345', 0, 'variant'],
    [999_999_999, 0, 'variant'],
    [536_870_911, 29, 'control'],
    [999_999_999, 29, 'variant'],
    [536_870_912, 29, 'variant'],
  ])('id %j with bit %i sees %s', (id, bit, variant) => {
    expect(allocateVariant(id, { name: 'x', bit })).toMatchObject({ allocated: true, variant });
  });

  it('with more variants, ⌊id / 2^bit⌋ mod the number of variants picks one', () => {
    const experiment = { name: 'x', variants: ['A', 'B', 'C'], bit: 1 };
    expect([0, 2, 4, 6, 8].map((id) => allocateVariant(id, experiment).variant)).toEqual(['A', 'B', 'C', 'A', 'B']);
  });

  it.each([
    [1e9, { name: 'x' }, 'aboveCutoff'],
    [1_000_000_001, { name: 'x' }, 'aboveCutoff'],
    [1, { name: 'x', status: 'stopped' }, 'inactive'],
    [-1, { name: 'x' }, 'invalidId'],
    [1.5, { name: 'x' }, 'invalidId'],
    ['', { name: 'x' }, 'invalidId'],
    ['12a', { name: 'x' }, 'invalidId'],
    [null, { name: 'x' }, 'invalidId'],
    [1, { name: 'x', bit: 30 }, 'invalidBit'],
    [1, { name: 'x', bit: -1 }, 'invalidBit'],
  ])('id %j in %j is not allocated (%s) and sees the control', (id, experiment, code) => {
    expect(allocateVariant(id, experiment)).toEqual({ allocated: false, variant: 'control', code });
  });

  it('the control is the first variant the experiment names', () => {
    expect(allocateVariant(1e9, { name: 'x', variants: ['old', 'new'] }).variant).toBe('old');
  });
});

describe('test-lab timeout (back-office §7, §9)', () => {
  it('is 2 seconds', () => {
    expect(TEST_LAB_TIMEOUT_MS).toBe(2000);
  });
});

describe('what a session reported and what the flow still has to allocate (back-office §4, §7)', () => {
  it.each([
    [['7:a'], '7', [true, false]],
    [['8:a'], '7', [false, false]],
    [['7:a', '7:b'], '7', [true, true]],
    [[], '7', [false, false]],
    [null, '7', [false, false]],
  ])('reported %j for pre-listing %s marks tracked %j', (reported, id, tracked) => {
    const experiments: Experiment[] = [
      { name: 'a', variant: 'B' },
      { name: 'b', variant: 'B' },
    ];
    expect(withReported(experiments, id, reported).map((e) => e.tracked === true)).toEqual(tracked);
    expect(experiments[0]).toEqual({ name: 'a', variant: 'B' });
  });

  it('the key is the pre-listing id and the name', () => {
    expect(reportedKey(42, 'person-tabs')).toBe('42:person-tabs');
  });

  it.each([
    [[], ['person-tabs'], ['person-tabs']],
    [[{ name: 'person-tabs', variant: 'fixed_1' }], ['person-tabs'], []],
    [[{ name: 'other' }], ['person-tabs'], ['person-tabs']],
    [null, ['a', 'b'], ['a', 'b']],
  ])('answer %j, wanted %j: allocate %j', (answered, wanted, missing) => {
    expect(experimentsToAllocate(answered, wanted)).toEqual(missing);
  });
});
