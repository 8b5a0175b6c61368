// The main site composes Haulkit's pieces one by one on one page, all sharing the `main-site`
// session: each tag reads and changes the same quote. The page itself only listens: the job
// summary's "Change" buttons ask for a step (`hk-go-to-step`), and the page scrolls to the section
// that holds it, as a site with its own router would go to its route.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
const [{ getSession }] = await Promise.all([import(`/dist/api${build}.js`), import(`/dist/haulkit${build}.js`)]);

const sectionOf = { route: 'route', items: 'items', van: 'van' };
document.addEventListener('hk-go-to-step', (event) => {
  const target = document.getElementById(sectionOf[event.detail.section] ?? 'extras');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.querySelector('h2')?.setAttribute('tabindex', '-1');
  target?.querySelector('h2')?.focus({ preventScroll: true });
});

// Asks the session for the job's prices (from the marketplace API, this server): the extras and
// Protection Plus are offered with the price answer. The price calendar does this on its own.
const status = document.getElementById('price-status');
document.getElementById('get-prices').addEventListener('click', async () => {
  const session = getSession('main-site');
  if (typeof session.loadPrices !== 'function') return;
  status.textContent = 'Getting prices…';
  session.experimentsFetched();
  const state = await session.loadPrices({ force: true });
  status.textContent =
    state.ui.priceStatus === 'loaded'
      ? `Prices from £${state.listing.lowest_price ?? '…'}`
      : 'No prices yet: add addresses and items.';
});
