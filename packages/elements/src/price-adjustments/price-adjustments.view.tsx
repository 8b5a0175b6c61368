import { getSession, type Locale, lazyImport, type PriceAdjustmentApi, type QuoteSession } from '@haulkit/core';
import { isPriceAdjustmentApi, PriceAdjustments, priceAdjustmentsStyles } from '@haulkit/react';
import { type AttributePropertiesOf, attr, sharedAttributes } from '../attributes.js';
import { createView } from '../view-host.js';

/** Attributes of `<hk-price-adjustments>`. */
export const priceAdjustmentsAttributes = {
  ...sharedAttributes,
  /**
   * The customer-discounts service key, sent as a header with GET customer-discounts. Absent:
   * the customer's discounts are not shown.
   */
  'discounts-key': attr.string(),
};

/** The HTTP adapters' module and the demo's, each fetched on the first need. */
const importHttp = lazyImport(() => import('@haulkit/http'));
const importDemo = lazyImport(() => import('@haulkit/demo'));

/** The HTTP admin ports this module made, by API address: one per page and address. */
const made = new Map<string, Promise<PriceAdjustmentApi>>();

/**
 * The price adjustment port of a tag (its composition root): with `api-base`, the HTTP adapter's
 * admin port for that address (the service on the address's `price-adjustment-service/`);
 * without it, the demo's admin tools on the session's own demo quote (so the demo's prices follow
 * the adjustments); otherwise the session's configured admin adapter when it is one.
 */
function adjustmentPort(session: QuoteSession, apiBase?: string, locale?: Locale) {
  return async (): Promise<PriceAdjustmentApi | undefined> => {
    if (apiBase) {
      let port = made.get(apiBase);
      if (!port) {
        port = importHttp().then(
          (http) => http.createHttpAdapters({ apiBase, ...(locale ? { locale } : {}) }).admin,
          (error: unknown) => {
            made.delete(apiBase);
            throw error;
          },
        );
        made.set(apiBase, port);
      }
      return port;
    }
    const { api, experiments } = await session.adapters('api');
    const demo = await importDemo();
    return demo.demoAdminApiOf(api) ?? (isPriceAdjustmentApi(experiments) ? experiments : undefined);
  };
}

/** The view of `<hk-price-adjustments>`, loaded on its first connection. */
export default createView({
  tag: 'price-adjustments',
  attributes: priceAdjustmentsAttributes,
  styles: priceAdjustmentsStyles,
  render: (props) => (
    <PriceAdjustments
      session={props.session}
      locale={props.locale}
      port={adjustmentPort(getSession(props.session), props.apiBase, props.locale)}
      {...(props.discountsKey ? { discountsKey: props.discountsKey } : {})}
    />
  ),
});

/** `<hk-price-adjustments>` as the DOM sees it. */
export type HkPriceAdjustmentsElement = HTMLElement & AttributePropertiesOf<typeof priceAdjustmentsAttributes>;
