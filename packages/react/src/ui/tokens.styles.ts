/**
 * Design tokens (docs/conventions.md). A partner's `--hk-*` variables always win: each private `--_*`
 * token reads the public one first and falls back to the theme's value, and `theme` presets
 * (`data-theme` on the root, from the `theme` attribute) change only those fallbacks. One
 * brand colour is enough: tints come from `color-mix()`, and the text on the accent is black
 * or white, whichever the accent's lightness calls for (WCAG AA on any brand colour).
 */
export const tokensStyles = `
@layer hk-base, hk-kit;
@layer hk-base {
.hk-root {
  --_accent: var(--hk-color-accent, #1a5fd0);
  --_text: var(--hk-color-text, #1b1b1f);
  --_muted: var(--hk-color-muted, #4a4f57);
  --_surface: var(--hk-color-surface, #fff);
  --_background: var(--hk-color-background, transparent);
  --_border: var(--hk-color-border, #8a8f98);
  --_danger: var(--hk-color-danger, #b3261e);
  --_success: var(--hk-color-success, #1e7a3c);
  --_focus: var(--hk-color-focus, #1a5fd0);
  --_radius: var(--hk-radius, 0.5em);
  --_shadow: var(--hk-shadow, 0 1px 2px rgb(0 0 0 / 0.08), 0 4px 16px rgb(0 0 0 / 0.12));
  --_space: var(--hk-space, 0.5em);
  --_font-small: var(--hk-font-small, 0.875em);
  --_font-large: var(--hk-font-large, 1.25em);
  --_font-price: var(--hk-font-price, 1.75em);
  --_on-accent: var(--hk-color-on-accent, oklch(from var(--_accent) clamp(0, (0.565 - l) * 1000, 1) 0 0));
  --_accent-soft: color-mix(in srgb, var(--_accent) 12%, var(--_surface));
  --_accent-strong: color-mix(in srgb, var(--_accent) 82%, var(--_text));
  --_danger-soft: color-mix(in srgb, var(--_danger) 10%, var(--_surface));
  --_success-soft: color-mix(in srgb, var(--_success) 12%, var(--_surface));
  --_divider: color-mix(in srgb, var(--_border) 45%, var(--_surface));
  --_disabled: color-mix(in srgb, var(--_muted) 18%, var(--_surface));
  --_motion: 160ms;
  color: var(--_text); background: var(--_background);
}
.hk-root[data-theme='dark'] {
  --_accent: var(--hk-color-accent, #8ab4f8);
  --_text: var(--hk-color-text, #eceef2);
  --_muted: var(--hk-color-muted, #b4b9c3);
  --_surface: var(--hk-color-surface, #24262c);
  --_background: var(--hk-color-background, #17181c);
  --_border: var(--hk-color-border, #7c828e);
  --_danger: var(--hk-color-danger, #f2b8b5);
  --_success: var(--hk-color-success, #8fd6a6);
  --_focus: var(--hk-color-focus, #a8c7fa);
  --_shadow: var(--hk-shadow, 0 1px 2px rgb(0 0 0 / 0.4), 0 4px 16px rgb(0 0 0 / 0.5));
  color-scheme: dark;
}
.hk-root[data-theme='flat'] {
  --_radius: var(--hk-radius, 0.125em);
  --_shadow: var(--hk-shadow, none);
  --_border: var(--hk-color-border, #6b7079);
}
@media (prefers-reduced-motion: reduce) { .hk-root { --_motion: 0ms; } }
}
`;
