import { HaulkitError } from '../../errors.js';
import type { Listing } from '../../model/listing.js';
import { type SessionCore, stateOf } from '../core.js';
import { flowEffectsOf } from '../flow-effects.js';
import { type QuoteFlowBase, withQuoteBase } from '../quote-flow-session.js';
import type { QuoteSession } from '../quote-session.js';
import type { QuoteState } from '../quote-state.js';
import { defineSlice, hasSlice, type SliceApi, withSlice } from '../slice.js';
import * as t from '../transitions/index.js';

/** Code of an admin call that needs a saved quote on a job that has none (no pre-listing id). */
export const NO_PRELISTING_CODE = 'noPrelisting';

/** How an admin's call ended: done, or the adapter's error (the bar says its first message, §8). */
export type AdminCallEnd = { readonly ok: true } | { readonly ok: false; readonly error: unknown };

const preListingIdOf = (session: SessionCore): string | null => {
  const id = session.$listing.get().pre_listing_id;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
};

/**
 * The admin bar's part of a session (docs/behaviour/back-office.md §3, §6, §7): the price
 * override on the cart, the insurance an admin puts on the job, a recalculation of the prices
 * and the save of the listing. Only the bar's code adds it (`withAdminBar`), so a customer's page
 * never loads it.
 */
export const adminBarSlice = defineSlice('admin-bar', (session: QuoteFlowBase) => {
  const controller = new AbortController();
  const run = session.update;
  const effects = flowEffectsOf(session);
  session.addHooks({ dispose: () => controller.abort() });

  return {
    /** Puts an admin's price on the job (the priceOption line's admin_amount and admin_tp_amount). */
    overridePrice: (input: t.PriceOverrideInput): QuoteState => run((s) => t.priceOverridden(s, input)),
    /** Takes the admin's price off: the chosen day's price for the tab again. */
    removePriceOverride: (): QuoteState => run((s) => t.priceOverrideRemoved(s)),
    /** Puts the insurance service on the job with the value of goods, and the admin's price or the service's premium. */
    setInsuranceByAdmin: (input: t.AdminInsuranceInput): QuoteState => run((s) => t.insuranceSetByAdmin(s, input)),
    /** Undoes a refused change of the bar's: the override and insurance lines as `before` held them. */
    undoAdminChange: (before: Listing): QuoteState => run((s) => t.adminChangeUndone(s, before)),
    /** Takes the insurance off the job (as unticking Protection Plus does). */
    removeInsuranceByAdmin: (): QuoteState => run((s, c) => t.untickInsurance(s, c)),
    /**
     * Asks the server to calculate the quote's prices anew (POST /ng/prelisting/{id}/recalculate,
     * back-office §7), whatever the number of price options: the answer replaces the prices, the
     * chosen day's price follows (an override stays). A job without a pre-listing id is refused
     * (`noPrelisting`) without a call.
     */
    recalculatePrices: async (): Promise<AdminCallEnd> => {
      const id = preListingIdOf(session);
      if (id === null) return { ok: false, error: new HaulkitError(NO_PRELISTING_CODE, 'The job has no saved quote.') };
      const { listing, ui } = stateOf(session);
      const request = ui.priceRequest;
      try {
        const { api } = await session.adapters();
        if (!api) throw new HaulkitError('noAdapter', 'No quote adapter is configured for this session.');
        const response = await api.recalculatePrelisting(id, listing, controller.signal);
        run((current) => t.adminPricesRecalculated(current, { request, response }));
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
    /**
     * Saves the listing as it stands (POST /ng/prelisting/{id}, the flow's own save, so a save on
     * its way is joined): resolves with how it ended.
     */
    saveListingByAdmin: async (): Promise<AdminCallEnd> => {
      try {
        await effects.saveListing();
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      }
    },
  };
});

/** A session with the admin bar's part. */
export type AdminBarSession = QuoteFlowBase & SliceApi<typeof adminBarSlice>;

/**
 * The session with the admin bar's part added once (and the quote flow's first-step slices it
 * builds on): what `<hk-admin-bar>` uses. Only the bar's code calls it.
 * @example withAdminBar(getSession('shop')).overridePrice({ customerPrice: 150, providerPrice: 110 })
 */
export function withAdminBar(session: QuoteSession): AdminBarSession {
  if (hasSlice(session, adminBarSlice)) return session as AdminBarSession;
  return withSlice(withQuoteBase(session), adminBarSlice);
}
