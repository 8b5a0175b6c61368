import type { AttributeSchema } from './attributes.js';
import { createPlainView, type ViewDefinition } from './plain-view.js';
import { connectSessionEvents, exposeListing } from './session-events.js';

export type { ViewDefinition } from './plain-view.js';

/**
 * The component a quote piece's lazy view module exports: a plain view (./plain-view.tsx) whose
 * element speaks for its quote session: `hk-change`, the session's moments and reports as events,
 * and a read-only `listing` property.
 */
export function createView<S extends AttributeSchema>(definition: ViewDefinition<S>) {
  return createPlainView(definition, { expose: exposeListing, connect: connectSessionEvents });
}
