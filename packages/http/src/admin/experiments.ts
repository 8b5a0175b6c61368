import type { ExperimentApi } from '@haulkit/core';
import { ExperimentSchema, TEST_LAB_TIMEOUT_MS } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { ExperimentsAnswerSchema } from '../schemas/experiments.js';
import { joinUrl } from '../transport/call.js';

/**
 * The test lab (back-office §7) on `testLabBase`: every call has a 2 s deadline (TEST_LAB_TIMEOUT_MS).
 * Its own module, apart from the other admin calls: the quote flow reads and reports its
 * experiments here and loads nothing else of the admin port.
 */
export function experimentCalls({ call, hosts }: PortContext): ExperimentApi {
  const url = (path: string) => joinUrl(hosts.testLab, path);
  const limits = { timeoutMs: TEST_LAB_TIMEOUT_MS, deadlineMs: TEST_LAB_TIMEOUT_MS };
  return {
    getExperiments: ({ name, entity, entityId }, signal) =>
      call({
        method: 'GET',
        url: url('experiment'),
        query: { name, entity, entityId },
        schema: ExperimentsAnswerSchema,
        signal,
        ...limits,
      }),
    saveExperiment: (experiment, signal) =>
      call({ method: 'POST', url: url('experiment'), json: experiment, schema: ExperimentSchema, signal, ...limits }),
    allocateExperiment: (request, signal) =>
      call({
        method: 'POST',
        url: url('experiment/allocation'),
        json: request,
        schema: ExperimentSchema,
        signal,
        ...limits,
      }),
    getPreAllocation: (preListingId, name, signal) =>
      call({
        method: 'GET',
        url: url(`experiment/pre-allocation/PRE_LISTING/${seg(preListingId)}/${seg(name)}`),
        schema: ExperimentSchema,
        signal,
        ...limits,
      }),
  };
}
