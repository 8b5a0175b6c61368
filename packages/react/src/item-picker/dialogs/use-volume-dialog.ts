import {
  checkTotalVolume,
  DEFAULT_LOCALE,
  type ItemDialogsMessageKey,
  itemDialogsMessage,
  type Listing,
  type Locale,
  type QuoteSession,
  quoteTransitions,
  type TotalVolumeError,
  VOLUME_PRESETS,
  type VolumePresetId,
} from '@haulkit/core';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';
import { useLatestState } from './use-latest-state.js';

/** Props of VolumeDialog. */
export interface VolumeDialogProps {
  /** Shown while true. */
  open: boolean;
  /** Called when the dialog should close: after adding, or when the person cancels. */
  onClose(): void;
  /** The quote session the volume joins. */
  session: QuoteSession;
  /** @default 'en-GB' */
  locale?: Locale | undefined;
  /** Called with the listing once the volume joined it, so an element can emit `hk-change`. */
  onAdded?(listing: Listing): void;
}

/** One preset as the dialog offers it: its id, name and size in words. */
export interface VolumePresetOption {
  id: VolumePresetId;
  name: string;
  size: string;
}

/** The total-volume error codes (§5): a preset and a whole quantity from 1 to 99,999 are required. */
export type VolumeErrorCode = TotalVolumeError['code'];

const PRESET_IDS = Object.keys(VOLUME_PRESETS) as VolumePresetId[];

/**
 * Behaviour of the total-volume modal (docs/behaviour/quote-flow.md §2, §5, §9): one of the eight
 * presets (cubic foot, cubic metre, six van fills) with its size, and how many of it. On submit a
 * missing preset or a quantity that is missing, not whole or too high gets its coded error and
 * focus; otherwise the preset × quantity joins the list through addTotalVolume, is announced and
 * the dialog closes.
 */
export function useVolumeDialog({ session, locale = DEFAULT_LOCALE, onClose, onAdded }: VolumeDialogProps) {
  const t = useMessages(itemDialogsMessage, locale);
  const announce = useAnnounce();
  const [preset, setPreset, latestPreset] = useLatestState<VolumePresetId | undefined>(() => undefined);
  const [quantity, setQuantity, latestQuantity] = useLatestState(() => '');
  const [error, setError] = useState<TotalVolumeError | null>(null);
  const [focusTo, setFocusTo] = useState<'preset' | 'quantity' | null>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const presetsRef = useRef<HTMLFieldSetElement>(null);

  useLayoutEffect(() => {
    if (focusTo === null) return;
    if (focusTo === 'quantity') quantityRef.current?.focus();
    else presetsRef.current?.querySelector('input')?.focus();
    setFocusTo(null);
  }, [focusTo]);

  const options = useMemo<VolumePresetOption[]>(
    () =>
      PRESET_IDS.map((id) => {
        const { width, height, depth, weight } = VOLUME_PRESETS[id];
        return {
          id,
          name: t(`preset_${id}` as ItemDialogsMessageKey),
          size: t('presetSize', { width, height, depth, weight }),
        };
      }),
    [t],
  );

  const submit = () => {
    const input = { preset: latestPreset.current, quantity: latestQuantity.current };
    const check = checkTotalVolume(input);
    if (!check.ok) {
      setError(check);
      setFocusTo(check.code === 'presetRequired' ? 'preset' : 'quantity');
      return;
    }
    const next = session.update((state) => quoteTransitions.addTotalVolume(state, input)).listing;
    const name = options.find((option) => option.id === input.preset)?.name ?? check.item.name;
    setError(null);
    setQuantity('');
    announce(t('addedVolume', { quantity: check.item.quantity, name }));
    onAdded?.(next);
    onClose();
  };

  const errorText = error ? t(error.code, 'max' in error ? { max: error.max } : {}) : null;
  return {
    t,
    options,
    preset,
    choosePreset: (id: VolumePresetId) => {
      setPreset(id);
      setError((current) => (current?.code === 'presetRequired' ? null : current));
    },
    quantity,
    typeQuantity: setQuantity,
    presetError: error?.code === 'presetRequired' ? { code: error.code, text: errorText ?? '' } : null,
    quantityError: error && error.code !== 'presetRequired' ? { code: error.code, text: errorText ?? '' } : null,
    submit,
    quantityRef,
    presetsRef,
  };
}
