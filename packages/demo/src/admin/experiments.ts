import {
  allocateVariant,
  type Experiment,
  type ExperimentApi,
  type ExperimentData,
  experimentVariants,
} from '@haulkit/core';
import { BoundedLog, BoundedMap } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext } from '../context.js';
import { commonError, inputError } from '../errors/demo-error.js';
import { heldDemoVariant } from '../lab-choice.js';
import { wait } from '../latency.js';

/** An experiment of the demo test lab: its name, status, and core's allocation settings (variants, bit). */
interface LabExperiment {
  readonly name: string;
  readonly status: string;
  readonly active: boolean;
  readonly variants: readonly string[];
  readonly bit: number;
}

/** The lab experiment as core's rules read it. */
const asRule = (experiment: LabExperiment): Experiment => ({ ...experiment });

/** The experiments the demo test lab runs (names and variants not shown in the spec: chosen). */
const DEFAULT_EXPERIMENTS: readonly LabExperiment[] = [
  { name: 'person-tabs', status: 'running', active: true, variants: ['fixed_1', 'fixed_2'], bit: 0 },
  { name: 'calendar-labels', status: 'running', active: true, variants: ['control', 'labels'], bit: 1 },
  { name: 'exit-intent-dialog', status: 'stopped', active: false, variants: ['control', 'dialog'], bit: 2 },
];

/** The demo test lab: the ExperimentApi, plus a read of the reports (tracking calls) it received. */
export interface DemoExperimentApi extends ExperimentApi {
  /** The experiments reported (POST experiment), oldest first: one per tracking call. */
  getExperimentReports(): ExperimentData[];
}

/**
 * The test lab (back-office §7, §9) in memory. It runs person-tabs on bit 0 of the pre-listing
 * id, so about half of new quotes see each variant: an even id `fixed_1` (one person by default,
 * the control), an odd id `fixed_2` (two), which makes a furniture quote with one helper offer a
 * second helper at Continue (docs/behaviour/quote-flow.md §4, Proceeding). Allocation uses core's allocateVariant (bit flags
 * of the pre-listing id, cutoff 1e9); allocating the same entity again to another variant is a
 * 409 conflict, as the lab answers. A page may hold an experiment on one variant
 * (`holdDemoVariant`, for the same path every time).
 */
export function buildExperimentApi(context: DemoContext): DemoExperimentApi {
  const experiments = new Map<string, LabExperiment>(DEFAULT_EXPERIMENTS.map((e) => [e.name, { ...e }]));
  const allocations = new BoundedMap<string, ExperimentData>(context.bounds(DEMO_STORE_LIMITS.allocations));
  const reports = new BoundedLog<ExperimentData>(context.bounds(DEMO_STORE_LIMITS.allocations));
  const settle = (signal?: AbortSignal) => wait(context.latencyMs, signal);
  const keyOf = (name: string, entityId: unknown) => `${name}|PRE_LISTING|${String(entityId)}`;

  const allocate = (method: string, name: string, entityId: string | number, variant?: string | number) => {
    const experiment = experiments.get(name);
    if (!experiment) throw commonError(method, 404, 'experiment_not_found');
    const key = keyOf(name, entityId);
    const existing = allocations.get(key);
    const variants = experimentVariants(asRule(experiment));
    // Asked for, else the page's held variant (holdDemoVariant), else the id's.
    const asked = [variant, heldDemoVariant(name)].find(
      (choice) => choice !== undefined && variants.includes(String(choice)),
    );
    const wanted = asked !== undefined ? String(asked) : allocateVariant(entityId, asRule(experiment)).variant;
    if (existing) {
      if (variant !== undefined && existing.variant !== wanted) throw commonError(method, 409, 'already_allocated');
      return structuredClone(existing);
    }
    const allocation: ExperimentData = {
      name,
      status: experiment.status,
      active: experiment.active,
      variant: wanted,
      tracked: false,
      entity: 'PRE_LISTING',
      entityId,
      dateCreated: context.now().toISOString(),
    };
    allocations.set(key, allocation);
    return structuredClone(allocation);
  };

  return {
    async getExperiments(query, signal) {
      await settle(signal);
      if (query.entityId !== undefined) {
        return [...allocations.values()]
          .filter(
            (a) => String(a.entityId) === String(query.entityId) && (query.name === undefined || a.name === query.name),
          )
          .map((a) => structuredClone(a));
      }
      return [...experiments.values()]
        .filter((e) => query.name === undefined || e.name === query.name)
        .map(({ name, status, active }): ExperimentData => ({ name, status, active }));
    },

    async saveExperiment(experiment, signal) {
      await settle(signal);
      if (String(experiment.name ?? '').trim() === '') throw inputError('saveExperiment', 'name', 'missing');
      // Reported, so tracked from now on (back-office §4; core's markTracked on the model's type).
      const tracked: ExperimentData = { ...experiment, tracked: true };
      reports.push(structuredClone(tracked));
      if (experiment.entityId !== undefined) allocations.set(keyOf(experiment.name, experiment.entityId), tracked);
      return structuredClone(tracked);
    },

    async allocateExperiment(request, signal) {
      await settle(signal);
      return allocate('allocateExperiment', request.name, request.entityId, request.variant);
    },

    async getPreAllocation(preListingId, name, signal) {
      await settle(signal);
      return allocate('getPreAllocation', name, preListingId);
    },

    getExperimentReports: () => structuredClone(reports.toArray()),
  };
}
