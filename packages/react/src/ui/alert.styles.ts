/**
 * Styles of InlineAlert: a box tinted and edged with its tone. The kit has no warning colour, so
 * warning mixes danger and success in OKLCH, where the hue between red and green is amber.
 */
export const alertStyles = `
@layer hk-kit {
.hk-alert {
  --_tone: var(--_accent);
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--_space) calc(var(--_space) * 2);
  padding: calc(var(--_space) * 1.5) calc(var(--_space) * 2); color: var(--_text);
  background: color-mix(in srgb, var(--_tone) 10%, var(--_surface));
  border: 1px solid var(--_tone); border-inline-start-width: 0.375em; border-radius: var(--_radius);
}
.hk-alert-success { --_tone: var(--_success); }
.hk-alert-warning { --_tone: color-mix(in oklch, var(--_danger) 60%, var(--_success)); }
.hk-alert-danger { --_tone: var(--_danger); }
.hk-alert-text { flex: 1 1 16em; }
.hk-alert-title { margin: 0 0 calc(var(--_space) / 2); font-weight: 700; }
}
`;
