import {
  checkPackingForm,
  DEFAULT_LOCALE,
  type ExtraServiceRow,
  extraServicesMessage,
  formatMoney,
  type Listing,
  type Locale,
  MAX_PACKING_COUNT,
  PACKING_MATERIALS,
  PACKING_UNIT_PRICES,
  type PackingCountErrorCode,
  type PackingMaterial,
  type PackingTexts,
  packingCount,
  packingMaterialKey,
  packingPriceOfTexts,
  packingStartTexts,
  packingUnitPriceKey,
  parsePackingCount,
  type QuoteFlowSession,
  stepPackingCount,
} from '@haulkit/core';
import { createRef, type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMessages } from '../use-messages.js';

/** Props of PackingDialog. */
export interface PackingDialogProps {
  /** The quote session the packing joins (its `ui.modals.packing` opened the dialog). */
  session: QuoteFlowSession;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** The packing row of the list: the service offered (its id, suggested counts) and the counts chosen. */
  row: ExtraServiceRow | null;
  /** Called when the dialog should close with nothing changed: Cancel, Escape, the close button. */
  onClose(): void;
  /** Called with the listing once packing joined the cart (the session closed the dialog). */
  onConfirmed?(listing: Listing): void;
}

/** A refused count or the form's own error, as the dialog shows it: its code and words. */
export interface PackingError {
  code: PackingCountErrorCode | 'packingEmpty';
  text: string;
}

/** One material's line of the dialog. */
export interface PackingLineView {
  material: PackingMaterial;
  name: string;
  unitPrice: string;
  text: string;
  count: number;
  error: PackingError | null;
}

/**
 * Behaviour of the packing materials dialog (docs/behaviour/quote-flow.md §2, §3, §4, §5, §9): a count
 * per material (small, large, wardrobe boxes, bubble wrap), starting from the counts chosen, else
 * 0 (nothing is chosen for the customer); each a whole number from 0 (a typed bad value keeps its text and
 * gets a coded error when the person leaves the box); the live price Σ count × unit price (3 / 4 /
 * 5 / 2). Confirm checks every box and refuses all-zero counts ("Choose at least one packing
 * item") with focus on the first box at fault; otherwise the session's confirmPacking adds the
 * service, checked, and closes the dialog.
 */
export function usePackingDialog({ session, locale = DEFAULT_LOCALE, row, onConfirmed }: PackingDialogProps) {
  const t = useMessages(extraServicesMessage, locale);
  const [texts, setTexts] = useState<PackingTexts>(() => packingStartTexts(row?.counts ?? null));
  const latestTexts = useRef(texts);
  latestTexts.current = texts;
  const [errors, setErrors] = useState<Partial<Record<PackingMaterial, PackingCountErrorCode>>>({});
  const [empty, setEmpty] = useState(false);
  const [focusTo, setFocusTo] = useState<PackingMaterial | null>(null);
  // One box per material, for focus: the first box at fault takes it after a refused confirm.
  const inputs = useMemo(
    () =>
      Object.fromEntries(PACKING_MATERIALS.map((material) => [material, createRef<HTMLInputElement>()])) as Record<
        PackingMaterial,
        RefObject<HTMLInputElement | null>
      >,
    [],
  );

  useLayoutEffect(() => {
    if (focusTo === null) return;
    inputs[focusTo].current?.focus();
    setFocusTo(null);
  }, [focusTo, inputs]);

  const setText = (material: PackingMaterial, text: string) => {
    latestTexts.current = { ...latestTexts.current, [material]: text };
    setTexts(latestTexts.current);
  };
  const setError = (material: PackingMaterial, code: PackingCountErrorCode | null) =>
    setErrors((current) => {
      if ((current[material] ?? null) === code) return current;
      const next = { ...current };
      if (code === null) delete next[material];
      else next[material] = code;
      return next;
    });

  const lines = useMemo<PackingLineView[]>(
    () =>
      PACKING_MATERIALS.map((material) => {
        const code = errors[material];
        const parsed = parsePackingCount(texts[material]);
        return {
          material,
          name: t(packingMaterialKey(material)),
          unitPrice: t(packingUnitPriceKey(material), { price: formatMoney(locale, PACKING_UNIT_PRICES[material]) }),
          text: texts[material],
          count: parsed.ok ? parsed.count : packingCount(texts[material]),
          error: code ? { code, text: t(code, { max: MAX_PACKING_COUNT }) } : null,
        };
      }),
    [texts, errors, t, locale],
  );

  return {
    t,
    lines,
    price: packingPriceOfTexts(texts),
    chosen: row?.checked === true,
    emptyError: empty ? ({ code: 'packingEmpty', text: t('packingEmpty') } satisfies PackingError) : null,
    /** Each material's box. */
    inputs,
    type(material: PackingMaterial, text: string) {
      setText(material, text);
      // An error goes as soon as the box holds a good count again; a new one waits for the person to leave it.
      if (parsePackingCount(text).ok) setError(material, null);
    },
    commit(material: PackingMaterial, text: string) {
      const checked = parsePackingCount(text);
      if (!checked.ok) return setError(material, checked.code);
      setError(material, null);
      setText(material, String(checked.count));
      if (checked.count > 0) setEmpty(false);
    },
    step(material: PackingMaterial, direction: 'up' | 'down') {
      const count = stepPackingCount(latestTexts.current[material], direction);
      setText(material, String(count));
      setError(material, null);
      if (count > 0) setEmpty(false);
    },
    submit() {
      const check = checkPackingForm(latestTexts.current);
      if (!check.ok) {
        if (check.code === 'packingEmpty') {
          setEmpty(true);
          setFocusTo(PACKING_MATERIALS[0]);
          return;
        }
        setEmpty(false);
        const fields = check.fields;
        setErrors(Object.fromEntries(Object.entries(fields).map(([material, field]) => [material, field.code])));
        setFocusTo(PACKING_MATERIALS.find((material) => fields[material]) ?? null);
        return;
      }
      const next = session.confirmPacking({ counts: check.counts, service: row?.service ?? null });
      onConfirmed?.(next.listing);
    },
  };
}
