/** Styles of Badge: a pill tinted with its tone, its text darkened towards the text colour for contrast. */
export const badgeStyles = `
@layer hk-kit {
.hk-badge {
  --_tone: var(--_accent);
  display: inline-block; padding: 0.125em 0.625em; font-size: var(--_font-small); font-weight: 600; line-height: 1.4;
  white-space: nowrap; border-radius: 999px; color: color-mix(in srgb, var(--_tone) 70%, var(--_text));
  background: color-mix(in srgb, var(--_tone) 14%, var(--_surface));
  border: 1px solid color-mix(in srgb, var(--_tone) 40%, var(--_surface));
}
.hk-badge-success { --_tone: var(--_success); }
.hk-badge-warning { --_tone: color-mix(in oklch, var(--_danger) 60%, var(--_success)); }
.hk-badge-neutral { --_tone: var(--_muted); }
}
`;
