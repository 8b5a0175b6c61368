/** 'api-base' → 'apiBase'. */
export function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Names of the attributes every element takes (docs/architecture.md, public contract), known to the
 * first script of a page; their parsers (`sharedAttributes`) arrive with the view.
 */
export const SHARED_ATTRIBUTE_NAMES = [
  'session',
  'locale',
  'api-base',
  'category',
  'partner-id',
  'partner-listing-id',
  'pre-listing-id',
  'theme',
  'home-url',
] as const;
