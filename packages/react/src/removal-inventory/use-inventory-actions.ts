import {
  countItems,
  findInventoryItem,
  type InventoryLine,
  itemsVolumeCubicMetres,
  type Listing,
  type Locale,
  type MoveItem,
  parseTypedQuantity,
  type QuoteFlowSession,
  roomItemCount,
  roomMessageKey,
  totalVolumeMessage,
} from '@haulkit/core';
import { useMemo, useRef } from 'react';
import type { QuantityError, QuantityOutcome } from '../common/quantity-outcome.js';
import { useAnnounce } from '../ui/announcer.js';
import { type Readable, useStore } from '../use-store.js';
import type { InventoryTranslate } from './use-removal-inventory.js';

/** A room's name: its words by location_id (0 is boxes), or "Room {id}". */
export function roomName(t: InventoryTranslate, locationId: number): string {
  const key = roomMessageKey(locationId);
  return key ? t(key) : t('roomOther', { id: locationId });
}

/** The running total in words ("14 items · about 12.3 m³ (434 ft³)"), or null for no items. */
export function totalWords(items: readonly MoveItem[] | undefined, locale: Locale, t: InventoryTranslate) {
  if (!items || items.length === 0) return null;
  const count = countItems(items);
  // The en-GB total gives the cubic feet too, as the item picker's does.
  const volume = totalVolumeMessage(itemsVolumeCubicMetres(items), locale);
  const size = t(volume.key, volume.params);
  return `${count === 1 ? t('totalOne') : t('totalMany', { count })} · ${size}`;
}

/** What the rows of the inventory call: stable for a session, so memoised rows never re-render for them. */
export interface InventoryActions {
  /** Plus: the next quantity on the item's step grid (§9); a default item at 0 is added at 1. */
  increase(line: InventoryLine): void;
  /** Minus: the previous quantity; from 1 the item leaves the room. */
  decrease(line: InventoryLine): void;
  /** A typed quantity: kept when it is a whole number 0–99,999 (0 takes the item out), otherwise refused with a code (§5). */
  commit(line: InventoryLine, typed: string): QuantityOutcome | undefined;
}

/**
 * The stable actions of the inventory's rows. Each is the session's item action on the row's
 * item, keyed by fake_id and room (a default item not held yet is added from its catalogue
 * entry), announced once with the new total.
 */
export function useInventoryActions(
  session: QuoteFlowSession,
  locale: Locale,
  t: InventoryTranslate,
): InventoryActions {
  const announce = useAnnounce();
  const latest = useRef({ locale, t });
  latest.current = { locale, t };
  return useMemo(() => {
    const key = (line: InventoryLine) => ({ fakeId: line.fakeId, locationId: line.locationId });
    const entry = (line: InventoryLine) => line.entry ?? undefined;
    /** Runs an item action on the row and says what it did, when it did something. */
    const act = (line: InventoryLine, action: () => Listing) => {
      const before = session.$listing.get().move_items;
      const next = action();
      if (next.move_items === before) return;
      const { t } = latest.current;
      announce(
        t('changed', {
          name: line.name,
          room: roomName(t, line.locationId),
          quantity: findInventoryItem(next.move_items, line)?.quantity ?? 0,
          total: totalWords(next.move_items, latest.current.locale, t) ?? t('roomCountNone'),
        }),
      );
    };
    return {
      increase: (line) => act(line, () => session.increaseItem(key(line), entry(line))),
      decrease: (line) => act(line, () => session.decreaseItem(key(line))),
      commit: (line, typed) => {
        const previous = findInventoryItem(session.$listing.get().move_items, line)?.quantity ?? 0;
        const outcome = parseTypedQuantity(typed, previous);
        if (outcome.error) return { error: { code: outcome.error, previous } satisfies QuantityError };
        act(line, () => session.setItemQuantity(key(line), outcome.quantity, entry(line)));
        return { quantity: outcome.quantity };
      },
    };
  }, [session, announce]);
}

/**
 * The listing's item on one line, re-rendering its row only when that item changes: every row
 * reads the same indexed list (findInventoryItem), and an unchanged item keeps its object.
 */
export function useInventoryItem(session: QuoteFlowSession, line: InventoryLine): MoveItem | undefined {
  const store = useMemo<Readable<MoveItem | undefined>>(
    () => ({
      get: () => findInventoryItem(session.$listing.get().move_items, line),
      listen: (listener) => session.$listing.listen((listing) => listener(findInventoryItem(listing.move_items, line))),
    }),
    [session, line],
  );
  return useStore(store);
}

/** How many pieces a room holds, re-rendering only when that number changes. */
export function useRoomCount(session: QuoteFlowSession, locationId: number): number {
  const store = useMemo<Readable<number>>(
    () => ({
      get: () => roomItemCount(session.$listing.get().move_items, locationId),
      listen: (listener) =>
        session.$listing.listen((listing) => listener(roomItemCount(listing.move_items, locationId))),
    }),
    [session, locationId],
  );
  return useStore(store);
}
