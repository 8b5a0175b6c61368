/**
 * Styles of RadioCards: the radio itself is hidden (it still takes focus and arrow keys); the
 * card shows the state, a 2px accent border and a soft accent background when chosen.
 */
export const radioCardsStyles = `
@layer hk-kit {
.hk-radio-cards { margin: 0; padding: 0; border: 0; min-inline-size: 0; }
.hk-radio-cards-legend { padding: 0; margin-block-end: var(--_space); font-weight: 600; }
.hk-radio-cards-grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(12em, 1fr)); gap: var(--_space); }
.hk-radio-card {
  position: relative; display: flex; flex-direction: column; gap: calc(var(--_space) / 2);
  padding: calc(var(--_space) * 2); cursor: pointer; background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius);
  transition: background-color var(--_motion), border-color var(--_motion);
}
.hk-radio-card-input { position: absolute; inset: 0; margin: 0; opacity: 0; cursor: inherit; }
.hk-radio-card:has(:checked) { border-color: var(--_accent); box-shadow: inset 0 0 0 1px var(--_accent); background: var(--_accent-soft); }
.hk-radio-card:has(:focus-visible) { outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-radio-card:has(:disabled) { background: var(--_disabled); color: var(--_muted); cursor: not-allowed; }
.hk-radio-card-title { font-weight: 600; }
.hk-radio-card-description { color: var(--_muted); font-size: var(--_font-small); }
.hk-radio-card-meta { margin-block-start: auto; }
@media (max-width: 767.98px) {
  .hk-radio-cards-grid { grid-template-columns: 1fr; }
}
}
`;
