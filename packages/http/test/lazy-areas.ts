/**
 * Loads every module the HTTP ports import on a first call (QuoteApi's areas, maps, payment,
 * admin and the admin port's test lab). A test on fake timers awaits it first: a first dynamic
 * import takes real time, which advancing fake timers does not wait for, while a browser's timers
 * would.
 */
export async function loadLazyAreas(): Promise<void> {
  await Promise.all([
    import('../src/quote/catalogue.js'),
    import('../src/quote/lookups.js'),
    import('../src/quote/prelisting.js'),
    import('../src/maps/create-maps-api.js'),
    import('../src/payment/create-payment-api.js'),
    import('../src/admin/create-admin-api.js'),
    import('../src/admin/experiments.js'),
  ]);
}
