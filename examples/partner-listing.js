// A partner's listing page: it knows the job before the customer types anything (the listing's
// items, its shop's address, the buyer's postcode and e-mail), and gives it to <hk-quote-flow>
// as its `prefill` property. It is set before Haulkit loads, as a partner's own script would;
// the element takes it over when it is defined. What the customer changes afterwards, or a draft
// of the same session, wins; a field Haulkit refuses comes back as an `hk-error` (code prefill).
// The prefill is the page's own change, so no `hk-change` tells it: the element's `listing`
// property reads what it filled.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
const log = document.getElementById('log');
window.haulkitEvents = [];

/** What the partner knows about the job, from its listing and the signed-in buyer. */
const listing = {
  category: 'furniture',
  items: [
    { name: '3-seat sofa', quantity: 1 },
    { id: 107, quantity: 2 },
  ],
  pickup: { formatted_address: 'York YO1 8RN, UK', latitude: 53.9591, longitude: -1.0815 },
  delivery: 'LS1 1UR',
  email: 'ana@example.com',
};
document.getElementById('quote').prefill = listing;

for (const type of ['hk-change', 'hk-error', 'hk-price-loaded', 'hk-proceed'])
  document.addEventListener(type, (event) => {
    window.haulkitEvents.push({ type: event.type, detail: event.detail });
    const line = document.createElement('li');
    line.textContent = `${type}: ${JSON.stringify(event.detail).slice(0, 120)}`;
    log?.prepend(line);
    while (log && log.children.length > 10) log.lastElementChild?.remove();
  });

await import(`/dist/haulkit${build}.js`);
