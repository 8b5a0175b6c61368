// Smaller CSS in the bundles: the pieces' sheets are CSS text in template literals, and their
// indentation and line breaks would otherwise ship to every partner page.
/**
 * Collapses the white space of the CSS that `*.styles.ts` modules (and the elements' base
 * styles) hold in template literals: bytes a partner page would pay for nothing. A literal
 * holding a `$` (an interpolation) is left as it is.
 */
export function compactCss() {
  const isStyles = (id) => id.endsWith('.styles.ts') || id.endsWith('/packages/elements/src/styles.ts');
  return {
    name: 'haulkit-compact-css',
    transform(code, id) {
      if (!isStyles(id)) return null;
      const compact = (css) =>
        css
          .replace(/\s+/g, ' ')
          .replace(/\s*([{};,>])\s*/g, '$1')
          .replace(/:\s+/g, ':')
          .replace(/;}/g, '}')
          .trim();
      return { code: code.replace(/`([^`$]*)`/g, (_, css) => `\`${compact(css)}\``), map: null };
    },
  };
}
