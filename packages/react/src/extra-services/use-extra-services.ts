import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  type ExtraServiceRow,
  type ExtraServicesMessageKey,
  extraServiceName,
  extraServicesMessage,
  extraServicesOf,
  formatMoney,
  getSession,
  type Listing,
  type Locale,
  PACKING_MATERIALS,
  packingMaterialKey,
  type QuoteFlowSession,
  sameExtraServiceRow,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the extra services list (the `<hk-extra-services>` attributes, parsed). */
export interface ExtraServicesProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** Called with the listing after the person added or removed a service. */
  onChange?(listing: Listing): void;
}

/** The extra services' words for their locale. */
export type ExtraServicesTranslate = (key: ExtraServicesMessageKey, params?: Record<string, string | number>) => string;

/** What the list shows: the rows, or why there are none yet (prices not asked for, loading, failed). */
export type ExtraServicesState =
  | { kind: 'rows'; rows: readonly ExtraServiceRow[] }
  | { kind: 'notPriced' }
  | { kind: 'loading' }
  | { kind: 'failed'; code: string };

/** What a row's switch does, for every row (stable: rows are memoised). */
export interface ExtraServiceActions {
  /** The person flipped a row's switch. */
  toggle(row: ExtraServiceRow, on: boolean): void;
  /** Opens the packing dialog with the counts chosen, to change them. */
  changePacking(): void;
}

/** The rows of a session's listing, keeping each old row object while it shows the same (memoised rows). */
function rowsStore(session: QuoteFlowSession) {
  let last: ExtraServiceRow[] | null = null;
  return computed(session.$listing, (listing) => {
    const next = extraServicesOf(listing);
    if (next === null) {
      last = null;
      return last;
    }
    const kept = next.map((row) => last?.find((old) => sameExtraServiceRow(old, row)) ?? row);
    if (last?.length !== kept.length || kept.some((row, index) => row !== last?.[index])) last = kept;
    return last;
  });
}

/**
 * Behaviour of the extra services list (docs/behaviour/quote-flow.md §2 additional services list, §3,
 * §4 packing service toggle, §5, §9): the services the price answer offers (core's
 * extraServicesOf: packing and what can be ticked on its own; insurance has `<hk-insurance>`),
 * each named for the locale; a switch adds or removes one (toggleService), packing opens its
 * dialog through the session (togglePacking, `ui.modals.packing`) and its switch turns it off
 * again. Before the job is priced it says why the list is empty, loading or failed (with a
 * retry that asks for the prices again). Each change is announced once with the new total.
 */
export function useExtraServices({
  session: key = DEFAULT_SESSION_KEY,
  locale = DEFAULT_LOCALE,
  onChange,
}: ExtraServicesProps) {
  const t = useMessages(extraServicesMessage, locale);
  const announce = useAnnounce();
  const session = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  const stores = useMemo(
    () => ({
      rows: rowsStore(session),
      prices: computed(session.$status, (status) => status.prices),
      packingOpen: computed(session.$ui, (ui) => ui.modals.packing),
    }),
    [session],
  );
  const rows = useStore(stores.rows);
  const prices = useStore(stores.prices);
  const packingOpen = useStore(stores.packingOpen);
  const total = useStore(session.$cartTotal);

  // The total said by the last action of this list, so the change it made is not said twice.
  const said = useRef<number | null>(null);
  const latest = useRef({ t, locale, onChange });
  latest.current = { t, locale, onChange };
  const totalText = useCallback(
    (amount: number) => latest.current.t('servicesTotalNow', { total: formatMoney(latest.current.locale, amount) }),
    [],
  );

  const actions = useMemo<ExtraServiceActions>(() => {
    const changed = (listing: Listing, what: 'serviceAdded' | 'serviceRemoved', row: ExtraServiceRow) => {
      const after = session.$cartTotal.get();
      said.current = after;
      const name = extraServiceName(latest.current.locale, row.type);
      announce(`${latest.current.t(what, { name })} ${totalText(after)}`);
      latest.current.onChange?.(listing);
    };
    return {
      toggle(row, on) {
        // The newest state of the row, not the one rendered: a second click before a render acts once.
        const current = extraServicesOf(session.$listing.get())?.find((candidate) => candidate.key === row.key);
        if (!current || current.checked === on) return;
        if (current.kind === 'packing') {
          const next = session.togglePacking();
          if (!on) changed(next.listing, 'serviceRemoved', current);
          return;
        }
        changed(session.toggleService(current.service).listing, on ? 'serviceAdded' : 'serviceRemoved', current);
      },
      changePacking() {
        session.openModal('packing');
      },
    };
  }, [session, announce, totalText]);

  // A total changed elsewhere (a date chosen, insurance added, packing confirmed) is said here once.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (said.current === total) return;
    said.current = total;
    announce(totalText(total));
  }, [total, announce, totalText]);

  const state: ExtraServicesState =
    rows !== null
      ? { kind: 'rows', rows }
      : prices.state === 'loading'
        ? { kind: 'loading' }
        : prices.state === 'error'
          ? { kind: 'failed', code: prices.error?.code ?? 'noPrices' }
          : { kind: 'notPriced' };
  const packingRow = rows?.find((row) => row.kind === 'packing') ?? null;

  return {
    t,
    locale,
    session,
    state,
    total,
    actions,
    /** The packing dialog is open (the session's `ui.modals.packing`). */
    packingOpen,
    packingRow,
    /** Closes the packing dialog with nothing changed. */
    closePacking: useCallback(() => void session.closeModal('packing'), [session]),
    /** Packing confirmed in the dialog: said with the total. */
    packingConfirmed: useCallback(
      (listing: Listing) => {
        const after = session.$cartTotal.get();
        said.current = after;
        const name = extraServiceName(latest.current.locale, 'packing_material');
        announce(`${latest.current.t('serviceAdded', { name })} ${totalText(after)}`);
        latest.current.onChange?.(listing);
      },
      [session, announce, totalText],
    ),
  };
}

/** The words of a row: its name, and for packing once chosen, what it holds ("10 × Small boxes, 2 × …"). */
export function rowWords(row: ExtraServiceRow, locale: Locale, t: ExtraServicesTranslate) {
  const name = extraServiceName(locale, row.type);
  if (row.kind !== 'packing') return { name, detail: null };
  if (!row.counts) return { name, detail: t('servicePackingHint') };
  const list = PACKING_MATERIALS.filter((material) => (row.counts?.[material] ?? 0) > 0)
    .map((material) =>
      t('packingCountOf', { count: row.counts?.[material] ?? 0, name: t(packingMaterialKey(material)) }),
    )
    .join(', ');
  return { name, detail: t('servicePackingChosen', { list }) };
}
