/**
 * The item picker skeleton's sizes: the empty picker's label, search box, status line, heading
 * and empty-state block, so nothing moves when the view replaces it.
 */
export const itemPickerSkeletonStyles = `
.sk-picker { display: grid; gap: var(--_space); }
.sk-search { block-size: 2.75em; }
.sk-heading { block-size: 1.625em; margin-block-start: var(--_space); }
.sk-empty { block-size: 10.9em; }
@media (max-width: 767.98px) { .sk-search { block-size: 44px; } }
`;
