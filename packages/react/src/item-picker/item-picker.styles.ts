/** Styles of the item picker; every colour and size defaults to a global `--hk-*` token. */
export const itemPickerStyles = `
.picker { display: grid; gap: var(--hk-space-s, 0.5rem); }
.label { font-weight: 600; }
.field { position: relative; }
.control, .quantity {
  font: inherit; color: inherit; background: var(--hk-color-surface, #fff);
  border: 1px solid var(--hk-color-border, #8a8f98); border-radius: var(--hk-radius, 0.375rem);
}
.control { inline-size: 100%; padding: 0.5rem 0.75rem; }
.control:focus-visible, .quantity:focus-visible, .step:focus-visible {
  outline: 2px solid var(--hk-color-focus, #1a5fd0); outline-offset: 2px;
}
.listbox {
  position: absolute; inset-inline: 0; inset-block-start: calc(100% + 2px); z-index: 1;
  margin: 0; padding: 0.25rem 0; list-style: none; max-block-size: 18rem; overflow: auto;
  background: var(--hk-color-surface, #fff); border: 1px solid var(--hk-color-border, #8a8f98);
  border-radius: var(--hk-radius, 0.375rem); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
}
.listbox[hidden] { display: none; }
.option { display: flex; justify-content: space-between; gap: 1rem; padding: 0.5rem 0.75rem; cursor: pointer; }
.option[aria-selected='true'] { background: var(--hk-color-active, #e3ecfb); outline: 2px solid var(--hk-color-focus, #1a5fd0); outline-offset: -2px; }
.option-meta, .item-size, .status, .empty { color: var(--hk-color-muted, #4a4f57); font-size: 0.875em; }
.status { min-block-size: 1.4em; margin: 0; }
.heading { font-size: 1.1em; margin: 0.5rem 0 0.25rem; }
.item-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25rem; }
.item {
  display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 0.25rem 1rem;
  padding: 0.5rem 0; border-block-end: 1px solid var(--hk-color-divider, #e2e4e8);
}
.item-name { display: grid; }
.stepper { margin: 0; padding: 0; border: 0; min-inline-size: 0; display: inline-flex; align-items: center; gap: 0.25rem; }
.step {
  inline-size: 2.25rem; block-size: 2.25rem; font: inherit; font-size: 1.2em; line-height: 1; cursor: pointer;
  color: var(--hk-color-on-accent, #fff); background: var(--hk-color-accent, #1a5fd0);
  border: 0; border-radius: var(--hk-radius, 0.375rem);
}
.step:disabled { cursor: not-allowed; opacity: 0.45; }
.quantity { inline-size: 4.5rem; padding: 0.4rem; text-align: center; }
.quantity[aria-invalid='true'] { border-color: var(--hk-color-danger, #b3261e); }
.error { grid-column: 1 / -1; margin: 0; color: var(--hk-color-danger, #b3261e); font-size: 0.875em; }
`;
