import { FLOW_CATEGORIES, knownFlowCategory, LOCALES, type Locale, resolveLocale } from '@haulkit/core';
import { camelCase, type SHARED_ATTRIBUTE_NAMES } from './attribute-names.js';

/** The outcome of reading one attribute: a value, or the reason it was refused. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * How one attribute is read. `V` is what its property takes besides text (the `prefill` object);
 * `never` for the attributes whose property holds their text only.
 */
export interface AttributeSpec<T, V = never> {
  /** Kind of value, for the docs and the manifest. */
  readonly kind: 'string' | 'number' | 'boolean' | 'url' | 'locale' | 'theme' | 'category' | 'json';
  /** Value when the attribute is absent (or refused). */
  readonly fallback: T;
  /** Reads the attribute's text. */
  parse(text: string): Parsed<T>;
  /** Reads a value the property was given that is not text (absent: such a value counts as absent). */
  accept?(value: V): Parsed<T>;
}

/** An element's attributes by their kebab-case names. */
export type AttributeSchema = Record<string, AttributeSpec<unknown>>;

/** 'api-base' → 'apiBase', at the type level. */
export type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The props a schema gives a component. */
export type PropsOf<S extends AttributeSchema> = {
  [K in keyof S & string as CamelCase<K>]: S[K] extends AttributeSpec<infer T> ? T : never;
};

/** The element's attribute-reflecting properties (strings, as in the markup, or the value a property also takes). */
export type AttributePropertiesOf<S extends AttributeSchema> = {
  [K in keyof S & string as CamelCase<K>]:
    | (S[K] extends AttributeSpec<unknown, infer V> ? V : never)
    | string
    | undefined;
};

export { camelCase };

/** Theme presets of the `theme` attribute. */
export const THEMES = ['light', 'dark', 'flat'] as const;
/** A theme preset name. */
export type Theme = (typeof THEMES)[number];

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refused = (reason: string): Parsed<never> => ({ ok: false, reason });

/**
 * Builders of attribute specs. Each attribute's documentation is the TSDoc comment above it in
 * its schema (read by the docs and manifest tooling), so no prose ships in the bundle.
 */
export const attr = {
  /** Free text; blank means absent. */
  string<T extends string | undefined = string | undefined>(fallback?: T): AttributeSpec<T | string> {
    return { kind: 'string', fallback: fallback as T, parse: (text) => ok(text.trim() || (fallback as T)) };
  },
  /** A bare attribute means true; only "false" turns it off. */
  boolean(): AttributeSpec<boolean> {
    return { kind: 'boolean', fallback: false, parse: (text) => ok(text.trim().toLowerCase() !== 'false') };
  },
  /** A finite number, optionally a whole one within bounds. */
  number(
    fallback: number | undefined,
    { min = -Infinity, max = Infinity, integer = false } = {},
  ): AttributeSpec<number | undefined> {
    return {
      kind: 'number',
      fallback,
      parse(text) {
        const value = Number(text.trim());
        if (text.trim() === '' || !Number.isFinite(value)) return refused(`“${text}” is not a number`);
        if (integer && !Number.isInteger(value)) return refused(`“${text}” is not a whole number`);
        if (value < min || value > max) return refused(`${value} is outside ${min}–${max}`);
        return ok(value);
      },
    };
  },
  /**
   * An http(s) URL: absolute, or a path on the page's site (`/`, `./` or `../` first). Any other
   * text (another scheme, a bare word, blank) is refused, not read as a path.
   */
  url<T extends string | undefined = undefined>(fallback?: T): AttributeSpec<string | T> {
    return {
      kind: 'url',
      fallback: fallback as T,
      parse(text) {
        try {
          const url = new URL(text.trim(), globalThis.document?.baseURI);
          if (!/^\s*(https?:|\.{0,2}\/)/i.test(text) || (url.protocol !== 'https:' && url.protocol !== 'http:'))
            return refused(`“${text}” is not an http(s) address`);
          return ok(url.href);
        } catch {
          return refused(`“${text}” is not an address`);
        }
      },
    };
  },
  /** A theme preset; an unknown name is refused and the default (light) kept. */
  theme(): AttributeSpec<Theme> {
    return {
      kind: 'theme',
      fallback: 'light',
      parse(text) {
        const name = text.trim().toLowerCase();
        return (THEMES as readonly string[]).includes(name)
          ? ok(name as Theme)
          : refused(`“${text}” is not one of ${THEMES.join(', ')}`);
      },
    };
  },
  /** One of the supported locales. */
  locale(): AttributeSpec<Locale> {
    return {
      kind: 'locale',
      fallback: resolveLocale(undefined),
      parse(text) {
        const known = LOCALES.find((locale) => locale.toLowerCase() === text.trim().toLowerCase());
        return known ? ok(known) : refused(`“${text}” is not one of ${LOCALES.join(', ')}`);
      },
    };
  },
  /** A flow category (trimmed, any case); another name is refused and none kept. */
  category(): AttributeSpec<string | undefined> {
    return {
      kind: 'category',
      fallback: undefined,
      parse(text) {
        const known = knownFlowCategory(text);
        return known ? ok(known) : refused(`“${text}” is not one of ${FLOW_CATEGORIES.join(', ')}`);
      },
    };
  },
  /**
   * JSON checked by a function (for instance a valibot `safeParse` wrapper). A function rather
   * than a schema keeps the schema library out of the first-render bundle.
   */
  json<T>(check: (data: unknown) => Parsed<T>, fallback: T): AttributeSpec<T> {
    return {
      kind: 'json',
      fallback,
      parse(text) {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          return refused('it is not valid JSON');
        }
        return check(data);
      },
    };
  },
};

