import { computed } from 'nanostores';
import type { VanTypeKey } from '../../model/van.js';
import type { EbayItem, VehicleMake, VehicleModel } from '../../ports/quote-types.js';
import { CAR_FLOW_CATEGORY, isHourlyRateCategory, offersVan } from '../../rules/quote-flow/constants.js';
import { vanFitOf } from '../../rules/vans/van-fit.js';
import { cartOf, cartTotal } from '../cart.js';
import type { SessionCore } from '../core.js';
import { flowEffectsOf } from '../flow-effects.js';
import type { QuoteState } from '../quote-state.js';
import { defineSlice } from '../slice.js';
import * as t from '../transitions/index.js';
import type { CustomItemSubmission } from '../transitions/partner.js';
import { bookingStepsView } from '../views/booking-steps.js';
import { summaryView } from '../views/summary.js';
import type { PartnerItemView, QuoteModal, SummarySection } from './job-ui.js';

/**
 * The job's slice: what the job's first step and the job summary use (addresses and the route,
 * vans, vehicle, eBay and pre-listing lookups, the partner item screens, modals, the summary and
 * its "change" links), with the long-distance rule kept on every update. It builds on the pricing
 * slice (see `withQuoteBase`). Its mark is the one earlier bundles gave a session with the first
 * step's actions, so they find it.
 */
export const jobSlice = defineSlice(
  'job',
  (session: SessionCore) => {
    const effects = flowEffectsOf(session);
    const run = session.update;
    session.addHooks({ settle: t.applyLongDistance });
    const $state = computed([session.$listing, session.$ui], (listing, ui): QuoteState => ({ listing, ui }));
    return {
      /** Listing and UI together. */
      $state,
      /** The cart's total in pounds. */
      $cartTotal: computed(session.$listing, (listing) => cartTotal(cartOf(listing))),
      /** The partner item screen shown (§4, §6). */
      $partnerView: computed($state, t.partnerViewOf),
      /** The job summary's lines (§2). */
      $summary: computed([$state, session.$context], (current, who) => {
        const category = String(who.category ?? '').toLowerCase();
        return summaryView(current, {
          isHourlyRate: isHourlyRateCategory(category),
          vehicles: category === CAR_FLOW_CATEGORY,
          vanOffered: offersVan(category),
        });
      }),
      /** Which van the items fit. */
      $vanFit: computed(session.$listing, (listing) => vanFitOf(listing.move_items)),
      /** Booking-step validity and the first failing step (back-office §4). */
      $bookingSteps: computed([session.$listing, session.$context], (listing, who) =>
        bookingStepsView(listing, who.fieldRules),
      ),
      /** Sets the pickup or delivery address (only with coordinates, §5); false when refused. Directions follow. */
      setAddress: effects.setAddress,
      /** Asks the maps adapter for the route again (after a failure, or for a restored draft without one); logs it (§7). */
      loadDirections: effects.loadDirections,
      /** Chooses a van type. */
      selectVan: (van: VanTypeKey | number | string): QuoteState => run((s) => t.selectVan(s, van)),
      /** Applies the estimated boxes as items 1020 and 845. */
      applyBoxEstimate: effects.applyBoxEstimate,
      /** Default items per room, fetched after 2 s (§7). */
      loadRemovalDefaults: effects.loadRemovalDefaults,
      /** Fetches and applies the removal preset (with confirmation when items exist). */
      applyRemovalPreset: effects.applyRemovalPreset,
      /** The vehicle makes of a category. */
      searchMakes: effects.searchMakes,
      /** The models of a make. */
      searchModels: effects.searchModels,
      /** Adds the chosen make and model as a move item. */
      chooseVehicle: (make: VehicleMake, model: VehicleModel): QuoteState =>
        run((s) => t.chooseVehicle(s, make, model)),
      /** Adds a custom car (make and model with a word character each, §5). */
      addCustomVehicle: (input: { make: string; model: string }): QuoteState =>
        run((s) => t.addCustomVehicle(s, input)),
      /** Looks a plate up; found vehicles join the list, a failure sets the plate error. */
      lookupPlate: effects.lookupPlate,
      /**
       * Looks an eBay item up by its id (eleven or more digits) or a pasted eBay item link
       * (back-office §5, §7): the listing's title and items, or a rejection with a coded error
       * (`ebay_listing_not_found` when no listing has that id).
       */
      lookupEbayItem: effects.lookupEbayItem,
      /** Adds the items an eBay listing holds, as an item set is added (merged by fake_id). */
      addEbayItems: (ebay: Pick<EbayItem, 'title' | 'items'>): QuoteState => run((s) => t.addEbayItems(s, ebay)),
      /** Loads a saved pre-listing (POST /ng/prelisting/{id}/get) into the session. */
      loadPrelisting: effects.loadPrelisting,
      /** Sets the pre-listing id (the `pre-listing-id` attribute). */
      setPrelistingId: (id: string): QuoteState => run((s) => t.setPrelistingId(s, id)),
      /** Shows a partner item screen (§4). */
      showPartnerView: (view: PartnerItemView): QuoteState => run((s) => t.showPartnerView(s, view)),
      /** Saves a partner custom item (§4, §5). */
      saveCustomItem: (submission: CustomItemSubmission): QuoteState => run((s) => t.saveCustomItem(s, submission)),
      /** Checks the partner default items before going on (§5). */
      checkPartnerDefaultItems: (): QuoteState => run((s) => t.checkPartnerDefaultItems(s)),
      /** Opens a modal. */
      openModal: (modal: QuoteModal): QuoteState => run((s) => t.openModal(s, modal)),
      /** Closes a modal. */
      closeModal: (modal: QuoteModal): QuoteState => run((s) => t.closeModal(s, modal)),
      /**
       * The job summary's "change" for a section: closes every modal and asks for its step
       * (`$state.ui.goTo`, `hk-go-to-step`); under `withStepFlow` the flow moves there too.
       */
      goToStep: (section: SummarySection): QuoteState => run((s, c) => t.goToStep(s, section, c)),
    };
  },
  'haulkit.quote-flow-base@1',
);
