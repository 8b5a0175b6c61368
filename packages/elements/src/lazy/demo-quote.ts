import { lazyImport } from '@haulkit/core';

const importDemo = lazyImport(() => import('@haulkit/demo'));

/** The demo quote port alone, as its own lazy chunk. */
export { createDemoQuoteApi } from '@haulkit/demo';

/** Every demo port, one lazy step further: the gazetteer, simulator and admin tools load on their own need. */
export async function createDemoPorts(locale?: string) {
  return (await importDemo()).createDemoAdapters(locale ? { locale } : {});
}
