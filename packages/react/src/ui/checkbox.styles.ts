/** Styles of Checkbox: a drawn box and check mark on the native input, the whole row clickable. */
export const checkboxStyles = `
@layer hk-kit {
.hk-checkbox-row { display: flex; align-items: center; gap: var(--_space); min-block-size: 2.5em; cursor: pointer; }
.hk-checkbox-input {
  appearance: none; flex: none; display: grid; place-content: center; margin: 0;
  inline-size: 1.25em; block-size: 1.25em; cursor: inherit; background: var(--_surface);
  border: 2px solid var(--_border); border-radius: calc(var(--_radius) / 2);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.hk-checkbox-input::before {
  content: ''; inline-size: 0.3em; block-size: 0.6em; border: solid var(--_on-accent); border-width: 0 0.15em 0.15em 0;
  transform: translateY(-10%) rotate(45deg) scale(0); transition: transform var(--_motion);
}
.hk-checkbox-input:checked { background: var(--_accent); border-color: var(--_accent); }
.hk-checkbox-input:checked::before { transform: translateY(-10%) rotate(45deg); }
.hk-checkbox-input:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-checkbox-input:disabled { background: var(--_disabled); border-color: var(--_divider); }
.hk-checkbox-input:disabled::before { border-color: var(--_muted); }
.hk-checkbox-row:has(:disabled) { color: var(--_muted); cursor: not-allowed; }
.hk-checkbox-hint { padding-inline-start: calc(1.25em + var(--_space)); color: var(--_muted); }
@media (max-width: 767.98px) {
  .hk-checkbox-row { min-block-size: 44px; }
}
}
`;
