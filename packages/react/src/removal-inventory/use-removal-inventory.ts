import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type InventoryRoom,
  inventoryRooms,
  keepUnchangedRooms,
  type Locale,
  type PropertyType,
  propertyTypeMessageKeys,
  type QuoteFlowSession,
  type RemovalDefaultItems,
  type RemovalInventoryMessageKey,
  readPropertyType,
  removalInventoryMessage,
  requestError,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the removal inventory (the `<hk-removal-inventory>` attributes, parsed). */
export interface RemovalInventoryProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /**
   * The origin's type of home (origin_type_of_property): `studio`, `1-bed-flat`, `2-bed-flat`,
   * `2-bed-house`, `3-bed-house` or `4-bed-house`. Its rooms and their default items are fetched
   * (after the spec's 2 s delay); the person may choose another in the view. Absent: the person
   * chooses first.
   */
  propertyType?: string | undefined;
  /** Called with a coded error the host page should know about: the rooms, the typical inventory or the boxes could not load (the adapter's code). */
  onError?(error: WidgetError): void;
}

/** The removal inventory's words for its locale. */
export type InventoryTranslate = (key: RemovalInventoryMessageKey, params?: Record<string, string | number>) => string;

/** Where the rooms of the chosen type stand: no type chosen, waiting or loading, shown, or failed. */
export type DefaultsStatus =
  | { state: 'choose' }
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'error'; code: string };

/** The request key of a type's default items in the session (`$requests`). */
const defaultsKey = (type: PropertyType) => `removal-defaults:${type}`;

/** The phrase of a type inside a sentence ("a typical 2-bed flat"). */
export function typicalOf(t: InventoryTranslate, type: string | number | undefined): string {
  const known = readPropertyType(type);
  return known ? t(propertyTypeMessageKeys(known).typical) : String(type ?? '');
}

/** The type of home the person chose, per session: kept while the page lives (a step change unmounts the view). */
const CHOSEN_TYPES = new WeakMap<QuoteFlowSession, PropertyType>();

/**
 * Behaviour of the removal inventory's frame: the session (with the flow's actions), the words,
 * the type of home (the attribute's until the person chooses another), its default items per
 * room fetched through the session after the spec's 2 s delay (§7; one request per type, shared
 * with any other element of the session, and not asked again once there), and the rooms the
 * view lists (stable objects: a quantity change renders no room). The view tab is the listing's
 * boxes list view (§2).
 */
export function useRemovalInventory({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  propertyType,
  onError,
}: RemovalInventoryProps) {
  const t = useMessages(removalInventoryMessage, locale);
  const session: QuoteFlowSession = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  const report = useRef(onError);
  report.current = onError;

  // The attribute's type, until the person chooses another; a new attribute value wins again.
  // The person's choice outlives the view (the flow's step changes unmount it): the session's
  // inventory shows it again when it comes back.
  const given = readPropertyType(propertyType);
  const [chosen, setChosen] = useState<{ given: PropertyType | undefined; type: PropertyType | undefined }>(() => ({
    given,
    type: CHOSEN_TYPES.get(session) ?? given,
  }));
  const type = chosen.given === given ? chosen.type : given;
  const choose = useCallback(
    (value: string) => {
      const picked = readPropertyType(value);
      if (picked) CHOSEN_TYPES.set(session, picked);
      else CHOSEN_TYPES.delete(session);
      setChosen({ given, type: picked });
    },
    [given, session],
  );

  const requests = useStore(session.$requests);
  const entry = type ? requests[defaultsKey(type)] : undefined;
  /** The type whose 2 s wait (or retry) is under way: its old failure is not shown meanwhile. */
  const [waiting, setWaiting] = useState<PropertyType | null>(null);
  const load = useCallback(
    (wanted: PropertyType) => {
      setWaiting(wanted);
      const settle = () => setWaiting((current) => (current === wanted ? null : current));
      session.loadRemovalDefaults(wanted).then(settle, (error: unknown) => {
        settle();
        report.current?.({ code: requestError(error).code, message: t('defaultsFailedTitle') });
      });
    },
    [session, t],
  );
  // Asked for once per type: not again while it loads or once it is there (another element of
  // the session may have asked already).
  useEffect(() => {
    if (!type) return;
    const known = session.$requests.get()[defaultsKey(type)];
    if (known?.state === 'ready' || known?.state === 'loading') return;
    load(type);
  }, [type, session, load]);
  // Another caller's load settled the request (a second element's wait replaced this one's).
  useEffect(() => {
    if (entry?.state === 'ready' || entry?.state === 'error') setWaiting(null);
  }, [entry]);

  let status: DefaultsStatus;
  if (!type) status = { state: 'choose' };
  else if (entry?.state === 'ready') status = { state: 'ready' };
  else if (entry?.state === 'error' && waiting !== type) status = { state: 'error', code: entry.error.code };
  else status = { state: 'loading' };

  const rooms$ = useMemo(() => {
    let last: readonly InventoryRoom[] = [];
    const wanted = type ? defaultsKey(type) : null;
    return computed([session.$listing, session.$requests], (listing, all) => {
      const found = wanted ? all[wanted] : undefined;
      const defaults = found?.state === 'ready' ? (found.data as RemovalDefaultItems) : undefined;
      last = keepUnchangedRooms(last, inventoryRooms(defaults, listing.move_items));
      return last;
    });
  }, [session, type]);
  const rooms = useStore(rooms$);
  const flags$ = useMemo(
    () => ({
      boxesView: computed(session.$listing, (listing) => listing.boxesListView === true),
      hasItems: computed(session.$listing, (listing) => (listing.move_items ?? []).length > 0),
    }),
    [session],
  );

  return {
    t,
    locale,
    session,
    type,
    choose,
    status,
    /** Asks for the rooms again after a failure (the spec's 2 s wait again). */
    retry: useCallback(() => type && load(type), [type, load]),
    rooms,
    /** The boxes list view (location 0) is shown instead of the rooms. */
    boxesView: useStore(flags$.boxesView),
    hasItems: useStore(flags$.hasItems),
    showBoxes: useCallback((on: boolean) => void session.setBoxesListView(on), [session]),
  };
}
