export * from './dialogs/slider-mode-dialog.js';
export * from './mode-switch.js';
export * from './slider-track.js';
export * from './thumb-timers.js';
export * from './time-slider.js';
export { timeSliderStyles } from './time-slider.styles.js';
export * from './time-slider-dialogs.js';
export * from './use-time-slider.js';
