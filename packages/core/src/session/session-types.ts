import type { ReadableAtom } from 'nanostores';
import type { Address } from '../model/address.js';
import type { ItemSearchResult, MoveItem } from '../model/item.js';
import type { Listing } from '../model/listing.js';
import type { VanTypeKey } from '../model/van.js';
import type { ExperimentApi } from '../ports/admin-api.js';
import type { MapsApi } from '../ports/maps-api.js';
import type { PaymentApi } from '../ports/payment-api.js';
import type { QuoteApi } from '../ports/quote-api.js';
import type { CatalogueItem, EbayItem, VehicleMake, VehicleModel } from '../ports/quote-types.js';
import type { FieldRules } from '../rules/booking-steps/field-rules.js';
import type { BoxEstimate } from '../rules/boxes/boxes.js';
import type { Experiment } from '../rules/experiments/experiments.js';
import type { HoursDirection } from '../rules/hourly-rate/hours.js';
import type { DateOption } from '../rules/prices/date-option.js';
import type { QuoteFlowStep } from '../rules/quote-flow/steps.js';
import type { TimeOptionList } from '../rules/time-options/time-options.js';
import type { TimeSliderState } from '../rules/time-slider/mode.js';
import type { SliderMode, SliderRange } from '../rules/time-slider/slider.js';
import type { DraftStore, StorageLike } from './persistence.js';
import type {
  InsuranceService,
  PartnerItemView,
  PriceTab,
  QuoteContext,
  QuoteModal,
  QuoteState,
  QuoteUi,
  RemovalPreset,
  SummarySection,
} from './quote-state.js';
import type { AsyncArea, AsyncStatus, RequestEntry } from './requests.js';
import type { InventoryKey } from './transitions/inventory.js';
import type { OfferedService, RouteSide } from './transitions/job.js';
import type { PackingConfirmation } from './transitions/packing.js';
import type { CustomItemSubmission } from './transitions/partner.js';
import type { QuoteFlowView } from './views/quote-flow.js';
import type { HourlySlotsView } from './views/time-options-panel.js';
import type {
  BookingStepsView,
  CalendarView,
  HourlyView,
  PriceTabView,
  SummaryView,
  TimeOptionView,
  VanFit,
} from './views.js';

/** Timers a session uses (the email modal's wait); tests pass fake ones. */
export interface SessionTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Who uses the session and in which flow; transitions read it with the time now. */
export interface SessionContext {
  /** An admin user is signed in (§6). @default false */
  isAdmin: boolean;
  /** The flow's category attribute: furniture, house-move, piano, car, man-and-van … @default null */
  category: string | null;
  /** Experiments the test lab answered. @default [] */
  experiments: readonly Experiment[];
  /** Miles above which non-admins get collection time only. @default 150 */
  longDistanceMiles?: number;
  /** The server's booking-step rules per field (back-office §5); none means every field is valid. */
  fieldRules?: FieldRules | null;
}

/**
 * What a session reports to the host (docs/behaviour/quote-flow.md §2, §7, §8): a failed call the
 * generic interceptor reports, an info message (the §8 'No price options'), or a virtual page view
 * (the §8 price-error page; the §2 redirect of a converted furniture listing to the house-move
 * inventory, page `listing-inventory`, with the listing's `parentHash` when it has one). Elements
 * turn these into `hk-error` (with `severity`) and `hk-page-view`.
 */
export type ReportEntry =
  | { kind: 'failure'; severity: 'error' | 'warning'; code: string; message: string; data?: unknown }
  | { kind: 'info'; severity: 'info'; code: string; message: string; data?: unknown }
  | { kind: 'pageView'; page: string; parentHash?: string };

/** The adapters of a session: the ports it calls and where its reports go (docs/architecture.md). */
export interface SessionAdapters {
  /** The quote adapter (QuoteApi). */
  api?: QuoteApi;
  /** The maps adapter: suggestions, lookups, directions. */
  maps?: MapsApi;
  /** The card-by-phone adapter. */
  payment?: PaymentApi;
  /** The test lab (experiments are reported through it, and so tracked, once). */
  experiments?: ExperimentApi;
  /** Receives what the session and the generic interceptor report. */
  report?: (entry: ReportEntry) => void;
}

/** The name of one adapter of a session. */
export type AdapterName = Exclude<keyof SessionAdapters, 'report'>;

/**
 * Brings adapters on first need, told which one is needed: the elements' composition root loads
 * the quote port alone for a search, and maps, payment or the test lab when first asked for.
 */
export type AdapterLoader = (need: AdapterName) => Promise<SessionAdapters>;

