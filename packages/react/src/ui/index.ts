/** The Haulkit UI kit: tokens, themes and the components every element is built from. */
export * from './sheet.js';
export * from './tokens.styles.js';
