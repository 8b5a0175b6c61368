import { atom } from 'nanostores';
import { isAbortError } from '../errors.js';
import type { Listing } from '../model/listing.js';
import type { PrelistingAdminApi } from '../ports/admin-api.js';
import { can } from '../rules/admin/permissions.js';
import { checkAffiliateAttribution, EMPTY_AFFILIATE_DRAFT } from '../rules/admin-notes/affiliate.js';
import { callBackDraftOf, checkCallBack, EMPTY_CALL_BACK_DRAFT } from '../rules/admin-notes/call-back.js';
import { checkRemovalsInfo } from '../rules/admin-notes/removals.js';
import { defaultAdminSms, smsCancellationMention } from '../rules/admin-notes/sms.js';
import { checkAdminNote, checkAdminSms, customerPhoneNumbers } from '../rules/admin-notes/text.js';
import { saveOutcome } from '../rules/price-adjustments/save-message.js';
import type {
  AdminNotes,
  AdminNotesOptions,
  AdminNotesSession,
  AdminNotesState,
  NotesFlag,
  NotesForm,
} from './state.js';

// The admin lead tools (docs/behaviour/back-office.md §3, §5, §7, §8, §9): notes, the SMS to the
// customer, the call back, the lead flags, removals information, affiliate attribution and
// special instructions of the session's pre-listing. Framework-free: a React hook reads `$state`
// and calls the actions.

const IDLE = { status: 'idle', value: null } as const;
const form = <D>(draft: D) => ({ draft, errors: [], busy: false, outcome: null });
const FLAG: NotesFlag = { status: 'idle', value: null, saving: null, outcome: null };

/** The state before anything is read. */
export const INITIAL_ADMIN_NOTES: AdminNotesState = {
  access: 'checking',
  preListingId: null,
  maySms: false,
  info: IDLE,
  phoneNumbers: [],
  removals: IDLE,
  call: IDLE,
  hotLead: FLAG,
  syncWithAvb: FLAG,
  note: form(''),
  sms: { ...form({ phone_number: '', message: '' }), touched: false, cancellation: 'none' },
  callBack: form(EMPTY_CALL_BACK_DRAFT),
  removalsForm: form({}),
  affiliate: { ...form(EMPTY_AFFILIATE_DRAFT), stores: IDLE, storeName: '' },
  special: form(''),
};

type FormKey = 'note' | 'sms' | 'callBack' | 'removalsForm' | 'affiliate' | 'special';

const preListingIdOf = (listing: Listing) => {
  const id = listing.pre_listing_id;
  return typeof id === 'string' && id.trim() !== '' ? id : null;
};

/**
 * The admin lead tools on a session (docs/behaviour/back-office.md §3, §5, §7, §8, §9). They read
 * the admin info, hot business lead, removals information, AVB sync and the operator's call for
 * the session's pre-listing, and read again when it changes; an answer for an earlier pre-listing
 * never lands. Each save shows the first error message or 'Save was successful' (§8) and keeps
 * what was typed when it fails. Without `can(admin, 'notes', 'write')` everything is read-only;
 * texting also needs `can(admin, 'notes', 'sms')`.
 */
