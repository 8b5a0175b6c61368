import type { ReadableAtom } from 'nanostores';
import type { Locale } from '../locale/locales.js';
import type { AdminInfo } from '../model/admin.js';
import type { AffiliateStore } from '../model/affiliate.js';
import type { PrelistingAdminApi } from '../ports/admin-api.js';
import type { RemovalsInfo, TelephonyCallInfo } from '../ports/admin-types.js';
import type { AffiliateDraft, AffiliateFieldError } from '../rules/admin-notes/affiliate.js';
import type { CallBackDraft, CallBackFieldError } from '../rules/admin-notes/call-back.js';
import type { RemovalsFieldError } from '../rules/admin-notes/removals.js';
import type { AdminNoteErrorCode, AdminSmsFieldError } from '../rules/admin-notes/text.js';
import type { SaveOutcome } from '../rules/price-adjustments/save-message.js';
import type { SessionCore } from '../session/core.js';

// The admin lead tools' state (docs/behaviour/back-office.md §3, §5, §7, §8, §9), apart from
// panel.ts, which holds the actions.

/** Whether the tools can work on the job, and why not. */
export type AdminNotesAccess =
  /** Asking for the admin port. */
  | 'checking'
  /** The job has no saved quote (no pre_listing_id): admin information belongs to one. */
  | 'noRecord'
  /** No one is signed in as admin: nothing is read. */
  | 'notAdmin'
  /** An admin without the notes privilege (§6): everything is shown, nothing can be saved. */
  | 'noPermission'
  /** No admin port is configured. */
  | 'noService'
  | 'ready';

/** Where a read stands. */
export type NotesReadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One read of the job's admin data: where it stands and what it gave. */
export interface NotesRead<T> {
  readonly status: NotesReadStatus;
  readonly value: T | null;
}

/** One form: what was typed (kept on a failure), its refused fields, whether it is saving, and how its last save ended (§8). */
export interface NotesForm<Draft, FieldError> {
  readonly draft: Draft;
  readonly errors: readonly FieldError[];
  readonly busy: boolean;
  readonly outcome: SaveOutcome | null;
}

/** A flag saved on its own (hot business lead, sync with AVB): its value as saved and how the last change ended. */
export interface NotesFlag {
  readonly status: NotesReadStatus;
  /** The value as the server has it (a refused change leaves it). */
  readonly value: boolean | null;
  /** The value being saved, while it is. */
  readonly saving: boolean | null;
  readonly outcome: SaveOutcome | null;
}

/** The SMS form's draft. */
export interface SmsDraft {
  readonly phone_number: string;
  readonly message: string;
}

/** Everything the admin lead tools show. */
export interface AdminNotesState {
  readonly access: AdminNotesAccess;
  /** The pre-listing the tools work on. */
  readonly preListingId: string | null;
  /** The admin may text the customer (`can(admin, 'notes', 'sms')`). */
  readonly maySms: boolean;
  /** GET admin-info: notes, the customer's numbers, default_sms, the call back, history. */
  readonly info: NotesRead<AdminInfo>;
  /** The customer's numbers of the admin info, as text, each once. */
  readonly phoneNumbers: readonly string[];
  readonly removals: NotesRead<RemovalsInfo>;
  /** GET /administer/telephony/call-info: the operator's current call. */
  readonly call: NotesRead<TelephonyCallInfo>;
  readonly hotLead: NotesFlag;
  readonly syncWithAvb: NotesFlag;
  readonly note: NotesForm<string, AdminNoteErrorCode>;
  readonly sms: NotesForm<SmsDraft, AdminSmsFieldError> & {
    /** True once the admin changed the message: a reload no longer puts the default in. */
    readonly touched: boolean;
    /** Whether the message names the job's free cancellation (§9); a warning, never a block. */
    readonly cancellation: 'right' | 'wrong' | 'none';
  };
  readonly callBack: NotesForm<CallBackDraft, CallBackFieldError>;
  /** The removals information as typed (counts as text until saved; fields the editor does not show kept as sent). */
  readonly removalsForm: NotesForm<RemovalsInfo, RemovalsFieldError>;
  readonly affiliate: NotesForm<AffiliateDraft, AffiliateFieldError> & {
    /** The stores of the affiliate last looked up (`ref`), and the name typed to find one. */
    readonly stores: NotesRead<readonly AffiliateStore[]>;
    readonly storeName: string;
  };
  readonly special: NotesForm<string, never>;
}

/** What the tools need of a quote session: the job, who uses it, its adapters, its clock and its one way to change. */
export type AdminNotesSession = Pick<SessionCore, '$listing' | '$context' | 'adapters' | 'update' | 'now'>;

/** Options of the admin lead tools. */
export interface AdminNotesOptions {
  /** The admin port (resolved as `<hk-price-adjustments>` resolves its own); undefined when none is configured. */
  readonly port: () => Promise<PrelistingAdminApi | undefined>;
  readonly locale: Locale;
}

/** The admin lead tools: their state and actions. */
export interface AdminNotes {
  readonly $state: ReadableAtom<AdminNotesState>;
  /** Follows the session's pre-listing and loads; returns the call that stops. */
  start(): () => void;
  /** Reads everything again (after a failed read). */
  reload(): void;
  changeNote(text: string): void;
  saveNote(): Promise<void>;
  changeSms(patch: Partial<SmsDraft>): void;
  /** Sends the SMS to the chosen number, one of the customer's. */
  sendSms(): Promise<void>;
  changeCallBack(patch: Partial<CallBackDraft>): void;
  saveCallBack(): Promise<void>;
  setHotLead(value: boolean): Promise<void>;
  setSyncWithAvb(value: boolean): Promise<void>;
  changeRemovals(patch: RemovalsInfo): void;
  /** Checks the removals information (checkRemovalsInfo), then saves it. */
  saveRemovalsInfo(): Promise<void>;
  changeAffiliate(patch: Partial<AffiliateDraft>): void;
  /** Looks up the stores of the affiliate typed (`ref`), then filters them by `storeName`. */
  lookupStores(): Promise<void>;
  /** The store name typed to find a store among those looked up. */
  changeStoreName(name: string): void;
  /** Chooses a store: its id becomes ref_id. */
  chooseStore(store: AffiliateStore): void;
  saveAffiliateAttribution(): Promise<void>;
  changeSpecialInstructions(text: string): void;
  saveSpecialInstructions(): Promise<void>;
}
