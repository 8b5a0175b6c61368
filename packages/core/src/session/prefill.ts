import type { Address } from '../model/address.js';
import { PREFILL_FIELDS, type PrefillField, type QuotePrefillInput } from '../model/prefill.js';
import { type PrefillIssue, readPrefill } from '../model/prefill-read.js';
import { resolveAddress, resolveItem } from './prefill-lookups.js';
import type { QuoteFlowBase } from './quote-flow-session.js';
import type { QuoteSession } from './quote-session.js';
import type { QuoteState } from './quote-state.js';
import { addressField, type RouteSide, setAddress } from './transitions/job.js';
import { hasEmail, prefillEmail, prefillItems } from './transitions/prefill.js';

/** Marks, on a session shared by every bundle of the page, the fields a prefill was offered for. */
const OFFERED = Symbol.for('haulkit.prefill@1');

/** The item search's category_id when a prefill's item is found by name (§7 item-search: 1). */
const DEFAULT_SEARCH_CATEGORY_ID = 1;

/** How a prefill is applied. */
export interface PrefillOptions {
  /**
   * The fields this caller applies: a piece applies the fields a customer types in it (the item
   * picker its items), and leaves the rest to the pieces that type them.
   * @default every field (PREFILL_FIELDS)
   */
  fields?: readonly PrefillField[];
  /** category_id of the item search that finds an item given by name. @default 1 */
  categoryId?: number | undefined;
  /**
   * Withdraws the prefill while the session's draft is still being restored (the element was given
   * another value, or left the page): nothing is applied, and the session's fields stay free for
   * the next prefill. Once the session is ready the fields are claimed and the prefill goes on.
   */
  signal?: AbortSignal | undefined;
}

/** What a prefill did to a session. */
export interface PrefillOutcome {
  /** The fields set from the prefill, in PREFILL_FIELDS order. */
  applied: PrefillField[];
  /**
   * The fields left as the session had them: the customer's (a restored draft's), or offered
   * before by a prefill of this session (a prefill applies once per session).
   */
  kept: PrefillField[];
  /**
   * Every refused part, each naming its field as the partner wrote it (`items[2].quantity`): a
   * field its rule refuses (readPrefill), then an item or a place nothing answers to, or a look-up
   * that failed.
   */
  issues: PrefillIssue[];
}

/** The fields of a session a prefill was already offered for (shared across bundles). */
function offeredFields(session: QuoteSession): Set<PrefillField> {
  const holder = session as unknown as { [OFFERED]?: Set<PrefillField> };
  holder[OFFERED] ??= new Set();
  return holder[OFFERED];
}

const state = (session: QuoteSession): QuoteState => ({ listing: session.$listing.get(), ui: session.$ui.get() });

/** True when the session's job already has the field: the customer's, or a restored draft's. */
function holds(session: QuoteSession, field: PrefillField): boolean {
  const listing = session.$listing.get();
  switch (field) {
    case 'category':
      return Boolean(session.$context.get().category);
    case 'items':
      return (listing.move_items ?? []).length > 0;
    case 'pickup':
      return listing.pickup_address_data != null;
    case 'delivery':
      return listing.delivery_address_data != null;
    case 'email':
      return hasEmail(state(session));
  }
}

/** Sets an address as the address picker does: with the flow's actions the directions follow. */
function placeAddress(session: QuoteSession, side: RouteSide, address: Address): boolean {
  if (session.$listing.get()[addressField(side)] != null) return false;
  const flow = session as Partial<QuoteFlowBase>;
  if (typeof flow.setAddress === 'function') return flow.setAddress(side, address);
  const before = session.$listing.get();
  return session.update((current) => setAddress(current, side, address)).listing !== before;
}

