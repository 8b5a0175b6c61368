import type { ReadableAtom } from 'nanostores';
import type { Locale } from '../locale/locales.js';
import type { PrelistingAdminApi } from '../ports/admin-api.js';
import type { AdminUser } from '../rules/admin/permissions.js';
import type { SaveOutcome } from '../rules/price-adjustments/save-message.js';
import type { QuoteSession } from '../session/quote-session.js';

// The admin bar's contract (docs/behaviour/back-office.md §2, §6, §7, §8): what
// `<hk-admin-bar>` shows of the session's job to admin staff, and what they can do there.
// Framework-free: the React hook reads `$state` and calls the actions.

/** Where the job stands, as the bar names it. */
export type AdminJobState =
  /** No quote saved yet: no pre-listing id. */
  | 'draft'
  /** A saved quote (a pre-listing id), not booked. */
  | 'quote'
  /** A booked listing (a listing id). */
  | 'listing'
  /** A booked listing being edited (listing type 3). */
  | 'editing';

/** The listing's ids and state (what the bar's first row shows). */
export interface AdminJobFacts {
  readonly state: AdminJobState;
  readonly preListingId: string | null;
  readonly listingId: string | null;
  readonly categoryId: string | null;
  /** The chosen pickup day (YYYY-MM-DD), or null. */
  readonly pickupDate: string | null;
  /** The cart total the customer sees now, in pounds or euros. */
  readonly total: number;
}

/** Whether the bar can work, and why not. */
export type AdminBarAccess =
  /** Asking who is signed in. */
  | 'checking'
  /** The user is not an admin, or may not see the bar: nothing is shown. */
  | 'notAdmin'
  | 'ready';

/** Where a read stands. */
export type AdminReadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One figure of the admin price info, named for the view. */
export interface AdminPriceFigure {
  /** The server's key (`customer_price`, `margin`, `provider_price`, … or any other it sends). */
  readonly key: string;
  /** `money` for prices, `percent` for margins, `text` for anything else scalar. */
  readonly kind: 'money' | 'percent' | 'text';
  readonly value: number | string | boolean;
}

/** Admin price info or a calculation, read from the server's answer (its shape is not shown). */
export interface AdminPriceReading {
  /** The customer's price, when the answer names one. */
  readonly customerPrice: number | null;
  /** What the provider gets, when the answer names it. */
  readonly providerPrice: number | null;
  /** The margin in percent, when the answer names it. */
  readonly margin: number | null;
  /** Every scalar figure of the answer, known keys first, in the answer's order otherwise. */
  readonly figures: readonly AdminPriceFigure[];
}

/** The calculate form, as typed. */
export interface AdminPriceDraft {
  /** The customer price to try, as typed ('' = the day's price). */
  readonly price: string;
  /** The margin in percent, as typed ('' = the default). */
  readonly margin: string;
}

/** A refused field of the calculate form or of the insurance dialog. */
export interface AdminBarFieldError {
  readonly field: 'price' | 'margin' | 'valueOfGoods' | 'amount';
  /** A message key of the admin bar's words (`adminPriceNotMoney`, `adminMarginRange`, …). */
  readonly code: string;
  readonly text: string;
}

/** The override on the job now, read from the cart's price line (admin_amount, admin_tp_amount). */
export interface AdminPriceOverride {
  readonly customerPrice: number;
  readonly providerPrice: number | null;
}

/** The insurance service dialog. */
export interface AdminInsuranceDialog {
  readonly open: boolean;
  /** The value of goods as typed. */
  readonly valueOfGoods: string;
  /** The admin's insurance price as typed ('' = the service's own premium). */
  readonly amount: string;
  readonly errors: readonly AdminBarFieldError[];
}

/** Everything the bar shows. */
export interface AdminBarState {
  readonly access: AdminBarAccess;
  readonly admin: AdminUser | null;
  readonly facts: AdminJobFacts;
  /** What the admin may do here (each is a `can` check). */
  readonly may: {
    readonly override: boolean;
    readonly recalculate: boolean;
    readonly insurance: boolean;
    readonly adjustments: boolean;
  };
  /** GET admin-price/info of the quote. */
  readonly infoStatus: AdminReadStatus;
  readonly info: AdminPriceReading | null;
  /** The calculate form, its errors and its last answer. */
  readonly draft: AdminPriceDraft;
  readonly errors: readonly AdminBarFieldError[];
  readonly calculateStatus: AdminReadStatus;
  readonly calculation: AdminPriceReading | null;
  readonly override: AdminPriceOverride | null;
  /** A save, a calculation or a recalculation is on its way. */
  readonly busy: false | 'calculate' | 'override' | 'recalculate' | 'insurance';
  /** What the last save ended with (§8: the first error message, or 'Save was successful'). */
  readonly outcome: SaveOutcome | null;
  readonly insurance: AdminInsuranceDialog;
}

/** The bar: its state and actions. */
export interface AdminBar {
  readonly $state: ReadableAtom<AdminBarState>;
  /** Follows the session (who is signed in, the job) and loads; returns the call that stops. */
  start(): () => void;
  /** Reads the admin price info again. */
  reloadInfo(): void;
  /** Changes fields of the calculate form (their errors go). */
  change(patch: Partial<AdminPriceDraft>): void;
  /** Checks the form and asks admin-price/calculate; the answer shows beside the info. */
  calculate(): Promise<void>;
  /** Puts the last calculation's prices on the job as its override and saves the quote. */
  applyOverride(): Promise<void>;
  /** Takes the override off (the day's price again) and saves the quote. */
  removeOverride(): Promise<void>;
  /** Asks the server to calculate the quote's prices anew (POST recalculate); the prices shown follow. */
  recalculate(): Promise<void>;
  /** Opens the insurance service dialog with the job's insurance line. */
  openInsurance(): void;
  changeInsurance(patch: Partial<Pick<AdminInsuranceDialog, 'valueOfGoods' | 'amount'>>): void;
  /** Checks and puts the insurance on the job (the service's premium, or the admin's price), saves, closes. */
  saveInsurance(): Promise<void>;
  /** Takes the insurance off the job, saves, closes. */
  removeInsurance(): Promise<void>;
  closeInsurance(): void;
}

/** The admin port calls the bar makes (GET admin-price/info and admin-price/calculate, back-office §7). */
export type AdminBarPort = Pick<PrelistingAdminApi, 'getAdminPriceInfo' | 'calculateAdminPrice'>;

/** Options of a bar. */
export interface AdminBarOptions {
  /** The quote session whose job the bar shows (`withAdminBar` is applied to it). */
  readonly session: QuoteSession;
  /** The admin port; undefined when none is configured (the info then stays idle). */
  readonly port: () => Promise<AdminBarPort | undefined>;
  readonly locale: Locale;
  /**
   * How long the bar waits after the job's quote, day or prices changed before it reads the info
   * again, so a burst of changes costs one request. @default ADMIN_INFO_DELAY_MS (300)
   */
  readonly infoDelayMs?: number;
}
