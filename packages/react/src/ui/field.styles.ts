/**
 * Styles of Field (GOV.UK pattern), of `.hk-control`, the box look every text input, select and
 * stepper input shares, and of `.hk-visually-hidden`, words for screen readers only.
 */
export const fieldStyles = `
@layer hk-kit {
.hk-field { display: grid; justify-items: start; gap: calc(var(--_space) / 2); }
.hk-field[data-invalid] { border-inline-start: 4px solid var(--_danger); padding-inline-start: calc(var(--_space) * 2); }
.hk-field-label { font-weight: 600; }
.hk-field-hint { color: var(--_muted); }
.hk-field-error { margin: 0; color: var(--_danger); font-weight: 600; }
.hk-control {
  box-sizing: border-box; min-block-size: 2.5em; max-inline-size: 100%; margin: 0;
  padding: calc(var(--_space) / 2) var(--_space); font: inherit; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
}
.hk-control:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-control[aria-invalid='true'] { border-color: var(--_danger); box-shadow: inset 0 0 0 1px var(--_danger); }
.hk-control:disabled { background: var(--_disabled); color: var(--_muted); cursor: not-allowed; }
.hk-visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@media (max-width: 767.98px) {
  .hk-control { min-block-size: 44px; }
}
}
`;
