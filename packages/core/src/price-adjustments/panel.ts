import { atom, type ReadableAtom } from 'nanostores';
import { isAbortError } from '../errors.js';
import type { Locale } from '../locale/locales.js';
import type { Listing } from '../model/listing.js';
import type { AdjustmentType, PriceAdjustment } from '../model/price-adjustment.js';
import type { Discount } from '../model/user.js';
import type { PriceAdjustmentApi } from '../ports/admin-api.js';
import type { AdjustmentReason } from '../ports/admin-types.js';
import type { AuthToken } from '../ports/common.js';
import {
  type AdjustedRecord,
  type AdjustmentAccessContext,
  type AdjustmentDraft,
  type AdjustmentFieldError,
  adjustedRecordOf,
  adjustmentCountryOf,
  checkAdjustment,
  draftOfAdjustment,
  EMPTY_ADJUSTMENT_DRAFT,
  mayManagePriceAdjustments,
  type SaveOutcome,
  saveOutcome,
} from '../rules/price-adjustments/index.js';

// The price adjustments panel (docs/behaviour/back-office.md §3, §6, §7, §8): the adjustments of
// the session's quote or listing, a form to add or edit one, delete with a confirmation, the
// reasons for the chosen type and the customer's discounts. Framework-free: the React hook reads
// `$state` and calls the actions.

/** Why the panel cannot change adjustments, when it cannot. */
export type AdjustmentsAccess =
  /** Asking for the service's token. */
  | 'checking'
  /** The job has no quote or listing yet: adjustments belong to a saved one. */
  | 'noRecord'
  /** The session's user may not change adjustments (§6); the list is shown. */
  | 'noPermission'
  /** No token with the role manage-price-adjustments was given (§6): nothing can be read. */
  | 'noToken'
  /** No price adjustment service is configured. */
  | 'noService'
  | 'ready';

/** Where a read stands. */
export type ReadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Everything the panel shows. */
export interface AdjustmentsState {
  readonly access: AdjustmentsAccess;
  readonly record: AdjustedRecord | null;
  readonly listStatus: ReadStatus;
  readonly adjustments: readonly PriceAdjustment[];
  /** The reasons for the draft's type, and the type they were asked for. */
  readonly reasonsStatus: ReadStatus;
  readonly reasons: readonly AdjustmentReason[];
  /** The customer's discounts; `idle` when they are not asked for (no service key, or not a quote). */
  readonly discountsStatus: ReadStatus;
  readonly discounts: readonly Discount[];
  /** The form, as typed. */
  readonly draft: AdjustmentDraft;
  /** The uuid of the adjustment the form edits; null when it adds one. */
  readonly editing: string | null;
  /** The refused fields of the last submit (cleared field by field as the admin types). */
  readonly errors: readonly AdjustmentFieldError[];
  /** A save or delete is on its way. */
  readonly busy: boolean;
  /** What the last save or delete ended with (§8). */
  readonly outcome: SaveOutcome | null;
  /** The uuid of the adjustment waiting for its delete to be confirmed. */
  readonly confirming: string | null;
}

/** What the panel needs of a quote session: the job, who uses it, and the flow's one way to price again. */
export interface AdjustmentsSession {
  readonly $listing: ReadableAtom<Listing>;
  readonly $context: ReadableAtom<AdjustmentAccessContext>;
  /** The pricing slice's action (`force` prices again even when prices are cached). */
  loadPrices(options?: { force?: boolean }): Promise<unknown>;
}

/** Options of a panel. */
export interface AdjustmentsPanelOptions {
  readonly session: AdjustmentsSession;
  /** The price adjustment port; undefined when none is configured. */
  readonly port: () => Promise<PriceAdjustmentApi | undefined>;
  readonly locale: Locale;
  /** The customer-discounts service key (sent as a header); without it discounts are not shown. */
  readonly discountsKey?: string | undefined;
}

/** The panel: its state and actions. */
export interface AdjustmentsPanel {
  readonly $state: ReadableAtom<AdjustmentsState>;
  /** Follows the session's job (its quote or listing id) and loads; returns the call that stops. */
  start(): () => void;
  /** Reads everything again (after a failed read). */
  reload(): void;
  /** Changes some fields of the form; a changed type asks for its reasons. */
  change(patch: Partial<AdjustmentDraft>): void;
  /** Checks the form and saves it: a new adjustment, or the edited one's percent or amount. */
  submit(): Promise<void>;
  /** Puts a saved adjustment in the form to change its percent or amount. */
  edit(uuid: string): void;
  /** Leaves editing; the form is empty again. */
  cancelEdit(): void;
  /** Asks to delete an adjustment (the view shows the confirmation). */
  askDelete(uuid: string): void;
  cancelDelete(): void;
  /** Deletes the adjustment waiting for confirmation. */
  confirmDelete(): Promise<void>;
}

