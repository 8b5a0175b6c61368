import {
  type BoundIssue,
  boundAdviceKey,
  boundIssueText,
  CENTIMETRES_PER_UNIT,
  CUSTOM_ITEM_FIELD_ERRORS,
  type CustomItemCheck,
  type CustomItemField,
  type CustomItemInput,
  canSaveCustomItem,
  checkCustomItem,
  DEFAULT_LOCALE,
  type DimensionUnit,
  dimensionsErrorText,
  dimensionUnitOf,
  type ItemDialogsMessageKey,
  itemDialogsMessage,
  KILOGRAMS_PER_UNIT,
  type Locale,
  lazyImport,
  MAX_ITEM_NAME_LENGTH,
  type MoveItem,
  type QuoteSession,
  quoteTransitions,
  readMeasure,
  roundCustomItemValue,
  type WeightUnit,
  weightUnitOf,
} from '@haulkit/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import { useLatestState } from './use-latest-state.js';

/** The item dialogs' words for their locale. */
export type DialogTranslate = (key: ItemDialogsMessageKey, params?: Record<string, string | number>) => string;

/** What a custom item form starts with, e.g. an admin-flagged item after `blankAdminItemDimensions`. */
export interface CustomItemInitial {
  name?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
  depth?: number | undefined;
  weight?: number | undefined;
  dimension_unit?: DimensionUnit | undefined;
  weight_unit?: WeightUnit | undefined;
}

/** The form's values as typed: every number as its text, so nothing typed is ever lost. */
export interface CustomItemFormValues {
  name: string;
  width: string;
  height: string;
  depth: string;
  weight: string;
  dimension_unit: DimensionUnit;
  weight_unit: WeightUnit;
}

/** Props of CustomItemForm. */
export interface CustomItemFormProps {
  /** The quote session the item joins. */
  session: QuoteSession;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Values the form starts with (a search text as the name, or an item to measure again). */
  initial?: CustomItemInitial | undefined;
  /** The fake_id of an admin-flagged item being measured again: the new item takes its place and quantity. */
  replaces?: string | undefined;
  /**
   * Called with what was typed when it may be saved (fine, or a warning confirmed), before the
   * form saves it. Return 'saved' when the host saved it itself: the form then only reports it.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a host's handler that returns nothing lets the form save
  onSave?(input: CustomItemInput & { confirmed: boolean }): 'saved' | void;
  /** Called with the item as it now is in the list (merged quantity included) once saved. */
  onSaved(item: MoveItem): void;
  /** Called when the person cancels. */
  onCancel(): void;
  /**
   * `customer` adds through the addCustomItem transition; `partner` saves through the partner
   * flow's saveCustomItem (docs/behaviour/quote-flow.md §4, partner item view). @default 'customer'
   */
  mode?: 'customer' | 'partner' | undefined;
}

/** A size warning to confirm, or a block: the words of the alert and the fields it is about. */
export interface CustomItemAlert {
  kind: 'warning' | 'blocked';
  title: string;
  /** One sentence per crossed bound. */
  sentences: string[];
  advice: string;
  /** The bound codes, for `data-code`. */
  code: string;
  /** Fields the crossed bounds are about (a volume is about all three sides). */
  fields: CustomItemField[];
}

/** The number fields of the form, in order. */
export const SIZE_FIELDS = ['width', 'height', 'depth', 'weight'] as const;

/** The dimension units offered, in the spec's order (cm, m, in, ft, mm; §3). */
export const DIMENSION_UNITS = Object.keys(CENTIMETRES_PER_UNIT) as DimensionUnit[];

/** The weight units offered (kg, lbs; §3). */
export const WEIGHT_UNITS = Object.keys(KILOGRAMS_PER_UNIT) as WeightUnit[];

/** The partner save, its own module: fetched on the first save (again after a failed fetch). */
const importPartnerSave = lazyImport(() => import('./partner-save.js'));

const FIELD_ORDER: readonly CustomItemField[] = ['name', ...SIZE_FIELDS];

const text = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

function startValues(initial: CustomItemInitial | undefined): CustomItemFormValues {
  return {
    name: initial?.name ?? '',
    width: text(initial?.width),
    height: text(initial?.height),
    depth: text(initial?.depth),
    weight: text(initial?.weight),
    dimension_unit: dimensionUnitOf(initial?.dimension_unit),
    weight_unit: weightUnitOf(initial?.weight_unit),
  };
}

/** The fields a crossed bound is about, in form order. */
function issueFields(issues: readonly BoundIssue[]): CustomItemField[] {
  const about = new Set<CustomItemField>();
  for (const issue of issues) {
    if (issue.field === 'volume') for (const side of ['width', 'height', 'depth'] as const) about.add(side);
    else about.add(issue.field);
  }
  return FIELD_ORDER.filter((field) => about.has(field));
}

function alertOf(check: CustomItemCheck | null, locale: Locale, t: DialogTranslate): CustomItemAlert | null {
  if (check === null || (check.status !== 'warning' && check.status !== 'blocked')) return null;
  const blocked = check.status === 'blocked';
  return {
    kind: check.status,
    title: t(blocked ? 'blockedTitle' : 'warningTitle'),
    sentences: check.issues.map((issue) => boundIssueText(locale, issue)),
    advice: t(boundAdviceKey(check.issues, blocked)),
    code: check.codes.join(' '),
    fields: issueFields(check.issues),
  };
}

