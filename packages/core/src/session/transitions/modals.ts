import { type QuoteState, setModal, withUi } from '../quote-state.js';
import type { QuoteModal } from '../slices/job-ui.js';

/** Opens a modal (price option, loading info, custom item …). */
export function openModal(state: QuoteState, modal: QuoteModal): QuoteState {
  return setModal(state, modal, true);
}

/** Which modal asks for each pending confirmation. */
export const CONFIRMATION_MODAL = {
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
