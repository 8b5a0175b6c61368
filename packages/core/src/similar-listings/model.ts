import { atom } from 'nanostores';
import { isAbortError } from '../errors.js';
import { similarListingsMessage } from '../locale/similar-listings.js';
import type { CommunicationChannel } from '../model/similar-listing.js';
import type { SimilarListingApi } from '../ports/admin-api.js';
import { can } from '../rules/admin/permissions.js';
import { saveOutcome } from '../rules/price-adjustments/save-message.js';
import { FIRST_SIMILAR_JOB_DELAY_MS } from '../rules/similar-listings/constants.js';
import { checkProviderContact, withCommunications } from '../rules/similar-listings/contact.js';
import { similarSearchFailure } from '../rules/similar-listings/failure.js';
import { checkSimilarFilter, EMPTY_SIMILAR_FILTER } from '../rules/similar-listings/filter.js';
import type {
  SimilarContact,
  SimilarListings,
  SimilarListingsOptions,
  SimilarListingsState,
  SimilarSearch,
} from './state.js';

// The similar-listing tool (docs/behaviour/back-office.md §2, §3, §5, §7, §8): find the jobs
// like a listing, select one, and call, text or e-mail its provider. Framework-free: a React hook
// reads `$state` and calls the actions.

const IDLE_SEARCH: SimilarSearch = { status: 'idle', listing: null, listings: [], messages: [] };
const CLOSED_CONTACT: SimilarContact = {
  channel: null,
  listingId: null,
  messages: { sms: '', email: '' },
  error: null,
  confirming: false,
  busy: false,
  outcome: null,
};

/** The state before anything is asked. */
export const INITIAL_SIMILAR_LISTINGS: SimilarListingsState = {
  access: 'checking',
  listingId: null,
  mayContact: false,
  filter: { draft: EMPTY_SIMILAR_FILTER, errors: [] },
  search: IDLE_SEARCH,
  selectedId: null,
  contact: CLOSED_CONTACT,
};

const idText = (id: string | number | null | undefined) =>
  id === null || id === undefined || String(id).trim() === '' ? null : String(id).trim();

/**
 * The similar-listing tool (docs/behaviour/back-office.md §2, §3, §5, §7, §8). `find` checks the
 * filter (dates from today up to 1 month ahead, DD/MM/YYYY) and asks for the listing's similar
 * jobs; an earlier search's answer never lands. A result selects its first job after
 * FIRST_SIMILAR_JOB_DELAY_MS (300 ms) unless one was chosen meanwhile; a new search or `stop`
 * cancels that. No jobs is `empty` (the warning 'Sorry, no similar jobs found for this
 * listing.'); a failure keeps the server's messages and what was typed. Contacting a provider
 * (call, SMS, e-mail; a message for the last two) needs `can(admin, 'similarListings',
 * 'contact')` and a confirmation; its answer's listingCommunications become the job's.
 */
