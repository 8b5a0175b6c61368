import {
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  formatInsuranceAmount,
  formatInsuranceRate,
  formatMoney,
  getSession,
  type InsuranceMessageKey,
  type InsuranceOffer,
  insuranceMessage,
  insuranceOffer,
  type Locale,
  type QuoteFlowSession,
  withQuoteFlow,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../ui/announcer.js';
import { useMessages } from '../use-messages.js';
import { useStore } from '../use-store.js';

/** Props of the Protection Plus card (the `<hk-insurance>` attributes, parsed). */
export interface InsuranceProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
}

/** The Protection Plus words for a locale. */
export type InsuranceTranslate = (key: InsuranceMessageKey, params?: Record<string, string | number>) => string;

/** Where the prices stand, as the card shows them before an insurance service is offered. */
export type InsurancePriceState = 'idle' | 'loading' | 'ready' | 'error';

/** The dialog of the card that is open: the add dialog is the session's (its value area), the others the card's. */
export type InsuranceDialog = 'add' | 'remove' | 'terms' | null;

/** Which of the card's buttons takes focus once a dialog has closed. */
type FocusTarget = 'add' | 'change' | null;

/**
 * Behaviour of the Protection Plus card (docs/behaviour/quote-flow.md §2, §4, §9; back-office §9): the
 * offer read from the session (core's insuranceOffer over the listing and `$insuranceSelected`),
 * where the prices stand while none is offered, and the dialogs. Adding ticks the offered service
 * (the session's value area opens, shown as the add dialog while its modal is open); "Change
 * value" ticks it again with the current value; "Remove" asks first, then unticks; the terms open
 * on the card. After a dialog, focus goes to the button that now does the next thing: "Change
 * value" once added, "Add Protection Plus" once removed (the one that opened it is gone).
 */
export function useInsurance({ session: key = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE }: InsuranceProps) {
  const t = useMessages(insuranceMessage, locale);
  const announce = useAnnounce();
  const session: QuoteFlowSession = useMemo(() => withQuoteFlow(getSession(key)), [key]);
  const stores = useMemo(
    () => ({
      offer: computed([session.$listing, session.$insuranceSelected], insuranceOffer),
      prices: computed(session.$status, (status): InsurancePriceState => status.prices.state),
      addOpen: computed(session.$ui, (ui) => ui.insurance.open && ui.modals.insurance),
    }),
    [session],
  );
  const offer: InsuranceOffer = useStore(stores.offer);
  const prices = useStore(stores.prices);
  const addOpen = useStore(stores.addOpen);
  const [local, setLocal] = useState<'remove' | 'terms' | null>(null);
  const dialog: InsuranceDialog = addOpen ? 'add' : local;

  const addButton = useRef<HTMLButtonElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const [focusTo, setFocusTo] = useState<FocusTarget>(null);

  // The add dialog closed (added, changed or cancelled): focus to what the card now offers.
  const wasOpen = useRef(addOpen);
  useEffect(() => {
    if (wasOpen.current && !addOpen) setFocusTo(session.$insuranceSelected.get() ? 'change' : 'add');
    wasOpen.current = addOpen;
  }, [addOpen, session]);
  useEffect(() => {
    if (focusTo === null) return;
    (focusTo === 'change' ? changeButton : addButton).current?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const service = offer.service;
  const add = useCallback(() => {
    if (service) session.tickInsurance(service);
  }, [session, service]);
  const confirmRemove = useCallback(() => {
    session.untickInsurance();
    setLocal(null);
    setFocusTo('add');
    announce(t('removedSaid'));
  }, [session, announce, t]);

  return {
    session,
    t,
    locale,
    offer,
    prices,
    dialog,
    addButton,
    changeButton,
    /** Ticks Protection Plus: the add dialog opens (empty, or with the value it had). */
    add,
    /** Opens the add dialog with the current value of goods. */
    change: add,
    openRemove: useCallback(() => setLocal('remove'), []),
    openTerms: useCallback(() => setLocal('terms'), []),
    /** Closes the remove or terms dialog; focus returns to the button that opened it. */
    closeLocal: useCallback(() => setLocal(null), []),
    confirmRemove,
    /** An amount of goods, cover or excess, whole amounts without pence. */
    amount: useCallback((value: number) => formatInsuranceAmount(locale, value), [locale]),
    /** A price, with pence. */
    money: useCallback((value: number) => formatMoney(locale, value), [locale]),
    /** A rate as a percentage. */
    rate: useCallback((value: number) => formatInsuranceRate(locale, value), [locale]),
  };
}
