/**
 * Styles of Skeleton. Sizes are classes, never inline styles, so a strict CSP sees none. A line
 * is one line-height tall with its bar inset, so lines of skeleton stack like lines of text.
 * The gentle pulse follows --_motion, which is 0 under reduced motion: then it stands still.
 */
export const skeletonStyles = `
@layer hk-kit {
.hk-skeleton {
  display: block; box-sizing: border-box; border-radius: var(--_radius); background: var(--_disabled);
  animation: hk-pulse calc(var(--_motion) * 9) ease-in-out infinite alternate;
}
@keyframes hk-pulse { to { opacity: 0.55; } }
.hk-skeleton-lines { display: block; }
.hk-skeleton-lines > .hk-skeleton-full:last-child:not(:first-child) { inline-size: 60%; }
.hk-skeleton-full { inline-size: 100%; }
.hk-skeleton-half { inline-size: 50%; }
.hk-skeleton-third { inline-size: 33.333%; }
.hk-skeleton-line { block-size: 1lh; padding-block: 0.2lh; background-clip: content-box; }
.hk-skeleton-control { block-size: 2.5em; }
.hk-skeleton-block { block-size: 6em; }
.hk-skeleton-round { border-radius: 999px; }
@media (max-width: 767.98px) { .hk-skeleton-control { block-size: 44px; } }
}
`;
