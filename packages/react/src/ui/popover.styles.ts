/**
 * Styles of Popover. Where anchor positioning exists, the popover sits under its trigger (its
 * implicit anchor, as the trigger's popovertarget opened it) and flips when there is no room;
 * elsewhere, and on phones, it keeps the browser's place: fixed in the middle of the screen.
 */
export const popoverStyles = `
@layer hk-kit {
.hk-popover-trigger {
  box-sizing: border-box; min-block-size: 2.5em; min-inline-size: 2.5em; margin: 0;
  padding: 0 var(--_space); font: inherit; color: var(--_accent-strong); cursor: pointer;
  background: transparent; border: 1px solid var(--_border); border-radius: var(--_radius);
}
.hk-popover-trigger[aria-expanded='true'] { background: var(--_accent-soft); }
.hk-popover-trigger:focus-visible { outline: 2px solid var(--_focus); outline-offset: 2px; }
.hk-popover {
  box-sizing: border-box; max-inline-size: min(24em, 100vw - 2em); max-block-size: calc(100dvh - 2em);
  padding: calc(var(--_space) * 2); overflow: auto; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: var(--_radius); box-shadow: var(--_shadow);
}
@media (max-width: 767.98px) { .hk-popover-trigger { min-block-size: 44px; min-inline-size: 44px; } }
@media (min-width: 768px) {
  @supports (position-area: bottom) {
    .hk-popover {
      position-anchor: auto; position-area: bottom span-right; position-try-fallbacks: flip-block, flip-inline;
      margin: var(--_space) 0 0;
    }
  }
}
}
`;