const INITIAL: AdjustmentsState = {
  access: 'checking',
  record: null,
  listStatus: 'idle',
  adjustments: [],
  reasonsStatus: 'idle',
  reasons: [],
  discountsStatus: 'idle',
  discounts: [],
  draft: EMPTY_ADJUSTMENT_DRAFT,
  editing: null,
  errors: [],
  busy: false,
  outcome: null,
  confirming: null,
};

const isPermission = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission';

/**
 * A price adjustments panel on a session (docs/behaviour/back-office.md §3, §6, §7, §8). The
 * token with the role manage-price-adjustments is asked for once (`getPriceAdjustmentToken`);
 * without it nothing can be read. A user the session does not let manage adjustments sees the
 * list only. Each save or delete shows the first error message or 'Save was successful', keeps
 * what was typed when it fails, and after a change reloads the list and prices the job again
 * (the session's `loadPrices({ force: true })`), so the price the customer sees follows.
 */
export function createAdjustmentsPanel(options: AdjustmentsPanelOptions): AdjustmentsPanel {
  const { session, locale } = options;
  const $state = atom<AdjustmentsState>(INITIAL);
  const set = (patch: Partial<AdjustmentsState>) => $state.set({ ...$state.get(), ...patch });
  let token: Promise<{ api: PriceAdjustmentApi; auth: AuthToken } | null> | null = null;
  /** Grows with each record change: an answer for an older record never lands. */
  let generation = 0;
  let reasonsAsked = 0;

  const may = () => mayManagePriceAdjustments(session.$context.get());

  /** The port and its token, asked for once (again after a failure). */
  const service = () => {
    if (!token) {
      const asking = (async () => {
        const api = await options.port();
        if (!api) return null;
        return { api, auth: await api.getPriceAdjustmentToken() };
      })();
      token = asking;
      asking.catch(() => {
        if (token === asking) token = null;
      });
    }
    return token;
  };

  /** What the reasons were last asked for: the job's category and country. */
  let reasonsFor: string | undefined;
  const reasonsKeyOf = (listing: Listing) => `${listing.category_id ?? ''}:${adjustmentCountryOf(listing)}`;

  const loadReasons = async (type: AdjustmentType) => {
    const asked = ++reasonsAsked;
    const listing = session.$listing.get();
    reasonsFor = reasonsKeyOf(listing);
    const category = listing.category_id;
    // Without the job's category no reasons can be asked for (not specified: chosen), so none is required.
    if (category === undefined || category === null) return set({ reasonsStatus: 'ready', reasons: [] });
    set({ reasonsStatus: 'loading', reasons: [] });
    try {
      const ready = await service();
      if (!ready) return;
      const reasons = await ready.api.listAdjustmentReasons({
        auth: ready.auth,
        category,
        countryCode: adjustmentCountryOf(listing),
        adjustmentType: type,
      });
      if (asked === reasonsAsked) set({ reasonsStatus: 'ready', reasons });
    } catch {
      if (asked === reasonsAsked) set({ reasonsStatus: 'failed', reasons: [] });
    }
  };

  const loadDiscounts = async (record: AdjustedRecord, api: PriceAdjustmentApi, at: number) => {
    const key = options.discountsKey?.trim();
    if (!key || record.recordType !== 'PRE_LISTING') return set({ discountsStatus: 'idle', discounts: [] });
    if ($state.get().discountsStatus !== 'ready') set({ discountsStatus: 'loading' });
    try {
      const discounts = await api.getCustomerDiscounts({ key, preListingId: record.recordId });
      if (at === generation) set({ discountsStatus: 'ready', discounts });
    } catch {
      if (at === generation) set({ discountsStatus: 'failed', discounts: [] });
    }
  };

  /** Reads the list and the discounts of the current record. */
  const loadList = async () => {
    const at = generation;
    const record = $state.get().record;
    if (!record) return;
    if ($state.get().listStatus !== 'ready') set({ listStatus: 'loading' });
    let ready: Awaited<ReturnType<typeof service>>;
    try {
      ready = await service();
    } catch {
      if (at === generation) set({ access: 'noToken', listStatus: 'idle' });
      return;
    }
    if (at !== generation) return;
    if (!ready) return set({ access: 'noService', listStatus: 'idle' });
    set({ access: may() ? 'ready' : 'noPermission' });
    void loadDiscounts(record, ready.api, at);
    try {
      const adjustments = await ready.api.listPriceAdjustments({ auth: ready.auth, ...record });
      if (at === generation) set({ listStatus: 'ready', adjustments });
    } catch (error) {
      if (at !== generation) return;
      set(isPermission(error) ? { access: 'noToken', listStatus: 'idle' } : { listStatus: 'failed' });
    }
  };

  /** The record followed, as `type:id` ('' for none); undefined before the first. */
  let followed: string | undefined;
  const follow = (listing: Listing) => {
    const record = adjustedRecordOf(listing);
    // Every change of the listing (a price answer, an item) comes here: only a new record reloads.
    const key = record ? `${record.recordType}:${record.recordId}` : '';
    if (key === followed) {
      // The job's category or country arrived or changed: the reasons offered may differ.
      const state = $state.get();
      if (state.access === 'ready' && state.editing === null && reasonsKeyOf(listing) !== reasonsFor)
        void loadReasons(state.draft.adjustmentType);
      return;
    }
    followed = key;
    generation += 1;
    if (!record) return set({ ...INITIAL, access: 'noRecord' });
    set({ ...INITIAL, record, draft: $state.get().draft });
    void loadList().then(() => {
      if ($state.get().access === 'ready') void loadReasons($state.get().draft.adjustmentType);
    });
  };

  /** After a change: the list again, and the job priced again so the customer's price follows. */
  const afterChange = async () => {
    await loadList();
    await session.loadPrices({ force: true }).catch(() => undefined);
  };

  const fail = (error: unknown) => {
    if (isAbortError(error)) return set({ busy: false });
    const outcome = saveOutcome(error, locale);
    set({ busy: false, outcome, ...(isPermission(error) ? { access: 'noPermission' as const } : {}) });
  };

  return {
    $state,
    start() {
      follow(session.$listing.get());
      const stop = session.$listing.listen(follow);
      return () => {
        stop();
        followed = undefined;
        generation += 1;
      };
    },
    reload() {
      token = null;
      const record = $state.get().record;
      if (!record) return;
      set({ access: 'checking', listStatus: 'idle' });
      void loadList().then(() => {
        if ($state.get().access === 'ready') void loadReasons($state.get().draft.adjustmentType);
      });
    },
    change(patch) {
      const state = $state.get();
      const draft = { ...state.draft, ...patch };
      // A field the admin changes loses its error; the others keep theirs until the next submit.
      const errors = state.errors.filter(
        (error) => !(error.field in patch) && !('mode' in patch && error.field === 'value'),
      );
      set({ draft, errors, outcome: null });
      if (patch.adjustmentType && patch.adjustmentType !== state.draft.adjustmentType && !state.editing) {
        set({ draft: { ...draft, reasonId: '' } });
        void loadReasons(patch.adjustmentType);
      }
    },
    async submit() {
      const state = $state.get();
      if (state.busy || state.access !== 'ready' || !state.record) return;
      const editing = state.editing;
      const check = checkAdjustment(state.draft, {
        reasonCount: state.reasonsStatus === 'ready' ? state.reasons.length : 0,
        editing: editing !== null,
      });
      if (!check.ok) return set({ errors: check.errors, outcome: null });
      set({ errors: [], busy: true, outcome: null });
      try {
        const ready = await service();
        if (!ready) return set({ busy: false, access: 'noService' });
        const { api, auth } = ready;
        const value = check.value;
        const record = state.record;
        if (editing !== null) {
          if (value.mode === 'percent')
            await api.updatePercentAdjustment({ auth, uuid: editing, adjustmentPercent: value.percent });
          else await api.updateAmountAdjustment({ auth, uuid: editing, adjustmentAmount: { value: value.minor } });
        } else {
          const common = {
            auth,
            ...record,
            adjustmentType: value.adjustmentType,
            ...(value.reasonId === undefined ? {} : { reasonId: value.reasonId }),
          };
          if (value.mode === 'percent')
            await api.createPercentAdjustment({ ...common, adjustmentPercent: value.percent });
          else await api.createAmountAdjustment({ ...common, adjustmentAmount: { value: value.minor } });
        }
        set({
          busy: false,
          editing: null,
          draft: { ...EMPTY_ADJUSTMENT_DRAFT, adjustmentType: state.draft.adjustmentType, mode: state.draft.mode },
          outcome: saveOutcome(undefined, locale),
        });
        await afterChange();
      } catch (error) {
        fail(error);
      }
    },
    edit(uuid) {
      const found = $state.get().adjustments.find((item) => item.uuid === uuid);
      if (!found || $state.get().access !== 'ready') return;
      set({ editing: uuid, draft: draftOfAdjustment(found), errors: [], outcome: null });
    },
    cancelEdit() {
      const type = $state.get().draft.adjustmentType;
      set({ editing: null, draft: { ...EMPTY_ADJUSTMENT_DRAFT, adjustmentType: type }, errors: [] });
      void loadReasons(type);
    },
    askDelete(uuid) {
      if ($state.get().access === 'ready') set({ confirming: uuid, outcome: null });
    },
    cancelDelete() {
      set({ confirming: null });
    },
    async confirmDelete() {
      const state = $state.get();
      const uuid = state.confirming;
      if (uuid === null || state.busy) return;
      set({ busy: true, outcome: null });
      try {
        const ready = await service();
        if (!ready) return set({ busy: false, confirming: null, access: 'noService' });
        await ready.api.deletePriceAdjustment(ready.auth, uuid);
        set({
          busy: false,
          confirming: null,
          outcome: saveOutcome(undefined, locale),
          ...(state.editing === uuid ? { editing: null, draft: EMPTY_ADJUSTMENT_DRAFT } : {}),
        });
        await afterChange();
      } catch (error) {
        set({ confirming: null });
        fail(error);
      }
    },
  };
}
