import { hasTwoPriceOptions } from '../../rules/admin/flow.js';
import { type AdminUser, adminFromSignedIn } from '../../rules/admin/permissions.js';
import { type SessionCore, stateOf } from '../core.js';
import { defineSlice } from '../slice.js';
import * as t from '../transitions/index.js';

/**
 * Who is signed in, and what only an admin's flow does with prices (docs/behaviour/back-office.md
 * §6, quote-flow.md §6).
 *
 * When a flow's session starts it asks its quote port once, after the current task (the first
 * paint never waits for it); an admin in the answer (a non-empty admin user with a user id)
 * becomes the context's `admin`, so `isAdmin` and every admin rule of the flow follow. A failed
 * ask, or an adapter without the call, leaves the customer's view and shows nothing. An admin the
 * page configured itself is kept and the server is not asked; an answer never takes an admin away.
 *
 * For an admin, prices that arrive with two options are calculated anew once
 * (`recalculatePrelisting`), and the new figures replace them; a failure keeps the loaded prices.
 */
export const adminFlowSlice = defineSlice('admin-flow', (session: SessionCore) => {
  const controller = new AbortController();
  let asked: Promise<AdminUser | null> | undefined;
  let disposed = false;
  /** The price load whose prices were last sent for a new calculation. */
  let recalculated = 0;

  const recalculate = async (): Promise<void> => {
    const { listing, ui } = stateOf(session);
    const request = ui.priceRequest;
    const id = listing.pre_listing_id;
    if (disposed || !session.$context.get().isAdmin || ui.priceStatus !== 'loaded') return;
    if (request === recalculated || typeof id !== 'string' || id === '' || !hasTwoPriceOptions(listing)) return;
    recalculated = request;
    try {
      const { api } = await session.adapters();
      if (!api) return;
      const response = await api.recalculatePrelisting(id, listing, controller.signal);
      if (!disposed) session.update((current) => t.pricesRecalculated(current, { request, response }));
    } catch {
      // The prices as loaded stay.
    }
  };

  const askOnce = async (): Promise<AdminUser | null> => {
    if (session.$context.get().admin) return session.$context.get().admin;
    try {
      const { api } = await session.adapters();
      if (disposed || typeof api?.getSignedInUser !== 'function') return session.$context.get().admin;
      const admin = adminFromSignedIn(await api.getSignedInUser(controller.signal));
      if (admin && !disposed && session.$context.get().admin === null) {
        session.setContext({ admin });
        await recalculate();
      }
    } catch {
      // The customer's view: a failed ask is neither shown nor retried.
    }
    return session.$context.get().admin;
  };
  const whoIsSignedIn = (): Promise<AdminUser | null> => {
    asked ??= askOnce();
    return asked;
  };

  queueMicrotask(() => {
    if (!disposed) void whoIsSignedIn();
  });
  session.addHooks({
    after: (before, after, context) => {
      if (context.isAdmin && after.ui.priceStatus === 'loaded' && before.ui.priceStatus !== 'loaded') {
        void recalculate();
      }
    },
    dispose: () => {
      disposed = true;
      controller.abort();
    },
  });

  return {
    /**
     * The session's one ask of who is signed in (started when the flow's session starts): resolves
     * with the admin the context holds once it has settled, null for a customer.
     */
    whoIsSignedIn,
  };
});
