/** Styles of the item picker; every colour and size defaults to a global `--hk-*` token. */
export const itemPickerStyles = `
.picker { display: grid; gap: var(--hk-space-s, 0.5em); }
.label { font-weight: 600; }
.field { position: relative; }
.control, .quantity {
  font: inherit; color: inherit; background: var(--hk-color-surface, #fff);
  border: 1px solid var(--hk-color-border, #8a8f98); border-radius: var(--hk-radius, 0.375em);
}
.control { inline-size: 100%; padding: 0.5em 0.75em; }
.control:focus-visible, .quantity:focus-visible, .step:focus-visible {
  outline: 2px solid var(--hk-color-focus, #1a5fd0); outline-offset: 2px;
}
.listbox {
  position: absolute; inset-inline: 0; inset-block-start: calc(100% + 2px); z-index: 1;
  margin: 0; padding: 0.25em 0; list-style: none; max-block-size: 18em; overflow: auto;
  background: var(--hk-color-surface, #fff); border: 1px solid var(--hk-color-border, #8a8f98);
  border-radius: var(--hk-radius, 0.375em); box-shadow: 0 4px 16px rgb(0 0 0 / 0.15);
}
.listbox[hidden] { display: none; }
.option { display: flex; justify-content: space-between; gap: 1em; padding: 0.5em 0.75em; cursor: pointer; }
.option[aria-selected='true'] { background: var(--hk-color-active, #e3ecfb); outline: 2px solid var(--hk-color-focus, #1a5fd0); outline-offset: -2px; }
.option-meta, .item-size, .status, .empty { color: var(--hk-color-muted, #4a4f57); font-size: 0.875em; }
.status { min-block-size: 1.4em; margin: 0; }
.heading { font-size: 1.1em; margin: 0.5em 0 0.25em; }
.item-list { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.25em; }
.item {
  display: grid; grid-template-columns: 1fr auto; align-items: center; gap: 0.25em 1em;
  padding: 0.5em 0; border-block-end: 1px solid var(--hk-color-divider, #e2e4e8);
}
.item-name { display: grid; }
.stepper { margin: 0; padding: 0; border: 0; min-inline-size: 0; display: inline-flex; align-items: center; gap: 0.25em; }
.step {
  inline-size: 2.25em; block-size: 2.25em; font: inherit; font-size: 1.2em; line-height: 1; cursor: pointer;
  color: var(--hk-color-on-accent, #fff); background: var(--hk-color-accent, #1a5fd0);
  border: 0; border-radius: var(--hk-radius, 0.375em);
}
.step:disabled { cursor: not-allowed; opacity: 0.45; }
.quantity { inline-size: 4.5em; padding: 0.4em; text-align: center; }
.quantity[aria-invalid='true'] { border-color: var(--hk-color-danger, #b3261e); }
.error { grid-column: 1 / -1; margin: 0; color: var(--hk-color-danger, #b3261e); font-size: 0.875em; }
`;
