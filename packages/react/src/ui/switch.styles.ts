/** Styles of Switch: the native checkbox drawn as a track with a thumb that slides to the end when on. */
export const switchStyles = `
@layer hk-kit {
.hk-switch { display: inline-flex; align-items: center; gap: var(--_space); min-block-size: 2.5em; cursor: pointer; }
.hk-switch-input {
  appearance: none; flex: none; position: relative; margin: 0; cursor: inherit;
  inline-size: 2.75em; block-size: 1.5em; border-radius: 0.75em; background: var(--_border);
  transition: background-color var(--_motion);
}
.hk-switch-input::before {
  content: ''; position: absolute; inset-block: 0.1875em; inset-inline-start: 0.1875em; inline-size: 1.125em;
  border-radius: 50%; background: var(--_surface); transition: inset-inline-start var(--_motion);
}
.hk-switch-input:checked { background: var(--_accent); }
.hk-switch-input:checked::before { inset-inline-start: 1.4375em; }
.hk-switch-input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-switch-input:disabled { background: var(--_disabled); }
.hk-switch-input:disabled::before { background: var(--_muted); }
.hk-switch:has(:disabled) { color: var(--_muted); cursor: not-allowed; }
@media (max-width: 767.98px) {
  .hk-switch { min-block-size: 44px; }
}
}
`;
