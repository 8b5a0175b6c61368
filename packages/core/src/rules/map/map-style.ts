/** Why a `map-style` address was refused (goes to `data-code` and `hk-error`). */
export const MAP_STYLE_URL_CODE = 'mapStyleUrl';

/** The outcome of checking a map style address: the absolute URL, or the code of why not. */
export type MapStyleUrlCheck = { ok: true; url: string } | { ok: false; code: typeof MAP_STYLE_URL_CODE };

/**
 * A host's map style address (a MapLibre style JSON): http(s) only, absolute or relative to
 * `base` (the page). Anything else (`javascript:`, `data:`, text that is no address) is refused
 * with a code, never thrown.
 * @example checkMapStyleUrl('/styles/brand.json', 'https://shop.example/quote') // { ok: true, url: 'https://shop.example/styles/brand.json' }
 */
export function checkMapStyleUrl(text: unknown, base?: string): MapStyleUrlCheck {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, code: MAP_STYLE_URL_CODE };
  try {
    const url = new URL(text.trim(), base);
    if (url.protocol === 'https:' || url.protocol === 'http:') return { ok: true, url: url.href };
  } catch {
    // Not an address at all: refused below.
  }
  return { ok: false, code: MAP_STYLE_URL_CODE };
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  mdash: '—',
  ndash: '–',
  middot: '·',
};

const fromCodePoint = (code: number, whole: string) =>
  Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;

/**
 * The plain text of a map source's attribution, which styles write as HTML ("© <a href=…>OpenStreetMap</a>
 * contributors"): tags dropped, the common entities decoded, white space collapsed. Text only,
 * so it is shown without parsing HTML (a strict Trusted Types page allows no HTML sink).
 * @example attributionText('&copy; <a href="https://osm.org">OpenStreetMap</a>') // '© OpenStreetMap'
 */
export function attributionText(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#')
        return fromCodePoint(
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
          whole,
        );
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
}

/** The attributions of a style's sources as one line of text: each one's text once, in order, joined by " · ". */
export function attributionsText(attributions: readonly unknown[]): string {
  return [...new Set(attributions.map(attributionText).filter((text) => text !== ''))].join(' · ');
}
