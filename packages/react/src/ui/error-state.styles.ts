/** Styles of ErrorState: the words first, the way forward under them. */
export const errorStateStyles = `
@layer hk-kit {
.hk-error-state {
  display: grid; justify-items: start; gap: var(--_space); padding: calc(var(--_space) * 2);
  color: var(--_text); background: var(--_danger-soft);
  border: 1px solid var(--_danger); border-radius: var(--_radius);
}
.hk-error-state > p { margin: 0; }
.hk-error-state-title { font-weight: 700; }
/* A retry that must wait (the server said when) looks unavailable until then. */
.hk-error-state > .hk-button[aria-disabled='true'][data-variant] {
  color: var(--_muted); background: var(--_disabled); border-color: var(--_divider); cursor: not-allowed;
}
}
`;