/**
 * Behaviour of the custom item form (docs/behaviour/quote-flow.md §5, §8): the values as typed, each
 * fractional size shown rounded to 2 decimals once its box is left, and on submit the
 * custom-item check of @haulkit/core: a dimensionsError names the fields at fault and focuses
 * the first; a size warning waits for "Add anyway"; a block says why and cannot be added. A
 * saved item is announced ("Added {name}"). Nothing typed is cleared by an error.
 */
export function useCustomItemForm({
  session,
  locale = DEFAULT_LOCALE,
  initial,
  replaces,
  onSave,
  onSaved,
  mode = 'customer',
}: CustomItemFormProps) {
  const t = useMessages(itemDialogsMessage, locale);
  const announce = useAnnounce();
  const [values, setValues, latest] = useLatestState(() => startValues(initial));
  /** The last check that stopped the item, shown until the next submit (a warning or block until an edit). */
  const [shown, setShown] = useState<CustomItemCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTo, setFocusTo] = useState<CustomItemField | 'alert' | null>(null);
  const controls = useRef<Partial<Record<CustomItemField, HTMLElement | null>>>({});
  const alertRef = useRef<HTMLDivElement>(null);

  // Focus moves once what it goes to has rendered: the first field at fault, or the alert.
  useLayoutEffect(() => {
    if (focusTo === null) return;
    (focusTo === 'alert' ? alertRef.current : controls.current[focusTo])?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const controlRef = useMemo(() => {
    const refs = {} as Record<CustomItemField, (element: HTMLElement | null) => void>;
    for (const field of FIELD_ORDER) {
      refs[field] = (element) => {
        controls.current[field] = element;
      };
    }
    return refs;
  }, []);

  const change = <K extends keyof CustomItemFormValues>(field: K, value: CustomItemFormValues[K]) => {
    setValues({ ...latest.current, [field]: value });
    // A warning or block is about the values it checked: an edit takes it away.
    setShown((current) => (current && current.status !== 'invalid' ? null : current));
  };

  /** A fractional size is shown as it is kept: rounded to 2 decimals (§5). */
  const roundField = (field: (typeof SIZE_FIELDS)[number]) => {
    const typed = latest.current[field];
    const number = readMeasure(typed);
    if (number === undefined || Number.isInteger(number)) return;
    const rounded = String(roundCustomItemValue(number));
    if (rounded !== typed.trim()) change(field, rounded);
  };

  const refuse = (check: CustomItemCheck) => {
    setShown(check);
    if (check.status === 'invalid') setFocusTo(check.fields[0] ?? 'name');
    else setFocusTo('alert');
  };

  const saved = (check: Exclude<CustomItemCheck, { status: 'invalid' }>) => {
    const built = quoteTransitions.customMoveItem(check);
    const item = (session.$listing.get().move_items ?? []).find((line) => line.fake_id === built.fake_id) ?? built;
    setShown(null);
    announce(t('added', { name: item.name }));
    onSaved(item);
  };

  const submit = async (confirmed = false) => {
    if (busy) return;
    const input: CustomItemInput = { ...latest.current };
    const check = checkCustomItem(input);
    const savable = check.status !== 'invalid' && canSaveCustomItem(check, confirmed);
    if (savable && onSave?.({ ...input, confirmed }) === 'saved') return saved(check);
    if (mode === 'partner') {
      setBusy(true);
      try {
        const { savePartnerCustomItem } = await importPartnerSave();
        const refused = savePartnerCustomItem(session, { item: input, confirmed });
        if (refused) refuse(refused);
        else if (check.status !== 'invalid') saved(check);
      } finally {
        setBusy(false);
      }
      return;
    }
    if (!savable) return refuse(check);
    session.update((state) => quoteTransitions.addCustomItem(state, { item: input, confirmed, replaces }));
    saved(check);
  };

  const alert = alertOf(shown, locale, t);
  const missing = shown?.status === 'invalid' && shown.code === 'dimensionsError' ? shown.fields : [];
  const fieldErrors: Partial<Record<CustomItemField, string>> = {};
  for (const field of missing) fieldErrors[field] = t(CUSTOM_ITEM_FIELD_ERRORS[field]);
  const nameLength = values.name.trim().length;
  // A name too long (pasted, or a long search text) says so until the next submit.
  if (shown?.status === 'invalid' && shown.code === 'nameTooLong')
    fieldErrors.name = t('nameTooLong', { max: shown.max, count: nameLength });

  return {
    t,
    values,
    change,
    roundField,
    submit,
    busy,
    /** The dimensionsError sentence naming the fields at fault, or null. */
    summary: missing.length > 0 ? dimensionsErrorText(locale, missing) : null,
    fieldErrors,
    /** The code of the fields' errors (`dimensionsError` or `nameTooLong`), for `data-code`. */
    errorCode: shown?.status === 'invalid' ? shown.code : undefined,
    /** The name's hint: what to enter, its maximum length and how much of it is used. */
    nameHint: {
      text: t('nameHint', { max: MAX_ITEM_NAME_LENGTH }),
      count: t('nameCount', { count: nameLength, max: MAX_ITEM_NAME_LENGTH }),
      over: nameLength > MAX_ITEM_NAME_LENGTH,
    },
    alert,
    /** "Change size": the warning goes and the first field it was about takes focus. */
    changeSize: () => {
      setFocusTo(alert?.fields[0] ?? 'width');
      setShown(null);
    },
    controlRef,
    alertRef,
  };
}
