/**
 * Styles of the item picker's browsing parts, adopted by their lazily loaded modules (unlayered,
 * so they win over the kit's): the "Popular items" panel with its disclosure groups, the item
 * buttons, the full-screen search and the category dialog. Tokens only; 44 px targets on phones;
 * the search and category dialogs fill the screen below 992 px (the kit's dialog does so below
 * 768 px). What shows before they load (the mobile search box, "Browse by category", the panel's
 * frame) is in the picker's own styles.
 */
export const browseStyles = `
.browse-groups, .browse-items { margin: 0; padding: 0; list-style: none; }
.browse-group { border-block-end: 1px solid var(--_divider); }
.browse-group-heading { margin: 0; font-size: 1em; }
.browse-toggle {
  display: flex; align-items: center; gap: 0.75em; box-sizing: border-box; inline-size: 100%; min-block-size: 2.75em;
  margin: 0; padding: 0.5em 0.25em; border: 0; border-radius: var(--_radius); background: none; color: inherit;
  font: inherit; font-weight: 600; text-align: start; cursor: pointer;
}
.browse-toggle::after {
  content: ''; flex: none; inline-size: 0.45em; block-size: 0.45em; margin-inline: 0.25em;
  border: solid currentColor; border-width: 0 2px 2px 0; transform: rotate(45deg);
  transition: transform var(--_motion);
}
.browse-toggle[aria-expanded='true']::after { transform: rotate(-135deg); }
.category-choice::after { transform: rotate(-45deg); }
.browse-count { margin-inline-start: auto; color: var(--_muted); font-size: var(--_font-small); font-weight: 400; }
.browse-items { padding-block-end: var(--_space); }
.browse-items[hidden] { display: none; }
.browse-add {
  display: flex; align-items: center; gap: 0.75em; box-sizing: border-box; inline-size: 100%; min-block-size: 2.75em;
  margin: 0; padding: 0.375em 0.5em; border: 0; border-radius: var(--_radius); background: none; color: inherit;
  font: inherit; text-align: start; cursor: pointer;
}
.browse-add:enabled:hover, .browse-toggle:hover { background: var(--_accent-soft); }
.browse-add > .hk-icon { flex: none; color: var(--_accent-strong); }
.browse-add:disabled { color: var(--_muted); cursor: not-allowed; }
.browse-add:disabled > .hk-icon { color: inherit; }
.browse-name { flex: 1; min-inline-size: 0; overflow-wrap: break-word; }
.browse-toggle:focus-visible, .browse-add:focus-visible, .browse-focus:focus-visible {
  outline: 2px solid var(--_focus); outline-offset: 2px;
}
.browse-failed {
  display: grid; justify-items: start; gap: var(--_space); padding: calc(var(--_space) * 2);
  border: 1px dashed var(--_border); border-radius: var(--_radius);
}
.browse-failed > p { margin: 0; }
.browse-failed-title { font-weight: 700; }
.browse-added { margin: var(--_space) 0 0; color: var(--_success); font-weight: 600; }
.browse-focus { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.browse-back { justify-self: start; padding-inline: 0.25em; }
.category-sheet, .search-sheet { display: grid; gap: var(--_space); align-content: start; }
.search-sheet > .label {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
/* The full-screen search: the box on one row (its icon over it), the results as a list below. */
.search-sheet .search { display: grid; grid-template-columns: minmax(0, 1fr); align-items: center; }
.search-sheet .search > .hk-icon { position: relative; z-index: 1; grid-area: 1 / 1; justify-self: start; }
.search-sheet .search > .control { grid-area: 1 / 1; }
.search-sheet .listbox { grid-area: 2 / 1; position: static; max-block-size: none; border: 0; box-shadow: none; padding: 0; }
@media (prefers-reduced-motion: reduce) { .browse-toggle::after { transition: none; } }
@media (max-width: 991.98px) {
  .hk-dialog:has(.search-sheet), .hk-dialog:has(.category-sheet) {
    inset: 0; inline-size: 100%; max-inline-size: none; block-size: 100dvh; max-block-size: none;
    margin: 0; border-radius: 0;
  }
}
@media (max-width: 767.98px) {
  .browse-toggle, .browse-add { min-block-size: 44px; }
}
`;