/**
 * Checks a partner's prefill (`readPrefill`: field by field, item by item) and applies what
 * passes to a session as the customer's own actions would,
 * so the same transitions run and prices and drafts follow: the items join as a search
 * result's do, the addresses are set as the address picker sets them (directions follow with the
 * flow's actions), the e-mail goes where the email ask puts it, the category becomes the
 * session's flow category. Each is a host change (`session.hostChange`): the host gave the
 * prefill, so no `hk-change` tells it; what a service answers after (the route) is told as ever.
 *
 * Precedence (not specified: chosen). It waits for the session's stored draft to be restored
 * (`ready`), then each field applies only where the job is still empty: what the customer typed,
 * or a restored draft of this session, wins field by field. A prefill applies once per session:
 * a field offered once (applied or kept) is not offered again, so a re-render or the same value
 * set again changes nothing, nor does a later value; a fresh session takes its own. A field is
 * applied by the pieces that type it (`fields`), so several pieces given one prefill apply each
 * field once. Resolves with what was applied, kept and refused (an item or a place nothing
 * answers to); never rejects.
 * @example
 * const outcome = await prefillSession(withQuoteBase(getSession('partner')), {
 *   items: [{ name: '3-seat sofa', quantity: 1 }, { id: 845, quantity: 0 }],
 *   pickup: 'SW1A 2AA',
 * });
 * // outcome.applied: ['items', 'pickup'] once the sofa and the postcode were found;
 * // outcome.issues: [{ field: 'items[1].quantity', code: 'invalid', message: '0 is not a whole number from 1 to 99,999' }]
 */
export async function prefillSession(
  session: QuoteSession,
  input: QuotePrefillInput | Readonly<Record<string, unknown>>,
  options: PrefillOptions = {},
): Promise<PrefillOutcome> {
  const { prefill, issues, itemIndexes } = readPrefill(input);
  await session.ready;
  if (options.signal?.aborted) return { applied: [], kept: [], issues: [] };
  const fields = options.fields ?? PREFILL_FIELDS;
  const offered = offeredFields(session);
  const applied = new Set<PrefillField>();
  const kept = new Set<PrefillField>();
  const todo: PrefillField[] = [];
  for (const field of PREFILL_FIELDS) {
    if (!fields.includes(field) || prefill[field] === undefined) continue;
    if (offered.has(field) || holds(session, field)) kept.add(field);
    else todo.push(field);
    offered.add(field);
  }
  const outcome = (field: PrefillField, done: boolean) => (done ? applied : kept).add(field);

  const work = todo.map(async (field) => {
    if (field === 'category') {
      const category = prefill.category as string;
      const free = !session.$context.get().category;
      if (free) session.hostChange(() => session.setContext({ category }));
      outcome(field, free);
    } else if (field === 'email') {
      const before = session.$listing.get();
      const set = session.hostChange(() => session.update((current) => prefillEmail(current, prefill.email as string)));
      outcome(field, set.listing !== before);
    } else if (field === 'pickup' || field === 'delivery') {
      const resolved = await resolveAddress(session, field, prefill[field] as Address);
      if (!resolved.ok) issues.push(resolved.issue);
      else
        outcome(
          field,
          session.hostChange(() => placeAddress(session, field, resolved.address)),
        );
    } else {
      const categoryId = options.categoryId ?? DEFAULT_SEARCH_CATEGORY_ID;
      const results = await Promise.all(
        (prefill.items ?? []).map((item, index) => resolveItem(session, item, itemIndexes[index] ?? index, categoryId)),
      );
      const items = results.flatMap((result) => (result.ok ? result.items : []));
      for (const result of results) if (!result.ok) issues.push(result.issue);
      if (items.length === 0) return;
      const before = session.$listing.get();
      outcome(
        field,
        session.hostChange(() => session.update((current) => prefillItems(current, items))).listing !== before,
      );
    }
  });
  await Promise.all(work);
  const inOrder = (set: Set<PrefillField>) => PREFILL_FIELDS.filter((field) => set.has(field));
  return { applied: inOrder(applied), kept: inOrder(kept), issues };
}
