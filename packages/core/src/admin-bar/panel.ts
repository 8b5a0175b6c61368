import { atom } from 'nanostores';
import { isAbortError } from '../errors.js';
import { type AdminBarMessageKey, adminBarMessage } from '../locale/admin-bar.js';
import { formatMoney } from '../locale/money.js';
import type { Listing } from '../model/listing.js';
import { checkAdminPriceDraft, readAdminPrice, typedMoney } from '../rules/admin/admin-price.js';
import { can } from '../rules/admin/permissions.js';
import { type SaveOutcome, saveOutcome } from '../rules/price-adjustments/save-message.js';
import { PERMISSION_ERROR_CODE } from '../rules/server-errors/navigation.js';
import { priceOverrideOf } from '../session/cart.js';
import {
  type AdminBarSession,
  type AdminCallEnd,
  NO_PRELISTING_CODE,
  withAdminBar,
} from '../session/slices/admin-bar.js';
import { checkAdminInsurance, insuranceLines } from '../session/transitions/index.js';
import { adminBarPermissions, adminJobFacts, idText, NO_PERMISSIONS } from './facts.js';
import type {
  AdminBar,
  AdminBarFieldError,
  AdminBarOptions,
  AdminBarPort,
  AdminBarState,
  AdminInsuranceDialog,
  AdminPriceDraft,
} from './types.js';

// The admin bar (docs/behaviour/back-office.md §2, §3, §6, §7, §8): the job's facts, the admin
// price info and a calculation, the price override, a recalculation of the prices and the
// insurance service dialog. Framework-free: the React hook reads `$state` and calls the actions.

/** How long the bar waits after its job's quote, day or prices changed before it reads the info again. */
export const ADMIN_INFO_DELAY_MS = 300;

const EMPTY_DRAFT: AdminPriceDraft = { price: '', margin: '' };
const CLOSED_INSURANCE: AdminInsuranceDialog = { open: false, valueOfGoods: '', amount: '', errors: [] };

const initialState = (listing: Listing): AdminBarState => ({
  access: 'checking',
  admin: null,
  facts: adminJobFacts(listing),
  may: NO_PERMISSIONS,
  infoStatus: 'idle',
  info: null,
  draft: EMPTY_DRAFT,
  errors: [],
  calculateStatus: 'idle',
  calculation: null,
  override: priceOverrideOf(listing),
  busy: false,
  outcome: null,
  insurance: CLOSED_INSURANCE,
});

const isPermission = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === PERMISSION_ERROR_CODE;

/** What changes the admin price info: the quote, the chosen day and the prices. */
const infoKeyOf = (listing: Listing) =>
  `${idText(listing.pre_listing_id) ?? ''}|${adminJobFacts(listing).pickupDate ?? ''}`;

/**
 * An admin bar on a session (docs/behaviour/back-office.md §2, §6, §7, §8). Nothing works until
 * the session knows who is signed in (`whoIsSignedIn`); a user who may not see the bar
 * (`can(admin, 'adminBar', 'show')`) gets `notAdmin`. The admin price info is read for the
 * job's quote, again when its quote, chosen day or prices change (after `infoDelayMs`, so a
 * burst of changes costs one request). Each save says the first error message or 'Save was
 * successful' (§8) and keeps what was typed when it fails. A permission refusal of the admin
 * port is reported through the session's `report` (as the HTTP adapter's interceptor reports the
 * quote port's failures), so the page's permission handling (`hk-navigate`) applies.
 */
