/**
 * Icons: a 1.25em square that sits on the text's baseline like a letter and never shrinks in a
 * flex row. Colour comes from the text (`currentColor`), so a button's state colours its icon.
 */
export const iconStyles = `
@layer hk-kit {
.hk-icon { inline-size: 1.25em; block-size: 1.25em; flex: none; vertical-align: -0.25em; }
}
`;
