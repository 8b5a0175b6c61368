// What a prefill is and what `<Prefill>` takes, apart from prefill.tsx so that the lazy file it
// loads (lazy/prefill-apply.ts) can name them too.
import type { PrefillField, QuoteSession } from '@haulkit/core';
import type { Emit } from './create-element.js';

/** What a partner's prefill is, before it is checked: a JSON object. */
export type PrefillValue = Readonly<Record<string, unknown>>;

/** What `<Prefill>` needs from its view. */
export interface PrefillProps {
  /** The parsed `prefill` attribute or property (undefined: none, or refused). */
  value: PrefillValue | undefined;
  /** The session key: a prefill applies once per session. */
  sessionKey: string;
  /** The element's session, with the actions the view's piece has (the address picker's set routes). */
  session: () => QuoteSession;
  /** The fields the piece types, which it applies; the others are checked and left to their pieces. @default every field */
  fields?: readonly PrefillField[];
  /** The item search's category_id, for items given by name. */
  categoryId?: number | undefined;
  emit: Emit;
  /** The tag, for the console warning. */
  tag: string;
}
