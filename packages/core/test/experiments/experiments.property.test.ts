import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATION_CUTOFF_ID,
  allocateVariant,
  type Experiment,
  experimentsToTrack,
  markExperimentsTracked,
} from '../../src/rules/experiments/index.js';

const experiment = fc.record(
  {
    name: fc.string(),
    status: fc.oneof(fc.constantFrom('running', 'stopped', 'completed'), fc.string(), fc.constant(null)),
    active: fc.option(fc.boolean()),
    variants: fc.option(fc.array(fc.oneof(fc.string(), fc.anything()), { maxLength: 6 })),
    bit: fc.option(fc.oneof(fc.integer({ min: -3, max: 35 }), fc.double())),
  },
  { requiredKeys: ['name'] },
) as fc.Arbitrary<Experiment>;
const id = fc.oneof(
  fc.integer({ min: 0, max: ALLOCATION_CUTOFF_ID - 1 }),
  fc.integer({ min: 0, max: 3 * ALLOCATION_CUTOFF_ID }).map(String),
  fc.anything(),
);

describe('experiment allocation, for any id and experiment (property-based)', () => {
  it('is deterministic and always gives one of the variants', () => {
    fc.assert(
      fc.property(id, experiment, (preListingId, exp) => {
        const first = allocateVariant(preListingId, exp);
        expect(allocateVariant(preListingId, exp)).toEqual(first);
        const names = (exp.variants ?? []).filter((v) => typeof v === 'string' && v !== '');
        expect(names.length > 0 ? names : ['control', 'variant']).toContain(first.variant);
      }),
    );
  });

  it('two variants on an active experiment: bit n of an id below 1e9 selects the variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ALLOCATION_CUTOFF_ID - 1 }), fc.integer({ min: 0, max: 29 }), (n, bit) => {
        const allocation = allocateVariant(n, { name: 'x', bit, variants: ['off', 'on'] });
        expect(allocation).toEqual({ allocated: true, variant: (n >> bit) & 1 ? 'on' : 'off', index: (n >> bit) & 1 });
      }),
    );
  });

  it('ids at or above the cutoff are never allocated', () => {
    fc.assert(
      fc.property(fc.integer({ min: ALLOCATION_CUTOFF_ID, max: Number.MAX_SAFE_INTEGER }), experiment, (n, exp) => {
        expect(allocateVariant(n, exp).allocated).toBe(false);
      }),
    );
  });
});

describe('tracking, for any list of experiments (property-based)', () => {
  const reported = fc.record(
    {
      name: fc.string({ maxLength: 3 }),
      status: fc.oneof(fc.constantFrom('running', 'stopped', 'completed'), fc.constant(null)),
      active: fc.option(fc.boolean()),
      variant: fc.option(fc.oneof(fc.string({ maxLength: 2 }), fc.integer(), fc.double())),
      tracked: fc.option(fc.boolean()),
    },
    { requiredKeys: ['name'] },
  ) as fc.Arbitrary<Experiment>;

  it('an experiment is tracked once: after marking what was to track, nothing is left to track', () => {
    fc.assert(
      fc.property(fc.array(reported, { maxLength: 8 }), (experiments) => {
        const due = experimentsToTrack(experiments);
        for (const experiment of due) expect(experiment.tracked).not.toBe(true);
        const after = markExperimentsTracked(
          experiments,
          due.map((experiment) => experiment.name ?? ''),
        );
        expect(after).toHaveLength(experiments.length);
        expect(experimentsToTrack(after)).toEqual([]);
      }),
    );
  });
});