/** What a session listens to for other tabs' writes to its draft (the window's `storage` events). */
export type StorageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Options of a session, read when it is created (see `getSession` and `configure`). */
export interface QuoteSessionOptions extends SessionAdapters {
  /**
   * Brings the adapters on first need (the elements' lazy HTTP or demo chunk); adapters set
   * directly win over what it brings.
   */
  load?: AdapterLoader;
  /** Where drafts are kept. @default localStorage when it works, memory otherwise */
  storage?: StorageLike;
  /**
   * Where the `storage` events of `storage` arrive: another tab's write to this session's draft
   * is taken by this one (the same job open in two tabs).
   * @default the window, when drafts are in localStorage; none for another `storage` or `drafts`
   */
  storageEvents?: StorageEvents;
  /**
   * A ready draft store (wins over `storage`), or false to keep no draft.
   * @default a store on `storage`: loaded by `getSession` at once when a draft is stored under the key, else
   * with the first change; at once by `getQuoteSession`
   */
  drafts?: DraftStore | false;
  /** The clock, in ms since 1970. @default Date.now */
  now?: () => number;
  /** @default the global setTimeout and clearTimeout */
  timers?: SessionTimers;
  /** Who uses the session. */
  context?: Partial<SessionContext>;
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
}

/** A transition as the session applies it: the state and context in, the next state out. */
export type SessionStep = (state: QuoteState, context: QuoteContext) => QuoteState;

/** What a feature layer adds to every update of a session (see `getQuoteSession`). */
export interface SessionHooks {
  /** Runs after every transition, before the stores change (the long-distance rule). */
  settle?: SessionStep;
  /** Runs after the stores changed, with the state before and after (effects). */
  after?: (before: QuoteState, after: QuoteState, context: QuoteContext) => void;
  /** Runs when the session is disposed. */
  dispose?: () => void;
}

/**
 * One customer's quote: the listing, the UI state around it and the item actions. Elements
 * with the same `session` attribute share one, also across separately loaded bundles. The
 * actions of docs/behaviour/quote-flow.md §4 are added by `getQuoteSession` (see QuoteFlowSession),
 * so a page with the item picker alone does not load them.
 */
export interface QuoteSession {
  readonly key: string;
  readonly version: number;
  /** The draft listing. Change it through the actions, never by hand. */
  readonly $listing: ReadableAtom<Listing>;
  /** Tabs, modals, price loading, confirmations … (never persisted). */
  readonly $ui: ReadableAtom<QuoteUi>;
  /** Every adapter in use (`api` the quote adapter), once configured or loaded. */
  readonly $adapters: ReadableAtom<SessionAdapters>;
  /** Who uses the session. */
  readonly $context: ReadableAtom<SessionContext>;
  /** The session's clock, in ms since 1970. */
  readonly now: () => number;
  /** The session's timers. */
  readonly timers: SessionTimers;
  /** Resolves once a stored draft, if any, is restored (at once when none is stored). */
  readonly ready: Promise<void>;
  /** Sets some adapters; the others stay (see `configure`). */
  setAdapters(adapters: SessionAdapters): void;
  /** Sets the lazy loader `adapters()` runs once per missing adapter. */
  setAdapterLoader(load: AdapterLoader): void;
  /** The adapters once `need` (default the quote adapter) is loaded, when a loader can bring it. */
  adapters(need?: AdapterName): Promise<SessionAdapters>;
  /** Changes who uses the session (admin, category, experiments). */
  setContext(context: Partial<SessionContext>): void;
  /** Keeps drafts in this store from now on; an untouched session takes the draft it holds. */
  useDrafts(drafts: DraftStore | false): void;
  /**
   * Writes the unsaved listing change now, if any. Changes are otherwise written 250 ms after the
   * first unsaved one (DRAFT_SAVE_DELAY_MS), when the page is hidden or left, and on dispose.
   */
  flushDraft(): void;
  /** Applies a transition to the stores (with the hooks); returns the new state. */
  update(step: SessionStep): QuoteState;
  /** Adds a feature layer's hooks. */
  addHooks(hooks: SessionHooks): void;
  /** Adds every item of a search result, merging by fake_id. Returns the new listing. */
  addSearchResult(result: ItemSearchResult): Listing;
  /** Plus: the next quantity on the item's step grid. */
  increaseItem(fakeId: string): Listing;
  /** Minus: the previous quantity; from 1 the item is removed. */
  decreaseItem(fakeId: string): Listing;
  /** Sets an item's quantity (already validated); 0 removes it. */
  setItemQuantity(fakeId: string, quantity: number): Listing;
  /** Removes an item. */
  removeItem(fakeId: string): Listing;
  /** Puts a removed item back at its old position (undo). */
  restoreItem(item: MoveItem, index: number): Listing;
  /** Writes the unsaved draft change, then stops timers, in-flight loads and draft saving. */
  dispose(): void;
}