export function createAdminBar(options: AdminBarOptions): AdminBar {
  const { locale } = options;
  const session: AdminBarSession = withAdminBar(options.session);
  const delay = options.infoDelayMs ?? ADMIN_INFO_DELAY_MS;
  const $state = atom<AdminBarState>(initialState(session.$listing.get()));
  const set = (patch: Partial<AdminBarState>) => $state.set({ ...$state.get(), ...patch });
  const words = (key: AdminBarMessageKey, params?: Record<string, string | number>) =>
    adminBarMessage(locale, key, params);
  const fieldError = (field: AdminBarFieldError['field'], code: AdminBarMessageKey, params?: Record<string, string>) =>
    ({ field, code, text: words(code, params) }) satisfies AdminBarFieldError;

  /** Grows with each new read of the info: an older answer never lands. */
  let infoGeneration = 0;
  let calculateGeneration = 0;
  let running = false;
  let infoTimer: ReturnType<typeof session.timers.setTimeout> | undefined;
  let infoKey: string | undefined;
  let pricesSeen: unknown;

  const ready = () => running && $state.get().access === 'ready';

  /** A permission refusal of an admin port call goes to the session's report, as the quote port's does. */
  const reportPermission = (error: unknown) => {
    if (!isPermission(error)) return;
    const message = error instanceof Error ? error.message : words('permissionRefused');
    session.$adapters.get().report?.({ kind: 'failure', severity: 'error', code: PERMISSION_ERROR_CODE, message });
  };

  const port = async (): Promise<AdminBarPort | undefined> => options.port();

  const loadInfo = async () => {
    const at = ++infoGeneration;
    const id = $state.get().facts.preListingId;
    if (!ready()) return;
    if (id === null) return set({ infoStatus: 'idle', info: null });
    if ($state.get().infoStatus !== 'ready') set({ infoStatus: 'loading' });
    try {
      const api = await port();
      if (at !== infoGeneration) return;
      if (!api) return set({ infoStatus: 'idle', info: null });
      const answer = await api.getAdminPriceInfo(id);
      if (at === infoGeneration) set({ infoStatus: 'ready', info: readAdminPrice(answer) });
    } catch (error) {
      if (at !== infoGeneration || isAbortError(error)) return;
      set({ infoStatus: 'failed', ...(isPermission(error) ? { outcome: saveOutcome(error, locale) } : {}) });
      reportPermission(error);
    }
  };

  const scheduleInfo = (now = false) => {
    if (infoTimer !== undefined) session.timers.clearTimeout(infoTimer);
    infoTimer = undefined;
    if (!ready()) return;
    if (now) return void loadInfo();
    // A read on its way is outrun by the coming one.
    infoGeneration += 1;
    infoTimer = session.timers.setTimeout(() => {
      infoTimer = undefined;
      void loadInfo();
    }, delay);
  };

  const follow = (listing: Listing) => {
    set({ facts: adminJobFacts(listing), override: priceOverrideOf(listing) });
    const key = infoKeyOf(listing);
    const prices = listing.prices;
    if (key === infoKey && prices === pricesSeen) return;
    const first = infoKey === undefined;
    infoKey = key;
    pricesSeen = prices;
    scheduleInfo(first);
  };

  const settleAccess = () => {
    const admin = session.$context.get().admin;
    const shown = can(admin, 'adminBar', 'show');
    const wasReady = $state.get().access === 'ready';
    set({
      access: shown ? 'ready' : 'notAdmin',
      admin: shown ? admin : null,
      may: adminBarPermissions(shown ? admin : null),
    });
    if (shown && !wasReady) {
      infoKey = undefined;
      follow(session.$listing.get());
    }
  };

  /** A finished save (or recalculation): its outcome, a permission refusal reported, the info read again. */
  const ended = (end: AdminCallEnd): SaveOutcome => {
    if (end.ok) {
      scheduleInfo(true);
      return saveOutcome(undefined, locale);
    }
    return saveOutcome(end.error, locale);
  };

  /**
   * A failed call's outcome. Only the admin port's refusals are reported here (`fromPort`): the
   * session's quote port reports its own failures (the HTTP adapter's interceptor), so a refused
   * save is never reported twice.
   */
  const fail = (error: unknown, fromPort = false) => {
    set({ busy: false, outcome: saveOutcome(error, locale) });
    if (fromPort) reportPermission(error);
  };

  /** The override to put on the job: the calculation's prices, else the typed price; or the form's errors. */
  const overrideToApply = () => {
    const state = $state.get();
    const calculated = state.calculation;
    if (calculated?.customerPrice !== null && calculated?.customerPrice !== undefined && calculated.customerPrice > 0)
      return { customerPrice: calculated.customerPrice, providerPrice: calculated.providerPrice };
    const check = checkAdminPriceDraft(state.draft);
    if (!check.ok) return { errors: check.errors.map((error) => fieldError(error.field, error.code)) };
    if (check.value.price === undefined) return { errors: [fieldError('price', 'adminPriceMissing')] };
    return { customerPrice: check.value.price, providerPrice: null };
  };

  /** Checks the insurance dialog: the value of goods by the insurance rules, the admin's price as money or empty. */
  const checkInsurance = (dialog: AdminInsuranceDialog) => {
    const errors: AdminBarFieldError[] = [];
    const result = checkAdminInsurance(session.$listing.get(), dialog.valueOfGoods);
    if (!result.ok) {
      if (result.code === 'noAmount') errors.push(fieldError('valueOfGoods', 'insuranceNoAmount'));
      else if (result.code === 'highAmount')
        errors.push(fieldError('valueOfGoods', 'insuranceHighAmount', { maximum: formatMoney(locale, result.max) }));
      else
        errors.push(fieldError('valueOfGoods', 'insuranceLowAmount', { excess: formatMoney(locale, result.excess) }));
    }
    const amountText = dialog.amount.trim();
    const amount = amountText === '' ? null : typedMoney(amountText, true);
    if (amount === 'notMoney' || amount === 'tooLow') errors.push(fieldError('amount', 'insuranceAmountNotMoney'));
    return errors.length > 0 || typeof amount === 'string'
      ? { errors }
      : { input: { valueOfGoods: dialog.valueOfGoods, amount: amount as number | null } };
  };

  /**
   * Saves the job after a change of the bar's (`before`: the job as it was): the outcome, and
   * whether it worked. A refused save undoes the change, so the job shows what the server holds.
   */
  const save = async (before: Listing): Promise<boolean> => {
    const end = await session.saveListingByAdmin();
    if (!end.ok) {
      session.undoAdminChange(before);
      if (isAbortError(end.error)) {
        set({ busy: false });
        return false;
      }
      fail(end.error);
      return false;
    }
    set({ busy: false, outcome: ended(end) });
    return true;
  };

  return {
    $state,
    start() {
      running = true;
      set(initialState(session.$listing.get()));
      infoKey = undefined;
      pricesSeen = undefined;
      let settled = false;
      void session.whoIsSignedIn().then(
        () => {
          settled = true;
          if (running) settleAccess();
        },
        () => {
          settled = true;
          if (running) settleAccess();
        },
      );
      const stopContext = session.$context.listen(() => {
        if (settled && running) settleAccess();
      });
      const stopListing = session.$listing.listen((listing) => {
        if (running) follow(listing);
      });
      return () => {
        running = false;
        stopContext();
        stopListing();
        if (infoTimer !== undefined) session.timers.clearTimeout(infoTimer);
        infoTimer = undefined;
        infoGeneration += 1;
        calculateGeneration += 1;
      };
    },
    reloadInfo() {
      scheduleInfo(true);
    },
    change(patch) {
      const state = $state.get();
      const errors = state.errors.filter((error) => !(error.field in patch));
      // A changed form no longer matches the calculation shown: it goes with the first keystroke.
      set({ draft: { ...state.draft, ...patch }, errors, outcome: null, calculation: null, calculateStatus: 'idle' });
    },
    async calculate() {
      const state = $state.get();
      if (!ready() || state.busy) return;
      const check = checkAdminPriceDraft(state.draft);
      if (!check.ok)
        return set({ errors: check.errors.map((error) => fieldError(error.field, error.code)), outcome: null });
      const id = state.facts.preListingId;
      if (id === null) return set({ errors: [fieldError('price', 'adminNoQuote')] });
      const at = ++calculateGeneration;
      set({ errors: [], busy: 'calculate', calculateStatus: 'loading', calculation: null, outcome: null });
      try {
        const api = await port();
        if (at !== calculateGeneration) return;
        if (!api) return set({ busy: false, calculateStatus: 'failed' });
        const query = {
          ...(check.value.price === undefined ? {} : { price: check.value.price }),
          ...(check.value.margin === undefined ? {} : { margin: check.value.margin }),
        };
        const answer = await api.calculateAdminPrice(id, query);
        if (at === calculateGeneration)
          set({ busy: false, calculateStatus: 'ready', calculation: readAdminPrice(answer) });
      } catch (error) {
        if (at !== calculateGeneration) return;
        if (isAbortError(error)) return set({ busy: false, calculateStatus: 'idle' });
        set({ calculateStatus: 'failed' });
        fail(error, true);
      }
    },
    async applyOverride() {
      const state = $state.get();
      if (!ready() || state.busy || !state.may.override) return;
      const chosen = overrideToApply();
      if ('errors' in chosen) return set({ errors: chosen.errors, outcome: null });
      set({ errors: [], busy: 'override', outcome: null });
      const before = session.$listing.get();
      session.overridePrice(chosen);
      if (await save(before)) set({ draft: EMPTY_DRAFT, calculation: null, calculateStatus: 'idle' });
    },
    async removeOverride() {
      const state = $state.get();
      if (!ready() || state.busy || !state.may.override || state.override === null) return;
      set({ busy: 'override', outcome: null });
      const before = session.$listing.get();
      session.removePriceOverride();
      await save(before);
    },
    async recalculate() {
      const state = $state.get();
      if (!ready() || state.busy || !state.may.recalculate) return;
      // Only a saved quote can be calculated anew: said in the bar's words, nothing is sent.
      if (state.facts.preListingId === null)
        return set({ outcome: { ok: false, text: words('adminNoQuote'), code: NO_PRELISTING_CODE } });
      set({ busy: 'recalculate', outcome: null });
      const end = await session.recalculatePrices();
      if (!end.ok && isAbortError(end.error)) return set({ busy: false });
      if (!end.ok) return fail(end.error);
      set({ busy: false, outcome: ended(end) });
    },
    openInsurance() {
      const state = $state.get();
      if (!ready() || !state.may.insurance) return;
      const line = insuranceLines(session.$listing.get())[0];
      const value = line?.parameters?.value_of_goods;
      const admin = line?.admin_amount;
      set({
        outcome: null,
        insurance: {
          open: true,
          valueOfGoods: value === undefined || value === null ? '' : String(value),
          amount: admin === undefined || admin === null ? '' : String(admin),
          errors: [],
        },
      });
    },
    changeInsurance(patch) {
      const dialog = $state.get().insurance;
      const errors = dialog.errors.filter((error) => !(error.field in patch));
      set({ insurance: { ...dialog, ...patch, errors }, outcome: null });
    },
    async saveInsurance() {
      const state = $state.get();
      if (!ready() || state.busy || !state.may.insurance || !state.insurance.open) return;
      const checked = checkInsurance(state.insurance);
      if (!('input' in checked) || checked.input === undefined)
        return set({ insurance: { ...state.insurance, errors: checked.errors ?? [] }, outcome: null });
      set({ busy: 'insurance', outcome: null, insurance: { ...state.insurance, errors: [] } });
      const before = session.$listing.get();
      session.setInsuranceByAdmin(checked.input);
      if (await save(before)) set({ insurance: CLOSED_INSURANCE });
    },
    async removeInsurance() {
      const state = $state.get();
      if (!ready() || state.busy || !state.may.insurance) return;
      set({ busy: 'insurance', outcome: null });
      const before = session.$listing.get();
      session.removeInsuranceByAdmin();
      if (await save(before)) set({ insurance: CLOSED_INSURANCE });
    },
    closeInsurance() {
      set({ insurance: CLOSED_INSURANCE });
    },
  };
}
