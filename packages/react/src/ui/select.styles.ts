/** Styles of Select: the native list with its arrow replaced by a chevron drawn in CSS. */
export const selectStyles = `
@layer hk-kit {
.hk-select { position: relative; display: inline-block; max-inline-size: 100%; }
.hk-select > select { appearance: none; inline-size: 100%; padding-inline-end: 2.5em; cursor: pointer; }
.hk-select::after {
  content: ''; position: absolute; inset-inline-end: 1em; inset-block-start: 50%; pointer-events: none;
  inline-size: 0.45em; block-size: 0.45em; border: solid var(--_text); border-width: 0 2px 2px 0;
  transform: translateY(-70%) rotate(45deg);
}
.hk-select:has(:disabled)::after { border-color: var(--_muted); }
.hk-select > select:disabled { cursor: not-allowed; }
}
`;
