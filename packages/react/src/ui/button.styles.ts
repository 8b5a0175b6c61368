/**
 * Styles of Button and IconButton (one sheet: an icon button is a square button). Loading hides
 * the label from sight (not from screen readers: it stays the name) but keeps its box, so the
 * button keeps its width while the spinner turns. A button is positioned only while it shows the
 * spinner or a focus ring (the ring then paints over its neighbours): a positioned button is a
 * layer of its own, and with 200 item rows of three buttons each, the browser's hit test after
 * every click walked 600 of them.
 */
export const buttonStyles = `
@layer hk-kit {
.hk-button {
  display: inline-flex; align-items: center; justify-content: center;
  box-sizing: border-box; min-block-size: 2.5em; min-inline-size: 2.5em; margin: 0;
  padding: 0 calc(var(--_space) * 2); font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer;
  border: 1px solid transparent; border-radius: var(--_radius);
  transition: background-color var(--_motion), color var(--_motion);
}
.hk-button:focus-visible { position: relative; z-index: 1; outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-button[data-variant='primary'] { background: var(--_accent); color: var(--_on-accent); }
.hk-button[data-variant='primary']:hover { background: var(--_accent-strong); }
.hk-button[data-variant='secondary'] { background: var(--_surface); color: var(--_accent-strong); border-color: var(--_accent); }
.hk-button[data-variant='secondary']:hover { background: var(--_accent-soft); }
.hk-button[data-variant='quiet'] { background: transparent; color: var(--_accent-strong); }
.hk-button[data-variant='quiet']:enabled:hover { text-decoration: underline; }
.hk-button:disabled { color: var(--_muted); cursor: not-allowed; }
.hk-button:not([data-variant='quiet']):disabled { background: var(--_disabled); border-color: var(--_divider); }
.hk-button[aria-busy='true'] { position: relative; cursor: progress; }
.hk-button-label { display: inline-flex; align-items: center; gap: var(--_space); }
.hk-button[aria-busy='true'] > .hk-button-label { opacity: 0; }
.hk-spinner {
  position: absolute; inset: 0; margin: auto; inline-size: 1em; block-size: 1em; box-sizing: border-box;
  border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%;
  animation: hk-spin calc(var(--_motion) * 5) linear infinite;
}
@keyframes hk-spin { to { transform: rotate(1turn); } }
.hk-icon-button { inline-size: 2.5em; block-size: 2.5em; padding: 0; }
@media (max-width: 767.98px) {
  .hk-button { min-block-size: 44px; min-inline-size: 44px; }
}
}
`;
