import { ExperimentSchema } from '@haulkit/core';
import { listOrWrapped } from './wrap.js';

/** Schemas of the test lab's answers (docs/behaviour/back-office.md §7), apart from the other admin schemas. */

/** GET experiment: bare or as `{experiments}`. */
export const ExperimentsAnswerSchema = listOrWrapped('experiments', ExperimentSchema);
