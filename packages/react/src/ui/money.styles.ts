/** Styles of Money: tabular figures, so amounts line up and do not shift as they change. */
export const moneyStyles = `
@layer hk-kit {
.hk-money { font-variant-numeric: tabular-nums; white-space: nowrap; }
.hk-money-large { font-size: var(--_font-large); font-weight: 600; }
.hk-money-price { font-size: var(--_font-price); font-weight: 700; line-height: 1.1; }
}
`;
