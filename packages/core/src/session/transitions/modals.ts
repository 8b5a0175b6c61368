import { type QuoteContext, type QuoteModal, type QuoteState, setModal, withUi } from '../quote-state.js';
import { confirmPreset } from './preset.js';
import { answerAddHelper } from './proceed.js';
import { confirmSliderMode } from './time-slider.js';

/** Opens a modal (price option, loading info, custom item …). */
export function openModal(state: QuoteState, modal: QuoteModal): QuoteState {
  return setModal(state, modal, true);
}

/** Which modal asks for each pending confirmation. */
const CONFIRMATION_MODAL = {
  sliderMode: 'sliderModeConfirm',
  preset: 'presetConfirm',
  clearPreset: 'presetConfirm',
  addHelper: 'addHelper',
} as const;

/** Closes a modal; closing the modal of a pending confirmation declines it (nothing changes). */
export function closeModal(state: QuoteState, modal: QuoteModal): QuoteState {
  const pending = state.ui.pending;
  const declined =
    pending !== null && CONFIRMATION_MODAL[pending.kind] === modal ? withUi(state, { pending: null }) : state;
  return setModal(declined, modal, false);
}

/** Confirms whatever waits for confirmation: a slider mode switch, a preset change, or the extra helper. */
export function confirmPending(state: QuoteState, context: QuoteContext): QuoteState {
  const pending = state.ui.pending;
  if (pending === null) return state;
  if (pending.kind === 'sliderMode') return confirmSliderMode(state, pending.mode, context);
  if (pending.kind === 'addHelper') return answerAddHelper(state, true, context);
  return confirmPreset(state);
}

/** Declines whatever waits: nothing changes except that its modal closes (declining the helper proceeds). */
export function dismissPending(state: QuoteState, context: QuoteContext): QuoteState {
  const pending = state.ui.pending;
  if (pending === null) return state;
  if (pending.kind === 'addHelper') return answerAddHelper(state, false, context);
  return closeModal(state, CONFIRMATION_MODAL[pending.kind]);
}