/**
 * The quote-flow actions and stores the job's first step and the job summary use (addresses,
 * route, items, vans, lookups, pricing, modals, the summary, proceeding): what `withQuoteBase`
 * adds. `<hk-quote-flow>`'s first step carries only these; the price step's pieces add the rest
 * (`withQuoteFlow`) as they load.
 */
export interface QuoteFlowBase extends QuoteSession {
  /** Listing and UI together. */
  readonly $state: ReadableAtom<QuoteState>;
  /** The cart's total in pounds. */
  readonly $cartTotal: ReadableAtom<number>;
  /** The partner item screen shown (§4, §6). */
  readonly $partnerView: ReadableAtom<PartnerItemView>;
  /** Where each asynchronous area stands: prices, search, lookups, defaults, directions, prelisting, payment. */
  readonly $status: ReadableAtom<Record<AsyncArea, AsyncStatus>>;
  /** Every request's status and data by key (makes:4, models:4:12:, removal-defaults:flat …). */
  readonly $requests: ReadableAtom<Record<string, RequestEntry>>;
  /** The job summary's lines (§2). */
  readonly $summary: ReadableAtom<SummaryView>;
  /** True when the job can be priced: both addresses located and at least one item (rules/prices/priceable.ts). */
  readonly $priceable: ReadableAtom<boolean>;
  /** Which van the items fit. */
  readonly $vanFit: ReadableAtom<VanFit>;
  /** Booking-step validity and the first failing step (back-office §4). */
  readonly $bookingSteps: ReadableAtom<BookingStepsView>;
  /** Sets the pickup or delivery address (only with coordinates, §5); false when refused. Directions follow. */
  setAddress(side: RouteSide, address: Address | null): boolean;
  /** Asks the maps adapter for the route again (after a failure, or for a restored draft without one); logs it (§7). */
  loadDirections(): Promise<void>;
  /** Chooses a van type. */
  selectVan(van: VanTypeKey | number | string): QuoteState;
  /** Applies the estimated boxes as items 1020 and 845. */
  applyBoxEstimate(): Promise<void>;
  /** Default items per room, fetched after 2 s (§7). */
  loadRemovalDefaults(propertyType: string): Promise<Record<string, readonly CatalogueItem[]>>;
  /** Fetches and applies the removal preset (with confirmation when items exist). */
  applyRemovalPreset(propertyType: string): Promise<void>;
  /** The vehicle makes of a category. */
  searchMakes(categoryId: number): Promise<VehicleMake[]>;
  /** The models of a make. */
  searchModels(make: VehicleMake, categoryId: number, modelName?: string): Promise<VehicleModel[]>;
  /** Adds the chosen make and model as a move item. */
  chooseVehicle(make: VehicleMake, model: VehicleModel): QuoteState;
  /** Adds a custom car (make and model with a word character each, §5). */
  addCustomVehicle(input: { make: string; model: string }): QuoteState;
  /** Looks a plate up; found vehicles join the list, a failure sets the plate error. */
  lookupPlate(plate: string): Promise<void>;
  /**
   * Looks an eBay item up by its id (eleven or more digits) or a pasted eBay item link
   * (back-office §5, §7): the listing's title and items, or a rejection with a coded error
   * (`ebay_listing_not_found` when no listing has that id).
   */
  lookupEbayItem(itemId: string): Promise<EbayItem>;
  /** Adds the items an eBay listing holds, as an item set is added (merged by fake_id). */
  addEbayItems(ebay: Pick<EbayItem, 'title' | 'items'>): QuoteState;
  /** Loads a saved pre-listing (POST /ng/prelisting/{id}/get) into the session. */
  loadPrelisting(id: string): Promise<void>;
  /** Sets the pre-listing id (the `pre-listing-id` attribute). */
  setPrelistingId(id: string): QuoteState;
  /** The pre-listing id, created when the listing has none (before any price call). */
  ensurePrelistingId(): string;
  /** The test lab answered: prices are now blurred or fetched (§4). */
  experimentsFetched(experiments?: readonly Experiment[]): QuoteState;
  /** Asks for prices (fetched when none are cached, or always with `force`); resolves when they settle. */
  loadPrices(options?: { force?: boolean }): Promise<QuoteState>;
  /**
   * Starts pricing as a price view does (§4, Price loading): the pre-listing's experiments from
   * the test lab first (2 s timeout; a failure goes on without them), then prices are blurred
   * (exclude_prices) or fetched when none are cached. `$status.prices` is `loading` meanwhile.
   * Resolves when the prices settle.
   */
  startPricing(): Promise<QuoteState>;
  /** Resolves when the price load in flight, if any, has settled. */
  settled(): Promise<QuoteState>;
  /** Proceeds to listing-confirmation (§4). */
  proceed(): QuoteState;
  /** Shows a partner item screen (§4). */
  showPartnerView(view: PartnerItemView): QuoteState;
  /** Saves a partner custom item (§4, §5). */
  saveCustomItem(submission: CustomItemSubmission): QuoteState;
  /** Checks the partner default items before going on (§5). */
  checkPartnerDefaultItems(): QuoteState;
  /** Opens a modal. */
  openModal(modal: QuoteModal): QuoteState;
  /**
   * The job summary's "change" for a section: closes every modal and asks for its step
   * (`$state.ui.goTo`, `hk-go-to-step`); under `withStepFlow` the flow moves there too.
   */
  goToStep(section: SummarySection): QuoteState;
  /** Closes a modal. */
  closeModal(modal: QuoteModal): QuoteState;
}

