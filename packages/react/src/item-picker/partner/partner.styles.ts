/**
 * Styles of the partner item screens (unlayered, so they win over the kit's): the default items
 * as rows with a stepper, the missing-item error beside them, the ways on (custom item, search)
 * and Continue. Tokens only; one column and 44 px targets on phones.
 */
export const partnerStyles = `
.partner { display: grid; gap: calc(var(--_space) * 2); min-inline-size: 0; }
.partner-screen { display: grid; gap: var(--_space); min-inline-size: 0; }
.partner-heading:focus-visible, .partner-error:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.partner-hint { margin: 0; color: var(--_muted); }
.partner-defaults { margin: 0; padding: 0; }
.default-item {
  display: grid; grid-template-columns: auto minmax(0, 1fr) auto; align-items: center;
  gap: 0.25em 0.75em; padding: 0.5em 0; border-block-end: 1px solid var(--_divider);
}
.default-item > .hk-icon { color: var(--_accent-strong); }
.partner-error {
  margin: 0; padding: 0.75em 1em; border-radius: var(--_radius);
  background: var(--_danger-soft); border-inline-start: 4px solid var(--_danger);
}
.partner-links { display: flex; flex-wrap: wrap; gap: var(--_space); }
.partner-continue { justify-self: start; min-inline-size: 10em; }
.partner-back { justify-self: start; padding-inline: 0.25em; }
@media (max-width: 767.98px) {
  .default-item > .hk-stepper { grid-column: 2 / -1; justify-self: start; }
  .partner-links { flex-direction: column; align-items: stretch; }
  .partner-continue { justify-self: stretch; }
}
`;