export function createSimilarListings(options: SimilarListingsOptions): SimilarListings {
  const { session, locale } = options;
  const $state = atom<SimilarListingsState>({ ...INITIAL_SIMILAR_LISTINGS, listingId: idText(options.listingId) });
  const set = (patch: Partial<SimilarListingsState>) => $state.set({ ...$state.get(), ...patch });
  const setContact = (patch: Partial<SimilarContact>) => set({ contact: { ...$state.get().contact, ...patch } });
  const admin = () => session?.$context.get().admin ?? null;
  const now = () => new Date(session ? session.now() : Date.now());
  /** Grows with each search, listing or access change: an older answer never lands. */
  let generation = 0;
  /** Grows with each contact sent or form closed. */
  let contacts = 0;
  let firstTimer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;

  const cancelFirst = () => {
    if (firstTimer !== undefined) clearTimeout(firstTimer);
    firstTimer = undefined;
  };
  const abort = () => {
    running?.abort();
    running = undefined;
  };

  /** The port, or nothing (the access says why). */
  const portOf = async (at: number): Promise<SimilarListingApi | undefined> => {
    try {
      const api = await options.port();
      if (at === generation && !api) set({ access: 'noService' });
      return api;
    } catch {
      if (at === generation) set({ access: 'noService' });
      return undefined;
    }
  };

  const begin = async () => {
    const at = ++generation;
    cancelFirst();
    abort();
    if (admin() === null) return set({ access: 'notAdmin', mayContact: false });
    if ($state.get().listingId === null) return set({ access: 'noListing', mayContact: false });
    const mayContact = can(admin(), 'similarListings', 'contact');
    set({ access: 'checking', mayContact });
    const api = await portOf(at);
    if (at === generation && api) set({ access: mayContact ? 'ready' : 'noPermission' });
  };

  const searchable = () => ['ready', 'noPermission'].includes($state.get().access);

  return {
    $state,
    start() {
      void begin();
      let admitted = admin();
      const stop = session?.$context.listen((context) => {
        if (context.admin === admitted) return;
        admitted = context.admin;
        void begin();
      });
      return () => {
        stop?.();
        generation += 1;
        contacts += 1;
        cancelFirst();
        abort();
      };
    },
    setListingId(id) {
      const listingId = idText(id);
      if (listingId === $state.get().listingId) return;
      set({
        listingId,
        search: IDLE_SEARCH,
        selectedId: null,
        contact: { ...CLOSED_CONTACT, messages: $state.get().contact.messages },
      });
      void begin();
    },
    changeFilter(patch) {
      const { filter } = $state.get();
      const fields = Object.keys(patch);
      const errors = filter.errors.filter(
        (error) => !fields.includes(error.field) && error.code !== 'similarToBeforeFrom',
      );
      set({ filter: { draft: { ...filter.draft, ...patch }, errors } });
    },
    async find() {
      const state = $state.get();
      if (!searchable() || state.listingId === null) return;
      const check = checkSimilarFilter(state.filter.draft, now());
      if (!check.ok) return set({ filter: { ...state.filter, errors: check.errors } });
      const at = ++generation;
      cancelFirst();
      abort();
      const controller = new AbortController();
      running = controller;
      const listingId = state.listingId;
      set({
        filter: { ...state.filter, errors: [] },
        search: { ...state.search, status: 'loading', messages: [] },
      });
      try {
        const api = await portOf(at);
        if (!api || at !== generation) return;
        const answer = await api.findSimilarListings(listingId, check.value, controller.signal);
        if (at !== generation) return;
        const listings = answer.listings ?? [];
        const selected = $state.get().selectedId;
        const kept = listings.some((job) => String(job.listing_id) === selected) ? selected : null;
        set({
          search: {
            status: listings.length === 0 ? 'empty' : 'ready',
            listing: answer.listing ?? null,
            listings,
            messages: [],
          },
          selectedId: kept,
        });
        const first = listings[0];
        if (first && kept === null)
          firstTimer = setTimeout(() => {
            firstTimer = undefined;
            if (at === generation && $state.get().selectedId === null) set({ selectedId: String(first.listing_id) });
          }, FIRST_SIMILAR_JOB_DELAY_MS);
      } catch (error) {
        if (at !== generation || isAbortError(error)) return;
        set({ search: { ...IDLE_SEARCH, status: 'failed', messages: similarSearchFailure(error, locale) } });
      } finally {
        if (running === controller) running = undefined;
      }
    },
    select(id) {
      const selectedId = idText(id);
      if (selectedId === $state.get().selectedId) return;
      cancelFirst();
      const { contact } = $state.get();
      // Another job: an open contact form (not one being sent) closes, its words stay.
      const closes = contact.channel !== null && !contact.busy && contact.listingId !== selectedId;
      set({ selectedId, ...(closes ? { contact: { ...CLOSED_CONTACT, messages: contact.messages } } : {}) });
    },
    openContact(channel) {
      const state = $state.get();
      if (!state.mayContact || state.selectedId === null || state.contact.busy) return;
      contacts += 1;
      setContact({ channel, listingId: state.selectedId, error: null, confirming: false, outcome: null });
    },
    changeMessage(text) {
      const { contact } = $state.get();
      if (contact.channel === null || contact.channel === 'call' || contact.busy) return;
      setContact({ messages: { ...contact.messages, [contact.channel]: text }, error: null, confirming: false });
    },
    requestContact() {
      const { contact, search } = $state.get();
      if (contact.channel === null || contact.busy) return;
      const job = search.listings.find((entry) => String(entry.listing_id) === contact.listingId);
      if (!job) return;
      const message = contact.channel === 'call' ? '' : contact.messages[contact.channel];
      const check = checkProviderContact(contact.channel, job, message);
      setContact(
        check.ok ? { error: null, confirming: true, outcome: null } : { error: check.code, confirming: false },
      );
    },
    backToForm() {
      if (!$state.get().contact.busy) setContact({ confirming: false });
    },
    async confirmContact() {
      const state = $state.get();
      const { contact } = state;
      const channel: CommunicationChannel | null = contact.channel;
      if (channel === null || !contact.confirming || contact.busy || !state.mayContact) return;
      const job = state.search.listings.find((entry) => String(entry.listing_id) === contact.listingId);
      if (!job) return;
      const check = checkProviderContact(channel, job, channel === 'call' ? '' : contact.messages[channel]);
      if (!check.ok) return setContact({ error: check.code, confirming: false });
      const at = generation;
      const asked = ++contacts;
      setContact({ busy: true, outcome: null });
      try {
        const api = await portOf(at);
        if (!api) return setContact({ busy: false });
        const answer =
          check.channel === 'call'
            ? await api.callProvider(check.value)
            : check.channel === 'sms'
              ? await api.sendProviderSms(check.value)
              : await api.sendProviderEmail(check.value);
        if (at !== generation) return;
        const id = String(job.listing_id);
        const { search, contact: now } = $state.get();
        // Only the job contacted becomes a new object: the other rows stay as they were.
        const listings = search.listings.map((entry) =>
          String(entry.listing_id) === id ? withCommunications(entry, channel, answer) : entry,
        );
        const sent = { ok: true, text: similarListingsMessage(locale, `contactSent_${channel}`), channel } as const;
        const messages = channel === 'call' ? now.messages : { ...now.messages, [channel]: '' };
        set({
          search: { ...search, listings },
          contact:
            asked === contacts
              ? { ...now, busy: false, confirming: false, messages, outcome: sent }
              : { ...now, busy: false, messages },
        });
      } catch (error) {
        if (at !== generation) return;
        const outcome = isAbortError(error) ? null : { ...saveOutcome(error, locale), channel };
        setContact({ busy: false, confirming: false, outcome });
      }
    },
    closeContact() {
      const { contact } = $state.get();
      if (contact.busy) return;
      contacts += 1;
      set({ contact: { ...CLOSED_CONTACT, messages: contact.messages } });
    },
  };
}
