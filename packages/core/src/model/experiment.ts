import { FlagSchema, IdSchema, maybe } from './common.js';
import * as v from './valibot.js';

/**
 * A test-lab experiment (docs/behaviour/back-office.md §3): name, status, active, variant, tracked,
 * entity, entityId and dateCreated. Status values other than stopped and completed are not
 * shown, so any text is read.
 */
export const ExperimentSchema = v.looseObject({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty()),
  status: maybe(v.string()),
  active: maybe(FlagSchema),
  variant: maybe(v.union([v.string(), v.pipe(v.number(), v.finite())])),
  tracked: maybe(FlagSchema),
  /** What the experiment is allocated on, such as PRE_LISTING. */
  entity: maybe(v.string()),
  entityId: maybe(IdSchema),
  dateCreated: maybe(v.string()),
});
/** A parsed experiment (named apart from the rules' structural `Experiment` input). */
export type ExperimentData = v.InferOutput<typeof ExperimentSchema>;
