import {
  DEFAULT_LOCALE,
  formatInsuranceAmount,
  formatInsuranceRate,
  formatMoney,
  formatMoneyInThousands,
  type InsuranceError,
  insuranceMessage,
  insuranceOffer,
  insurancePremium,
  insuranceRouteOf,
  isDomesticRoute,
  type Locale,
  type QuoteFlowSession,
  serviceTerms,
  valueOfGoodsText,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useEffect, useMemo, useRef } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import { useStore } from '../../use-store.js';
import type { InsuranceTranslate } from '../use-insurance.js';

/** Props of AddInsuranceDialog. */
export interface AddInsuranceDialogProps {
  /** The quote session whose value area (ui.insurance) the dialog shows; it is open while it is. */
  session: QuoteFlowSession;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Protection Plus is already on the listing: the dialog changes its value. @default false */
  changing?: boolean | undefined;
}

/** The words of an insurance error (docs/behaviour/quote-flow.md §5, §8; back-office §5). */
export function insuranceErrorText(error: InsuranceError, locale: Locale, t: InsuranceTranslate): string {
  if (error.code === 'noAmount') return t('noAmount');
  if (error.code === 'highAmount')
    return Number.isFinite(error.max)
      ? t('highAmount', { maximum: formatMoneyInThousands(locale, error.max) })
      : t('highAmountNoMaximum');
  return error.excess > 0
    ? t('lowAmount', { excess: formatInsuranceAmount(locale, error.excess) })
    : t('lowAmountNoExcess');
}

/** The currency sign of a locale and whether it goes before the amount (£12,000) or after it (12.000 €). */
function currencyAffix(locale: Locale): { sign: string; before: boolean } {
  const sample = formatInsuranceAmount(locale, 1);
  const sign = sample.replace(/[\d\s\u00a0\u202f.,]/g, '');
  return { sign, before: sample.trim().startsWith(sign) };
}

/**
 * Behaviour of the add dialog (docs/behaviour/quote-flow.md §4, §5): the value of goods is the
 * session's (typing goes to typeInsuranceValue, so nothing typed is lost), the live premium is
 * core's insurancePremium for the route (UK or international terms), and submitting reads the
 * typed text for the locale (valueOfGoodsText: "12.000" in es-ES) and calls submitInsurance,
 * which validates: noAmount, highAmount (the maximum in thousands), lowAmount (the amount
 * cleared). An error goes next to the field and focus back to it; success replaces the cart
 * line, closes the dialog and is announced. Closing any other way cancels (cancelInsurance).
 */
export function useAddInsurance({ session, locale = DEFAULT_LOCALE, changing = false }: AddInsuranceDialogProps) {
  const t = useMessages(insuranceMessage, locale);
  const announce = useAnnounce();
  const stores = useMemo(
    () => ({
      area: computed(session.$ui, (ui) => ui.insurance),
      route: computed(session.$listing, insuranceRouteOf),
    }),
    [session],
  );
  const area = useStore(stores.area);
  const route = useStore(stores.route);
  const international = !isDomesticRoute(route.pickupCountry, route.deliveryCountry);
  const terms = serviceTerms(area.service, international);
  const typed = valueOfGoodsText(area.value, locale);
  const live = typed === '' ? null : insurancePremium(typed, area.service, route);
  const input = useRef<HTMLInputElement>(null);

  // Focus to the field when the dialog opens (after showModal) and after each refused submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new error (a new object per refused submit) moves focus again
  useEffect(() => {
    input.current?.focus();
  }, [area.error]);

  const submit = () => {
    const text = session.$ui.get().insurance.value;
    const read = valueOfGoodsText(text, locale);
    const next = session.submitInsurance(read === text ? undefined : read);
    if (next.ui.insurance.open) return;
    const done = insuranceOffer(next.listing, true);
    announce(
      t(changing ? 'changedSaid' : 'addedSaid', {
        value: formatInsuranceAmount(locale, done.value ?? 0),
        premium: formatMoney(locale, done.premium ?? 0),
      }),
    );
  };

  const hint =
    terms.cover !== null && terms.excess > 0
      ? t('valueHintRange', {
          min: formatInsuranceAmount(locale, terms.excess),
          max: formatInsuranceAmount(locale, terms.cover),
        })
      : terms.cover !== null
        ? t('valueHintMax', { max: formatInsuranceAmount(locale, terms.cover) })
        : terms.excess > 0
          ? t('valueHintMin', { min: formatInsuranceAmount(locale, terms.excess) })
          : t('valueHintPlain');

  return {
    t,
    locale,
    value: area.value,
    error: area.error ? { code: area.error.code, text: insuranceErrorText(area.error, locale, t) } : null,
    hint,
    terms,
    international,
    rate: formatInsuranceRate(locale, terms.rate),
    /** An amount of goods, cover or excess, whole amounts without pence. */
    amount: (value: number) => formatInsuranceAmount(locale, value),
    /** The premium for the value typed, when it is one the terms accept. */
    premium: live?.ok ? live.premium : null,
    affix: currencyAffix(locale),
    input,
    type: (text: string) => void session.typeInsuranceValue(text),
    submit,
    cancel: () => void session.cancelInsurance(),
  };
}
