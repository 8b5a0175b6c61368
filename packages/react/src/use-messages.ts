import { type Locale, type MessageKey, message } from '@haulkit/core';
import { useCallback } from 'react';

/** Words for the widget's locale: `t('itemsHeading')`, `t('itemIncrease', { name })`. */
export function useMessages(locale: Locale) {
  return useCallback(
    (key: MessageKey, params?: Record<string, string | number>) => message(locale, key, params),
    [locale],
  );
}
