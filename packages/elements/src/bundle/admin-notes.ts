// <hk-admin-notes> alone, registered on load; `defineAdminNotes({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.

import { adminNotesElement } from '../admin-notes/admin-notes.element.js';
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';

/** Registers `<{prefix}-admin-notes>`. */
export function defineAdminNotes(options: DefineOptions = {}): string[] {
  return defineElements([adminNotesElement], options);
}
defineAdminNotes();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