/** An attribute whose text was refused. */
export interface AttributeProblem {
  attribute: string;
  reason: string;
}

/** Reads raw attribute texts (by camelCase name) into props; refused ones fall back and are listed. */
export function parseAttributes<S extends AttributeSchema>(
  schema: S,
  raw: Record<string, unknown>,
): { props: PropsOf<S>; problems: AttributeProblem[] } {
  const props: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  for (const [attribute, spec] of Object.entries(schema)) {
    const key = camelCase(attribute);
    const text = raw[key];
    // Text is the attribute's; any other value the property's (read only by a spec that takes one).
    const parsed =
      typeof text === 'string' ? spec.parse(text) : text !== undefined ? spec.accept?.(text as never) : undefined;
    if (!parsed) {
      props[key] = spec.fallback;
      continue;
    }
    if (parsed.ok) props[key] = parsed.value;
    else {
      props[key] = spec.fallback;
      problems.push({ attribute, reason: parsed.reason });
    }
  }
  return { props: props as PropsOf<S>, problems };
}

/** Attributes every Haulkit element takes (docs/architecture.md, public contract). */
export const sharedAttributes = {
  /** Quote session key: elements with the same key share one listing. @default 'default' */
  session: attr.string('default'),
  /** Language and formats: en-GB (default), en-IE or es-ES. */
  locale: attr.locale(),
  /**
   * URL of the marketplace API (http or https; absolute or a path such as `/`); absent means the
   * built-in demo data. Any other value shows no quote: never the demo's.
   */
  'api-base': attr.url(),
  /** The flow’s category, e.g. furniture, house-move, piano, car, man-and-van. */
  category: attr.category(),
  /** Partner channel id. */
  'partner-id': attr.number(undefined, { min: 1, integer: true }),
  /** The partner’s own listing id. */
  'partner-listing-id': attr.string(),
  /** Id of the pre-listing (the cached draft) to work on. */
  'pre-listing-id': attr.string(),
  /** Look: `light` (default), `dark` or `flat`; only sets `--hk-*` fallbacks, so a page's own variables win. */
  theme: attr.theme(),
  /**
   * Where the person is sent home (an http(s) address, or a path such as `/`): after a permission
   * error the element dispatches a cancelable `hk-navigate` with this address, and goes there
   * unless the host calls `preventDefault()`. @default '/'
   */
  'home-url': attr.url('/'),
} satisfies AttributeSchema;

/** True when the names the first script observes are exactly the shared schema's keys (checked by the compiler). */
export type SharedNamesMatch = [keyof typeof sharedAttributes] extends [(typeof SHARED_ATTRIBUTE_NAMES)[number]]
  ? [(typeof SHARED_ATTRIBUTE_NAMES)[number]] extends [keyof typeof sharedAttributes]
    ? true
    : never
  : never;
