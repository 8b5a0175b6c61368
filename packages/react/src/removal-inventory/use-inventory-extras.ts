import {
  type BoxEstimate,
  countItems,
  estimateBoxesForItems,
  isBoxEstimateApplied,
  isEstimatedBox,
  itemsVolumeCubicMetres,
  type Locale,
  type PendingConfirmation,
  type PropertyType,
  type QuoteFlowSession,
  requestError,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useAnnounce } from '../ui/announcer.js';
import { useStore } from '../use-store.js';
import { totalWords } from './use-inventory-actions.js';
import { type InventoryTranslate, typicalOf } from './use-removal-inventory.js';

/** A confirmation the inventory asks for (§4: a preset, or clearing, over existing items). */
export type PresetPending = Extract<PendingConfirmation, { kind: 'preset' | 'clearPreset' }>;

type Report = ((error: WidgetError) => void) | undefined;

/**
 * The presets (§4, §7 removal-preset): "Fill with a typical …" fetches the type's preset through
 * the session and applies it, or, when items already exist, the session asks for confirmation
 * (`presetConfirm` with the pending preset); "Clear the inventory" does the same without a
 * fetch. Its loading state and coded failure are the view's; applied changes are announced.
 */
export function usePreset(
  session: QuoteFlowSession,
  type: PropertyType | undefined,
  locale: Locale,
  t: InventoryTranslate,
  onError: Report,
) {
  const announce = useAnnounce();
  const [state, setState] = useState<{ type: PropertyType; loading: boolean; failed: string | null } | null>(null);
  const report = useRef(onError);
  report.current = onError;
  const mine = state && state.type === type ? state : null;

  const fill = useCallback(() => {
    if (!type) return;
    setState({ type, loading: true, failed: null });
    session.applyRemovalPreset(type).then(
      () => {
        setState({ type, loading: false, failed: null });
        if (session.$ui.get().modals.presetConfirm) return;
        const total = totalWords(session.$listing.get().move_items, locale, t) ?? '';
        announce(t('presetAnnounce', { typical: typicalOf(t, type), total }));
      },
      (error: unknown) => {
        const { code } = requestError(error);
        setState({ type, loading: false, failed: code });
        report.current?.({ code, message: t('presetFailed') });
      },
    );
  }, [session, type, locale, t, announce]);

  const clear = useCallback(() => {
    const next = session.clearPreset();
    if (!next.ui.modals.presetConfirm) announce(t('clearedAnnounce'));
  }, [session, t, announce]);

  return { loading: mine?.loading === true, failed: mine?.failed ?? null, fill, clear };
}

/**
 * The confirmation waiting for the person (§4), or null: its kind, what it replaces, and the
 * confirm and dismiss actions (the session's confirmPending / dismissPending), announced.
 */
export function usePresetConfirm(session: QuoteFlowSession, locale: Locale, t: InventoryTranslate) {
  const announce = useAnnounce();
  const pending$ = useMemo(
    () =>
      computed(session.$ui, (ui): PresetPending | null =>
        ui.modals.presetConfirm && (ui.pending?.kind === 'preset' || ui.pending?.kind === 'clearPreset')
          ? ui.pending
          : null,
      ),
    [session],
  );
  const pending = useStore(pending$);
  const confirm = useCallback(() => {
    const waiting = pending$.get();
    session.confirmPending();
    if (!waiting) return;
    const total = totalWords(session.$listing.get().move_items, locale, t) ?? '';
    announce(
      waiting.kind === 'preset'
        ? t('presetAnnounce', { typical: typicalOf(t, waiting.preset.id), total })
        : t('clearedAnnounce'),
    );
  }, [session, pending$, locale, t, announce]);
  return {
    pending,
    /** How many pieces the inventory holds now (what a preset or clearing would replace). */
    count: pending ? countItems(session.$listing.get().move_items ?? []) : 0,
    confirm,
    dismiss: useCallback(() => void session.dismissPending(), [session]),
  };
}

/** The estimated-boxes card's state (§2, §5, §9). */
export interface BoxEstimateView {
  estimate: BoxEstimate;
  /** The inventory holds exactly the suggested boxes. */
  applied: boolean;
  /** The volume the estimate is made from, in m³ to 1 decimal (the items without the suggested boxes). */
  volume: number;
}

/**
 * The estimated-boxes suggestion: the session's `$boxEstimate` (only from 5 m³), whether the
 * inventory already holds it, and "Add these boxes" (the session looks up items 1020 and 845 and
 * applies them in the boxes room) with its loading state and coded failure.
 */
export function useBoxEstimate(session: QuoteFlowSession, locale: Locale, t: InventoryTranslate, onError: Report) {
  const announce = useAnnounce();
  const report = useRef(onError);
  report.current = onError;
  const view$ = useMemo(() => {
    let last: BoxEstimateView | null = null;
    return computed([session.$boxEstimate, session.$listing], (estimate, listing): BoxEstimateView => {
      const items = listing.move_items;
      const applied = isBoxEstimateApplied(estimate, items);
      const volume = estimate.shown
        ? Math.round(itemsVolumeCubicMetres((items ?? []).filter((item) => !isEstimatedBox(item))) * 10) / 10
        : 0;
      if (last && last.estimate === estimate && last.applied === applied && last.volume === volume) return last;
      last = { estimate, applied, volume };
      return last;
    });
  }, [session]);
  const view = useStore(view$);
  const [state, setState] = useState<{ loading: boolean; failed: string | null }>({ loading: false, failed: null });
  const add = useCallback(() => {
    setState({ loading: true, failed: null });
    session.applyBoxEstimate().then(
      () => {
        setState({ loading: false, failed: null });
        const estimate = estimateBoxesForItems(session.$listing.get().move_items);
        if (!estimate.shown) return;
        const total = totalWords(session.$listing.get().move_items, locale, t) ?? '';
        announce(t('estimateAnnounce', { small: estimate.small, large: estimate.large, total }));
      },
      (error: unknown) => {
        const { code } = requestError(error);
        setState({ loading: false, failed: code });
        report.current?.({ code, message: t('estimateFailed') });
      },
    );
  }, [session, locale, t, announce]);
  return { ...view, ...state, add };
}

/** The running total in words, re-rendering only the total line on a change. */
export function useInventoryTotal(session: QuoteFlowSession, locale: Locale, t: InventoryTranslate): string | null {
  const listing = useStore(session.$listing);
  return useMemo(() => totalWords(listing.move_items, locale, t), [listing.move_items, locale, t]);
}
