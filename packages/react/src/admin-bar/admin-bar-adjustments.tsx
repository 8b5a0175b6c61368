import type { Locale } from '@haulkit/core';
import { useMemo } from 'react';
import { PriceAdjustments } from '../price-adjustments/price-adjustments.js';
import { isPriceAdjustmentApi } from '../price-adjustments/use-price-adjustments.js';

/**
 * The price adjustments panel inside the admin bar (its own module, fetched the first time the
 * bar opens it), on the bar's admin adapter when that has the price adjustment calls.
 */
export function BarAdjustments({
  session,
  locale,
  adapter,
}: {
  session: string | undefined;
  locale: Locale;
  adapter: () => Promise<object | undefined>;
}) {
  const port = useMemo(
    () => async () => {
      const admin = await adapter();
      return isPriceAdjustmentApi(admin) ? admin : undefined;
    },
    [adapter],
  );
  return <PriceAdjustments {...(session ? { session } : {})} locale={locale} port={port} />;
}
