// The main site composes Haulkit's pieces one by one on one page, all sharing the `main-site`
// session: each tag reads and changes the same quote. The page itself only listens: the job
// summary's "Change" buttons ask for a step (`hk-go-to-step`), and the page scrolls to the section
// that holds it, as a site with its own router would go to its route. Prices come by themselves
// (the price calendar asks once the job has both addresses and an item); Continue sends
// `hk-proceed`, on which a real site would go to its confirmation page.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
await import(`/dist/haulkit${build}.js`);

const sectionOf = { route: 'route', items: 'items', van: 'van', date: 'when', time: 'when', helpers: 'when' };
document.addEventListener('hk-go-to-step', (event) => {
  const target = document.getElementById(sectionOf[event.detail.section] ?? 'extras');
  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target?.querySelector('h2')?.setAttribute('tabindex', '-1');
  target?.querySelector('h2')?.focus({ preventScroll: true });
});

document.addEventListener('hk-proceed', (event) => {
  const note = document.getElementById('proceeded');
  if (note)
    note.textContent = `Quote ${event.detail.pre_listing_id ?? ''} ready to confirm: the site would now go to its confirmation page.`;
});