export function createAdminNotes(session: AdminNotesSession, options: AdminNotesOptions): AdminNotes {
  const { locale } = options;
  const $state = atom<AdminNotesState>(INITIAL_ADMIN_NOTES);
  const set = (patch: Partial<AdminNotesState>) => $state.set({ ...$state.get(), ...patch });
  /** Changes some fields of one form (or its extras: the SMS's `touched`, the attribution's stores). */
  const patchForm = (key: FormKey, patch: object) =>
    set({ [key]: { ...$state.get()[key], ...patch } } as Partial<AdminNotesState>);
  /** Grows with each pre-listing followed: an answer for an older one never lands. */
  let generation = 0;
  let stores = 0;

  const admin = () => session.$context.get().admin;
  const mayWrite = () => can(admin(), 'notes', 'write');
  const cancellationOf = (message: string) => smsCancellationMention(message, session.$listing.get());

  /** Reads one thing into its place; a failure marks that place alone. */
  const read = async <K extends 'info' | 'removals' | 'call'>(
    key: K,
    at: number,
    ask: () => Promise<NonNullable<AdminNotesState[K]['value']>>,
  ) => {
    set({ [key]: { status: 'loading', value: $state.get()[key].value } } as Partial<AdminNotesState>);
    try {
      const value = await ask();
      if (at === generation) set({ [key]: { status: 'ready', value } } as Partial<AdminNotesState>);
      return at === generation ? value : undefined;
    } catch (error) {
      if (at === generation && !isAbortError(error))
        set({ [key]: { status: 'failed', value: null } } as Partial<AdminNotesState>);
      return undefined;
    }
  };

  const readFlag = async (key: 'hotLead' | 'syncWithAvb', at: number, ask: () => Promise<boolean>) => {
    set({ [key]: { ...$state.get()[key], status: 'loading' } });
    try {
      const value = await ask();
      if (at === generation) set({ [key]: { ...$state.get()[key], status: 'ready', value } });
    } catch {
      if (at === generation) set({ [key]: { ...$state.get()[key], status: 'failed' } });
    }
  };

  /** The admin info arrived: the numbers, the call back's form, and the SMS's default unless typed. */
  const infoArrived = (info: AdminNotesState['info']['value'] | undefined) => {
    if (!info) return;
    const state = $state.get();
    const phoneNumbers = customerPhoneNumbers(info.customer_phone_numbers);
    const sms = state.sms.touched
      ? state.sms
      : (() => {
          const message = defaultAdminSms(info.default_sms, session.$listing.get(), locale);
          const phone = phoneNumbers.includes(state.sms.draft.phone_number)
            ? state.sms.draft.phone_number
            : (phoneNumbers[0] ?? '');
          return { ...state.sms, draft: { phone_number: phone, message }, cancellation: cancellationOf(message) };
        })();
    set({ phoneNumbers, sms, callBack: { ...state.callBack, draft: callBackDraftOf(info.customer_call_back) } });
  };

  const load = async (at: number, id: string, api: PrelistingAdminApi) => {
    const info = read('info', at, () => api.getAdminInfo(id));
    void read('removals', at, () => api.getRemovalsInfo(id)).then((removals) => {
      if (removals) patchForm('removalsForm', { draft: removals });
    });
    void read('call', at, () => api.getTelephonyCallInfo());
    void readFlag('hotLead', at, async () => (await api.getHotBusinessLead(id)).hot_business_lead === true);
    void readFlag('syncWithAvb', at, async () => (await api.getSyncWithAvbOption(id)).sync_with_avb === true);
    infoArrived(await info);
  };

  /** The port for the current pre-listing, or nothing (and the access says why). */
  const ready = async (at: number) => {
    try {
      const api = await options.port();
      if (at !== generation) return undefined;
      if (!api) set({ access: 'noService' });
      return api;
    } catch {
      if (at === generation) set({ access: 'noService' });
      return undefined;
    }
  };

  const begin = async () => {
    const at = generation;
    const id = $state.get().preListingId;
    if (id === null) return;
    if (admin() === null) return set({ access: 'notAdmin' });
    set({ access: 'checking', maySms: can(admin(), 'notes', 'sms') });
    const api = await ready(at);
    if (!api) return;
    set({ access: mayWrite() ? 'ready' : 'noPermission' });
    await load(at, id, api);
  };

  /** Follows the session's pre-listing: a new one reads everything again; what was typed in the note and attribution stays. */
  let followed: string | null | undefined;
  const follow = (listing: Listing) => {
    const id = preListingIdOf(listing);
    if (id === followed) return;
    followed = id;
    generation += 1;
    const before = $state.get();
    set({
      ...INITIAL_ADMIN_NOTES,
      access: id === null ? 'noRecord' : 'checking',
      preListingId: id,
      note: { ...INITIAL_ADMIN_NOTES.note, draft: before.note.draft },
      affiliate: { ...INITIAL_ADMIN_NOTES.affiliate, draft: before.affiliate.draft },
      special: { ...INITIAL_ADMIN_NOTES.special, draft: listing.special_instruction ?? '' },
    });
    void begin();
  };

  /**
   * Runs one save of a form: nothing while it is busy, without the right or for another job;
   * the outcome (§8) on the form; what was typed stays unless `done` clears it.
   */
  const save = async <K extends FormKey>(
    key: K,
    send: (api: PrelistingAdminApi, id: string) => Promise<void>,
    done?: () => void,
  ) => {
    const state = $state.get();
    const id = state.preListingId;
    if (state[key].busy || id === null || state.access !== 'ready') return;
    const at = generation;
    patchForm(key, { busy: true, outcome: null });
    try {
      const api = await ready(at);
      if (!api) return patchForm(key, { busy: false });
      await send(api, id);
      if (at !== generation) return;
      patchForm(key, { busy: false, errors: [], outcome: saveOutcome(undefined, locale) });
      done?.();
    } catch (error) {
      if (at !== generation) return;
      const outcome = isAbortError(error) ? null : saveOutcome(error, locale);
      patchForm(key, { busy: false, outcome });
    }
  };

  /** Reads the admin info again after a save that changes it (notes, the call back). */
  const rereadInfo = () => {
    const at = generation;
    const id = $state.get().preListingId;
    if (id === null) return;
    void ready(at).then(async (api) => {
      if (api) infoArrived(await read('info', at, () => api.getAdminInfo(id)));
    });
  };

  const setFlag = async (key: 'hotLead' | 'syncWithAvb', value: boolean) => {
    const state = $state.get();
    const id = state.preListingId;
    if (state[key].saving !== null || id === null || state.access !== 'ready') return;
    const at = generation;
    set({ [key]: { ...state[key], saving: value, outcome: null } });
    try {
      const api = await ready(at);
      if (api && key === 'hotLead') await api.saveHotBusinessLead(id, { hot_business_lead: value });
      if (api && key === 'syncWithAvb') await api.saveSyncWithAvbOption(id, { sync_with_avb: value });
      if (at !== generation) return;
      const flag = $state.get()[key];
      set({
        [key]: api
          ? { ...flag, value, saving: null, outcome: saveOutcome(undefined, locale) }
          : { ...flag, saving: null },
      });
    } catch (error) {
      if (at !== generation) return;
      set({
        [key]: { ...$state.get()[key], saving: null, outcome: isAbortError(error) ? null : saveOutcome(error, locale) },
      });
    }
  };

  /** A form's fields changed: their errors go, the others stay until the next save; the last outcome goes. */
  const change = <K extends FormKey>(
    key: K,
    draft: AdminNotesState[K]['draft'],
    fields: readonly string[],
    extra = {},
  ) => {
    const current = $state.get()[key] as NotesForm<unknown, { field?: string }>;
    const errors = current.errors.filter((error) => typeof error === 'object' && !fields.includes(String(error.field)));
    patchForm(key, { draft, errors, outcome: null, ...extra });
  };

  return {
    $state,
    start() {
      follow(session.$listing.get());
      let admitted = admin();
      const stops = [
        session.$listing.listen(follow),
        // Who is signed in may be learnt after the tools start: an admin arriving or changing reads again.
        session.$context.listen((context) => {
          if (context.admin === admitted) return;
          admitted = context.admin;
          if ($state.get().preListingId === null) return;
          generation += 1;
          void begin();
        }),
      ];
      return () => {
        for (const stop of stops) stop();
        followed = undefined;
        generation += 1;
      };
    },
    reload() {
      if ($state.get().preListingId === null) return;
      generation += 1;
      void begin();
    },
    changeNote(text) {
      patchForm('note', { draft: text, errors: [], outcome: null });
    },
    async saveNote() {
      const check = checkAdminNote($state.get().note.draft);
      if (!check.ok) return patchForm('note', { errors: [check.code], outcome: null });
      await save(
        'note',
        (api, id) => api.saveAdminNote(id, check.note),
        () => {
          patchForm('note', { draft: '' });
          rereadInfo();
        },
      );
    },
    changeSms(patch) {
      const draft = { ...$state.get().sms.draft, ...patch };
      const extra = 'message' in patch ? { touched: true, cancellation: cancellationOf(draft.message) } : {};
      change('sms', draft, Object.keys(patch), extra);
    },
    async sendSms() {
      const state = $state.get();
      if (!state.maySms) return;
      const check = checkAdminSms(state.sms.draft, state.phoneNumbers);
      if (!check.ok) return patchForm('sms', { errors: check.errors, outcome: null });
      await save(
        'sms',
        (api, id) => api.sendAdminText(id, check.value),
        () => {
          // Sent: the next text starts from the default again.
          const info = $state.get().info.value;
          const message = defaultAdminSms(info?.default_sms, session.$listing.get(), locale);
          const sms = $state.get().sms;
          patchForm('sms', { draft: { ...sms.draft, message }, touched: false, cancellation: cancellationOf(message) });
        },
      );
    },
    changeCallBack(patch) {
      change('callBack', { ...$state.get().callBack.draft, ...patch }, Object.keys(patch));
    },
    async saveCallBack() {
      const check = checkCallBack($state.get().callBack.draft, new Date(session.now()));
      if (!check.ok) return patchForm('callBack', { errors: check.errors, outcome: null });
      await save('callBack', (api, id) => api.saveCustomerCallBack(id, check.value), rereadInfo);
    },
    setHotLead: (value) => setFlag('hotLead', value),
    setSyncWithAvb: (value) => setFlag('syncWithAvb', value),
    changeRemovals(patch) {
      change('removalsForm', { ...$state.get().removalsForm.draft, ...patch }, Object.keys(patch));
    },
    async saveRemovalsInfo() {
      const check = checkRemovalsInfo($state.get().removalsForm.draft);
      if (!check.ok) return patchForm('removalsForm', { errors: check.errors, outcome: null });
      const info = check.value;
      await save(
        'removalsForm',
        (api, id) => api.saveRemovalsInfo(id, info),
        () => {
          set({ removals: { status: 'ready', value: info } });
          patchForm('removalsForm', { draft: info });
        },
      );
    },
    changeAffiliate(patch) {
      change('affiliate', { ...$state.get().affiliate.draft, ...patch }, Object.keys(patch));
    },
    async lookupStores() {
      const ref = $state.get().affiliate.draft.ref.trim();
      if (ref === '') return patchForm('affiliate', { errors: [{ field: 'ref', code: 'affiliateRefMissing' }] });
      const asked = ++stores;
      const at = generation;
      patchForm('affiliate', { stores: { status: 'loading', value: null } });
      try {
        const { api } = await session.adapters('api');
        if (!api) throw new Error('no quote adapter');
        const found = await api.getAffiliateStores(ref);
        if (asked === stores && at === generation)
          patchForm('affiliate', { stores: { status: 'ready', value: found } });
      } catch {
        if (asked === stores && at === generation)
          patchForm('affiliate', { stores: { status: 'failed', value: null } });
      }
    },
    changeStoreName(name) {
      patchForm('affiliate', { storeName: name });
    },
    chooseStore(store) {
      change('affiliate', { ...$state.get().affiliate.draft, ref_id: String(store.affiliate_store_id) }, ['ref_id']);
    },
    async saveAffiliateAttribution() {
      const check = checkAffiliateAttribution($state.get().affiliate.draft);
      if (!check.ok) return patchForm('affiliate', { errors: check.errors, outcome: null });
      await save('affiliate', (api, id) => api.saveAffiliateAttribution(id, check.value));
    },
    changeSpecialInstructions(text) {
      patchForm('special', { draft: text, outcome: null });
    },
    async saveSpecialInstructions() {
      const text = $state.get().special.draft;
      await save(
        'special',
        async (_admin, id) => {
          const { api } = await session.adapters('api');
          if (!api) throw new Error('no quote adapter');
          await api.saveSpecialInstructions(id, text);
        },
        // The listing holds them too, so the next save of the whole pre-listing keeps them.
        () => session.update((state) => ({ ...state, listing: { ...state.listing, special_instruction: text } })),
      );
    },
  };
}
