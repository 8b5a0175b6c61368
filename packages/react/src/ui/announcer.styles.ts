/** Styles of the announcer's live region: out of sight, still read by screen readers. */
export const announcerStyles = `
@layer hk-kit {
.hk-announcer {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
}
`;
