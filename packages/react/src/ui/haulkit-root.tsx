import { type Locale, resolveLocale } from '@haulkit/core';
import type { ReactNode } from 'react';
import { useSheet } from './sheet.js';
import { tokensStyles } from './tokens.styles.js';

/** Props of HaulkitRoot. */
export interface HaulkitRootProps {
  /** A theme preset; a page's own `--hk-*` variables still win. @default 'light' */
  theme?: 'light' | 'dark' | 'flat';
  /**
   * The language of the components inside (en-GB, en-IE or es-ES; anything else reads as en-GB),
   * set as the root's `lang` so a screen reader speaks them in it: give the same locale as the
   * components' own `locale`. Without it the root says nothing and the page's language applies.
   */
  locale?: Locale | string;
  children?: ReactNode;
}

/**
 * Where a React page puts Haulkit's components: it adopts the tokens and gives them the root
 * they read (`.hk-root`), which every element already has inside its shadow root, with their
 * language (`lang`) when given, as an element's root has.
 * @example <HaulkitRoot theme="dark" locale="es-ES"><ItemPicker session="quote-1" locale="es-ES" /></HaulkitRoot>
 */
export function HaulkitRoot({ theme, locale, children }: HaulkitRootProps) {
  useSheet(tokensStyles);
  return (
    <div
      className="hk-root"
      data-theme={theme === 'light' ? undefined : theme}
      lang={locale === undefined ? undefined : resolveLocale(locale)}
    >
      {children}
    </div>
  );
}
