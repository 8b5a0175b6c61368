import type { QuoteContext, QuoteState } from '../quote-state.js';
import { CONFIRMATION_MODAL, closeModal } from './modals.js';
import { confirmPreset } from './preset.js';
import { answerAddHelper } from './proceed.js';
import { confirmSliderMode } from './time-slider.js';

// What waits for confirmation (a slider mode switch, a preset change, the extra helper), apart
// from opening and closing modals so that the job's first step does not carry the slider's and
// the presets' rules.

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
