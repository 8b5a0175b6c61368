import type { Locale, Translator } from '@haulkit/core';
import { useCallback } from 'react';

/**
 * Words for the widget's locale from one catalogue, so each widget loads only its own words:
 * `const t = useMessages(itemPickerMessage, locale); t('itemsHeading')`.
 */
export function useMessages<K extends string>(translator: Translator<K>, locale: Locale) {
  return useCallback(
    (key: K, params?: Record<string, string | number>) => translator(locale, key, params),
    [translator, locale],
  );
}