/**
 * A quote session with the actions of docs/behaviour/quote-flow.md §4 and the stores derived from
 * it. Views render the stores and call the actions; the session never touches URLs
 * (proceeding sets `step: 'listing-confirmation'` and the host navigates).
 */
export interface QuoteFlowSession extends QuoteFlowBase {
  /** Fixed or ranged, from the chosen dates (back-office §4). */
  readonly $dateOption: ReadableAtom<DateOption>;
  /** Protection Plus counts as selected (premium: only above 5000). */
  readonly $insuranceSelected: ReadableAtom<boolean>;
  /** The time slider's mode, windows and time option. */
  readonly $timeSlider: ReadableAtom<TimeSliderState>;
  /** The price calendar: the month shown, its 42 days with price for the current tab, state and label. */
  readonly $calendar: ReadableAtom<CalendarView>;
  /** The price tabs on offer (§4). */
  readonly $priceTabs: ReadableAtom<PriceTabView[]>;
  /** The time options with their charge, grouped when more than 3 (§9). */
  readonly $timeOptions: ReadableAtom<TimeOptionList<TimeOptionView>>;
  /** Hourly rate: hour choices and the chosen day's slots (§4, §9). */
  readonly $hourly: ReadableAtom<HourlyView>;
  /** The estimated-boxes suggestion (§5, §9). */
  readonly $boxEstimate: ReadableAtom<BoxEstimate>;
  /** Ticks or unticks an additional service (not packing or insurance). */
  toggleService(service: OfferedService): QuoteState;
  /** The removal inventory's boxes list view on or off. */
  setBoxesListView(on: boolean): QuoteState;
  /** Adds a catalogue item to a room (location_id). */
  addInventoryItem(entry: CatalogueItem, locationId: number): QuoteState;
  /** Sets an inventory item's quantity; 0 removes it. */
  setInventoryQuantity(key: InventoryKey, quantity: number): QuoteState;
  /** Shows another calendar month: 'next', 'previous' or YYYY-MM. */
  showMonth(month: string): QuoteState;
  /** Price tabs (§4). */
  selectPriceTab(tab: PriceTab | string): QuoteState;
  /** Selects a calendar day, YYYY-MM-DD (§4): a fixed date option. */
  selectDay(dateKey: string): QuoteState;
  /** Selects several days: a ranged date option from the first to the last (back-office §4). */
  selectDates(dateKeys: readonly string[]): QuoteState;
  /** Selects a time option by key, like '0800-1200' (§4). */
  selectTimeOption(key: string): QuoteState;
  /** Changes the number of helpers and reprices (§4). */
  setHelpers(helpers: number): QuoteState;
  /** Ticks Protection Plus with the service offered (§4). */
  tickInsurance(service?: InsuranceService | null): QuoteState;
  /** Unticks Protection Plus (§4). */
  untickInsurance(): QuoteState;
  /** The value of goods as typed. */
  typeInsuranceValue(value: string): QuoteState;
  /** Submits the value of goods (§4, §5). */
  submitInsurance(value?: string): QuoteState;
  /** Cancels the value area, restoring what was there (§4). */
  cancelInsurance(): QuoteState;
  /** Hourly rate: 0.5 hours up or down, or a typed number (§4). */
  changeHours(change: HoursDirection | number): QuoteState;
  /** Switches the time slider's mode (§4). */
  changeSliderMode(mode: SliderMode): QuoteState;
  /** Sets the current side's window on the time slider. */
  setSliderTimes(range: Partial<SliderRange>): QuoteState;
  /** Resets the time slider (§4). */
  resetTimeSlider(): QuoteState;
  /** Toggles the packing service (§4). */
  togglePacking(): QuoteState;
  /** Confirms the packing modal (§4). */
  confirmPacking(input: PackingConfirmation): QuoteState;
  /** Applies a removal preset (§4). */
  applyPreset(preset: RemovalPreset): QuoteState;
  /** Clears the removal preset and its items (§4). */
  clearPreset(): QuoteState;
  /** Confirms what waits for confirmation (slider mode, preset, extra helper). */
  confirmPending(): QuoteState;
  /** Declines what waits for confirmation. */
  dismissPending(): QuoteState;
  /**
   * Chooses the chosen day's service level in the price option modal (standard, standard_plus,
   * premium; back-office §4): packageType and the priceOption line follow, the modal closes.
   */
  selectPackage(level: string): QuoteState;
  /**
   * Answers the email-ask modal (§4, Price loading): a valid address goes to user_info.email,
   * exclude_prices becomes false and prices are fetched; an invalid one changes nothing.
   */
  submitEmail(email: string): QuoteState;
  /** Hourly rate: the chosen day's start times for the hours booked, grouped, with the chosen one (§4, §9). */
  readonly $hourlySlots: ReadableAtom<HourlySlotsView>;
  /**
   * Hourly rate: chooses a start time of the chosen day, 'HH:mm' (pickup_time to pickup_time_end);
   * the time option modal closes. A start that is not one of the day's changes nothing.
   */
  selectHourlySlot(start: string): QuoteState;
  /** Hourly rate: `changeHours`, and the chosen start time keeps its start with the new end, or goes when it no longer fits. */
  changeHourlyHours(change: HoursDirection | number): QuoteState;
  /**
   * Hourly rate: the start times worked out again for the time now (§9: every 30 minutes); a
   * chosen start now too near goes, and the time option modal closes when today has none left (§4).
   */
  refreshHourlySlots(): QuoteState;
}

