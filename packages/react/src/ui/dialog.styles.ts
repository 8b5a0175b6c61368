/**
 * Styles of Dialog: a centred card up to 36em wide on desktop, the whole screen on phones. The
 * box fills the dialog, so a click whose target is the dialog itself landed on the backdrop.
 */
export const dialogStyles = `
@layer hk-kit {
.hk-dialog {
  box-sizing: border-box; inline-size: min(100% - 2em, 36em); max-block-size: calc(100dvh - 2em);
  padding: 0; border: 0; border-radius: var(--_radius);
  background: var(--_surface); color: var(--_text); box-shadow: var(--_shadow);
}
.hk-dialog::backdrop { background: rgb(0 0 0 / 0.5); }
.hk-dialog-box {
  box-sizing: border-box; display: flex; flex-direction: column; gap: calc(var(--_space) * 2);
  min-block-size: 100%; padding: calc(var(--_space) * 3);
}
.hk-dialog-head { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--_space); }
.hk-dialog-title { margin: 0; font-size: var(--_font-large); line-height: 1.3; }
.hk-dialog-head > .hk-button { flex: none; margin: calc(var(--_space) * -1); color: var(--_muted); }
.hk-dialog-head svg { inline-size: 1.5em; block-size: 1.5em; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; }
.hk-dialog-body { flex: 1; }
.hk-dialog-foot { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--_space); }
@media (max-width: 767.98px) {
  .hk-dialog { inset: 0; inline-size: 100%; max-inline-size: none; block-size: 100dvh; max-block-size: none; margin: 0; border-radius: 0; }
}
}
`;
