// <hk-time-slider> alone, registered on load; `defineTimeSlider({ prefix })` adds another prefix.
// `configure`/`getSession` live in `api.js`.
import { defineElements } from '../define.js';
import type { DefineOptions } from '../define-options.js';
import { timeSliderElement } from '../time-slider/time-slider.element.js';

/** Registers `<{prefix}-time-slider>`. */
export function defineTimeSlider(options: DefineOptions = {}): string[] {
  return defineElements([timeSliderElement], options);
}
defineTimeSlider();

/** The tags' and events' types (HTMLElementTagNameMap, GlobalEventHandlersEventMap) for pages that import this file. */
export type * from '../tags.js';
