import { blankAdminItemDimensions, DEFAULT_LOCALE, type Listing, type MoveItem, trackerFor } from '@haulkit/core';
import { useLayoutEffect, useRef } from 'react';
import type { CustomItemFormProps } from './use-custom-item-form.js';

/** Props of CustomItemDialog. */
export interface CustomItemDialogProps
  extends Pick<CustomItemFormProps, 'session' | 'locale' | 'initial' | 'replaces' | 'onSave' | 'mode'> {
  /** Shown while true. */
  open: boolean;
  /** Called when the dialog should close: after a save, or when the person cancels. */
  onClose(): void;
  /**
   * The search text the dialog was opened from (the missing-item dialog): it is the name the form
   * starts with, and the dialog's open, save and cancel are tracked with it (`missing_item`).
   */
  term?: string | undefined;
  /**
   * An item the office flagged (`is_admin`) to measure again: the form starts with its name and
   * units and core's blanked sizes (docs/behaviour/quote-flow.md §5), and the new item takes its place.
   */
  remeasure?: MoveItem | undefined;
  /** Called with the listing once the item joined it, so an element can emit `hk-change`. */
  onAdded?(listing: Listing): void;
}

/** The form's starting values and the item replaced, for an item measured again. */
function remeasured(item: MoveItem): Pick<CustomItemFormProps, 'initial' | 'replaces'> {
  const blank: Partial<MoveItem> = blankAdminItemDimensions(item);
  const { width, height, depth, weight, dimension_unit, weight_unit } = blank;
  return {
    replaces: item.fake_id,
    initial: { name: item.name, width, height, depth, weight, dimension_unit, weight_unit },
  };
}

/**
 * Behaviour of the custom item dialog around its form: the title and starting values, and, when
 * opened from a search (`term`), the missing-item tracking of docs/behaviour/quote-flow.md §9: `open`
 * once per opening, then `save` or `cancel`.
 */
export function useCustomItemDialog({
  session,
  open,
  term,
  remeasure: item,
  locale = DEFAULT_LOCALE,
  onClose,
  onAdded,
  ...props
}: CustomItemDialogProps) {
  const { initial, replaces } = item ? remeasured(item) : props;
  const latest = useRef({ term, session });
  latest.current = { term, session };
  const track = (action: 'open' | 'save' | 'cancel') => {
    const { term: text, session: current } = latest.current;
    if (text !== undefined) trackerFor(current).track({ event: 'missing_item', action, term: text });
  };
  // Tracked as the dialog opens, before anything in it can be clicked (Preact runs plain effects after paint).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useLayoutEffect(() => {
    if (open) track('open');
  }, [open]);

  const remeasure = replaces !== undefined && initial?.name;
  return {
    locale,
    titleKey: remeasure
      ? ('remeasureTitle' as const)
      : term !== undefined
        ? ('missingItemTitle' as const)
        : ('customItemTitle' as const),
    titleName: initial?.name ?? '',
    intro: remeasure ? ('remeasureIntro' as const) : null,
    initial: term !== undefined && !initial?.name ? { ...initial, name: term.trim() } : initial,
    replaces,
    saved: (_item: MoveItem) => {
      track('save');
      onAdded?.(session.$listing.get());
      onClose();
    },
    cancel: () => {
      track('cancel');
      onClose();
    },
  };
}
