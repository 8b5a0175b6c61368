import {
  type DefaultItemChoice,
  itemStores,
  type Listing,
  nextQuantity,
  type PartnerItemView,
  parseTypedQuantity,
  partnerName,
  type QuoteSession,
  quoteTransitions,
  withQuoteBase,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QuantityOutcome } from '../../common/quantity-outcome.js';
import { useAnnounce } from '../../ui/announcer.js';
import { useStore } from '../../use-store.js';
import type { Translate } from '../use-item-picker.js';
import { usePartnerDefaults } from './use-partner-defaults.js';

/** What a default item's row calls: stable for a session, so memoised rows never re-render for them. */
export interface DefaultItemActions {
  /** Plus: from 0 the item joins the list marked default; then the next quantity on its step grid. */
  increase(choice: DefaultItemChoice): void;
  /** Minus: the previous quantity; from 1 the item leaves the list (the row shows 0). */
  decrease(choice: DefaultItemChoice): void;
  /** A typed quantity: a whole number 0–99,999 is kept (0 removes), anything else refused with a code. */
  commitQuantity(choice: DefaultItemChoice, typed: string): QuantityOutcome;
}

/** Options of usePartnerItems. */
export interface PartnerItemsOptions {
  session: QuoteSession;
  t: Translate;
  partnerId: number;
  partnerListingId?: string | undefined;
  phone: boolean;
  onChange?: ((listing: Listing) => void) | undefined;
  onContinue?: ((listing: Listing) => void) | undefined;
}

/**
 * Behaviour of the partner item screens (docs/behaviour/quote-flow.md §2, §4 "Partner item view", §5,
 * §6, §8): records the partner on the listing (after a stored draft is restored; `ready` once it
 * is there, so the start screen is right from the first one shown: search for partners 6 and 7,
 * default-items otherwise), the screen shown, the
 * default items and their stable row actions, the missing-item error, and Continue, which runs
 * core's check and hands the listing on only when an item is chosen. The rules are core's.
 */
export function usePartnerItems({
  session,
  t,
  partnerId,
  partnerListingId,
  phone,
  onChange,
  onContinue,
}: PartnerItemsOptions) {
  const flow = useMemo(() => withQuoteBase(session), [session]);
  const announce = useAnnounce();
  const latest = useRef({ t, onChange, onContinue });
  latest.current = { t, onChange, onContinue };

  // The partner goes on the listing once a stored draft, if any, is restored: a change before
  // that would keep the draft from being restored (the session takes a draft only untouched).
  // It is the host's own change (its props, an element's attributes): no hk-change tells it.
  useEffect(() => {
    let live = true;
    void session.ready.then(() => {
      if (live)
        flow.hostChange(() =>
          flow.update((state) =>
            quoteTransitions.setPartnerContext(state, { id: partnerId, listingId: partnerListingId }),
          ),
        );
    });
    return () => {
      live = false;
    };
  }, [session, flow, partnerId, partnerListingId]);
  const $partnerId = useMemo(() => computed(session.$listing, (listing) => listing.partner?.id), [session]);
  /** The listing has this partner: its start screen is known. */
  const ready = useStore($partnerId) === partnerId;

  const view = useStore(flow.$partnerView);
  const $error = useMemo(() => computed(flow.$ui, (ui) => ui.partner.error), [flow]);
  const error = useStore($error);
  const defaults = usePartnerDefaults(session, { partnerId, partnerListingId, phone });
  const name = partnerName(partnerId);
  const heading =
    name === undefined
      ? t('partnerHeading')
      : defaults.source === 'listing'
        ? t('partnerListingHeading', { name })
        : t('partnerNamedHeading', { name });

  /** Counts Continue presses refused: each one moves focus to the error again. */
  const [refused, setRefused] = useState(0);

  const actions = useMemo<DefaultItemActions>(() => {
    const find = (choice: DefaultItemChoice) => itemStores(session).find(choice.fakeId);
    const changed = (listing: Listing) => latest.current.onChange?.(listing);
    const added = (choice: DefaultItemChoice, by: number, wasThere: boolean) => {
      const listing = flow.update((state) => quoteTransitions.addPartnerDefaultItem(state, choice.item, by)).listing;
      const quantity = find(choice)?.quantity ?? 0;
      announce(
        wasThere
          ? latest.current.t('itemQuantityNow', { name: choice.item.name, quantity })
          : latest.current.t('itemAdded', { name: choice.item.name }),
      );
      changed(listing);
    };
    const lowered = (choice: DefaultItemChoice, listing: Listing) => {
      const quantity = find(choice)?.quantity;
      announce(
        quantity === undefined
          ? latest.current.t('itemRemoved', { name: choice.item.name })
          : latest.current.t('itemQuantityNow', { name: choice.item.name, quantity }),
      );
      changed(listing);
    };
    return {
      increase(choice) {
        const item = find(choice);
        const by = item ? nextQuantity(item) - item.quantity : 1;
        if (by >= 1) added(choice, by, item !== undefined);
      },
      decrease(choice) {
        if (find(choice)) lowered(choice, session.decreaseItem(choice.fakeId));
      },
      commitQuantity(choice, typed) {
        const current = find(choice)?.quantity ?? 0;
        const outcome = parseTypedQuantity(typed, current);
        if (outcome.error) return { error: { code: outcome.error, previous: current } };
        const quantity = outcome.quantity;
        if (quantity > current) added(choice, quantity - current, current > 0);
        else if (quantity < current) lowered(choice, session.setItemQuantity(choice.fakeId, quantity));
        return { quantity };
      },
    };
  }, [session, flow, announce]);

  const show = useCallback((next: PartnerItemView) => flow.showPartnerView(next), [flow]);

  const proceed = useCallback(() => {
    const next = flow.checkPartnerDefaultItems();
    if (next.ui.partner.error) setRefused((count) => count + 1);
    else latest.current.onContinue?.(next.listing);
  }, [flow]);

  return { ready, view, error, refused, defaults, heading, actions, show, proceed };
}
