/** Styles of EmptyState: centred, quiet, with room to breathe. */
export const emptyStateStyles = `
@layer hk-kit {
.hk-empty {
  display: grid; justify-items: center; gap: calc(var(--_space) * 2); padding: calc(var(--_space) * 4) calc(var(--_space) * 2);
  color: var(--_muted); text-align: center;
}
.hk-empty-icon { display: inline-flex; color: var(--_accent); }
.hk-empty-icon > svg { inline-size: 3em; block-size: 3em; }
.hk-empty-text { margin: 0; max-inline-size: 32em; }
}
`;
