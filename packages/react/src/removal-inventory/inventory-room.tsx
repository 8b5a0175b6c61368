import {
  canIncreaseQuantity,
  findInventoryItem,
  type InventoryLine,
  type InventoryRoom,
  inventoryLineKey,
  itemKind,
  type QuoteFlowSession,
  shortItemName,
} from '@haulkit/core';
import { memo, useId, useRef, useState } from 'react';
import type { QuantityError } from '../common/quantity-outcome.js';
import { ItemIcon } from '../ui/icons/item-icons.js';
import { NumberStepper } from '../ui/number-stepper.js';
import { removalInventoryClasses } from './removal-inventory.styles.js';
import { type InventoryActions, roomName, useInventoryItem, useRoomCount } from './use-inventory-actions.js';
import type { InventoryTranslate } from './use-removal-inventory.js';

/** Props of InventoryRoomSection: all stable for a session, so a room renders only when its lines come or go. */
export interface InventoryRoomProps {
  room: InventoryRoom;
  session: QuoteFlowSession;
  t: InventoryTranslate;
  actions: InventoryActions;
}

/**
 * One room: its name and how many pieces it holds, then a row per line (its default items, then
 * the customer's other items there). Memoised on the room object, which stays the same while its
 * lines do.
 */
export const InventoryRoomSection = memo(function InventoryRoomSection({
  room,
  session,
  t,
  actions,
}: InventoryRoomProps) {
  const id = useId();
  const count = useRoomCount(session, room.locationId);
  const name = roomName(t, room.locationId);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named part of a piece, not a landmark of its own (a fieldset is for form controls)
    <section
      role="group"
      part="room"
      className={removalInventoryClasses.room}
      aria-labelledby={`${id}-name`}
      data-room={room.locationId}
    >
      <h3 className={removalInventoryClasses.roomHeading}>
        <span id={`${id}-name`}>{name}</span>
        <span className={removalInventoryClasses.roomCount}>
          {count === 0 ? t('roomCountNone') : count === 1 ? t('roomCountOne') : t('roomCountMany', { count })}
        </span>
      </h3>
      <ul className={removalInventoryClasses.items}>
        {room.lines.map((line) => (
          <InventoryRow
            key={inventoryLineKey(line)}
            line={line}
            room={name}
            session={session}
            t={t}
            actions={actions}
          />
        ))}
      </ul>
    </section>
  );
});

interface InventoryRowProps {
  line: InventoryLine;
  room: string;
  session: QuoteFlowSession;
  t: InventoryTranslate;
  actions: InventoryActions;
}

/**
 * One item of a room with its stepper: a default item starts at 0 (minus off), the listing's
 * quantity otherwise. It reads its item from its own store and keeps its own refused-quantity
 * message, so a change to one item renders one row. When an item that is no default of the
 * room leaves it (its row goes), focus moves to the next row, or the one before.
 */
const InventoryRow = memo(function InventoryRow({ line, room, session, t, actions }: InventoryRowProps) {
  const item = useInventoryItem(session, line);
  const id = useId();
  const row = useRef<HTMLLIElement>(null);
  const quantity = item?.quantity ?? 0;
  // The text in the box belongs to one quantity: a new quantity shows itself (see ItemRow).
  const [typed, setTyped] = useState<{ quantity: number; text: string } | null>(null);
  const [error, setError] = useState<QuantityError | null>(null);
  const draft = typed && typed.quantity === quantity ? typed.text : String(quantity);
  const words = { name: shortItemName(line.name), room };

  /** Runs a change; when it takes away a row that only the listing had, focus goes to a neighbour. */
  const change = <T,>(run: () => T): T => {
    const here = row.current;
    const neighbour = (here?.nextElementSibling ?? here?.previousElementSibling) as HTMLElement | null;
    const outcome = run();
    if (line.entry === null && findGone(session, line)) {
      const target = neighbour?.querySelector('input') ?? here?.closest<HTMLElement>('[role=tabpanel]');
      target?.focus();
    }
    return outcome;
  };

  return (
    <li
      ref={row}
      part="inventory-item"
      className={removalInventoryClasses.item}
      data-held={quantity > 0 ? '' : undefined}
    >
      <ItemIcon kind={itemKind(line.name)} />
      <span className={removalInventoryClasses.name}>{words.name}</span>
      <NumberStepper
        value={draft}
        onText={(text) => {
          setTyped({ quantity, text });
          setError(null);
        }}
        onCommit={(text) => {
          const outcome = change(() => actions.commit(line, text));
          // A refused text reverts: the box shows the kept quantity, the message says why.
          setError(outcome?.error ?? null);
          setTyped(null);
        }}
        onDecrease={() => {
          setError(null);
          change(() => actions.decrease(line));
        }}
        onIncrease={() => {
          setError(null);
          actions.increase(line);
        }}
        canDecrease={quantity > 0}
        canIncrease={canIncreaseQuantity({ item_id: line.itemId, quantity })}
        decreaseLabel={t('itemDecrease', words)}
        increaseLabel={t('itemIncrease', words)}
        inputLabel={t('itemQuantity', words)}
        invalid={error !== null}
        {...(error ? { describedBy: `${id}-error` } : {})}
      />
      {error && (
        <p
          part="field-error"
          className={`hk-field-error ${removalInventoryClasses.rowError}`}
          id={`${id}-error`}
          data-code={error.code}
        >
          {t(error.code, { previous: error.previous })}
        </p>
      )}
    </li>
  );
});

/** True when the listing no longer holds the line's item in its room. */
const findGone = (session: QuoteFlowSession, line: InventoryLine) =>
  findInventoryItem(session.$listing.get().move_items, line) === undefined;
