/** Styles of Tabs: a row of tabs on a divider, the selected one underlined in the accent. */
export const tabsStyles = `
@layer hk-kit {
.hk-tabs { min-inline-size: 0; }
.hk-tablist { display: flex; overflow-x: auto; border-block-end: 1px solid var(--_divider); }
.hk-tab {
  flex: none; min-block-size: 2.5em; margin: 0; padding: var(--_space) calc(var(--_space) * 2);
  font: inherit; white-space: nowrap; cursor: pointer; color: var(--_muted); background: none;
  border: 0; border-block-end: 3px solid transparent; transition: color var(--_motion), border-color var(--_motion);
}
.hk-tab:hover { color: var(--_text); }
.hk-tab[aria-selected='true'] { color: var(--_accent-strong); border-block-end-color: var(--_accent); }
.hk-tab:focus-visible { outline: 2px solid var(--_focus); outline-offset: -2px; }
.hk-tabpanel { padding-block: calc(var(--_space) * 2); }
.hk-tabpanel:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
@media (max-width: 767.98px) {
  .hk-tab { flex: 1 1 0; min-block-size: 44px; min-inline-size: 44px; padding-inline: var(--_space); white-space: normal; }
}
}
`;