/**
 * A quote session with `<hk-quote-flow>`'s steps (`withStepFlow`): the flow's view and the moves
 * between its steps, kept apart from the quote flow's actions so a single piece does not carry
 * them.
 */
export interface StepFlowSession extends QuoteFlowBase {
  /**
   * `<hk-quote-flow>`'s steps (docs/behaviour/quote-flow.md §2): the route's steps, the current one and
   * its index, the failing fields of the last refused move that still fail (they drop out as the
   * person fixes them), a count of refused moves, whether the flow proceeded, and the listing id
   * for the view-listing link. The same object while none of these changes.
   */
  readonly $flow: ReadableAtom<QuoteFlowView>;
  /**
   * Starts the flow, once per mount: the step a restored draft named (when it is on the route),
   * else a converted furniture listing's house-move inventory (§2; admins stay), else the
   * route's first step. Idempotent. Sending a converted listing on is reported as a page view of
   * its step (`{ kind: 'pageView', page: 'listing-inventory', parentHash }`, the parent hash when
   * the listing has one: `convertedParentHash`), once.
   */
  startFlow(): QuoteState;
  /**
   * Goes to a step (back-office §4): back always; forward only when every earlier booking step
   * validates, else the move is refused with every failing field (`$flow.problems`, a new
   * `problemsRequest`) and the first failing step is shown. Closes every modal; after proceeding
   * it returns to quoting. Cached prices stay.
   */
  goToFlowStep(step: QuoteFlowStep): QuoteState;
  /**
   * The next step: items → price options (booking step 1 checked); on the price options, booking
   * step 2 (the pickup date) is checked and then the flow proceeds (`proceed`, with its add-helper
   * modal rule), so `hk-proceed` follows.
   */
  nextFlowStep(): QuoteState;
  /** The previous step (from a house move's removal item list, its inventory); on the first step it stays. */
  previousFlowStep(): QuoteState;
  /**
   * Tracks the exit-intent dialog's opening (docs/behaviour/quote-flow.md §7: POST /ajax-track with
   * process, stage and step of where the flow is; see `exitIntentTrackRequest`). Resolves when
   * sent; a failure is dropped (the answer is not shown).
   */
  trackExitIntent(): Promise<void>;
}
