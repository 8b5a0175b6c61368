// The host page's own script: it loads Haulkit (the light build, or the React one with
// ?build=react) and listens to its events, as a partner site would. The whole quote is one tag,
// <hk-quote-flow>; on `hk-proceed` a real site would go to its confirmation page.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
const summary = document.getElementById('summary');
const route = document.getElementById('route');
const proceeded = document.getElementById('proceeded');
const log = document.getElementById('log');
const place = (address) => address?.formatted_address ?? '…';
window.haulkitEvents = [];

/** One line of the page's event log (the latest ten). */
function note(type, text) {
  const line = document.createElement('li');
  line.textContent = `${type}: ${text}`;
  log?.prepend(line);
  while (log && log.children.length > 10) log.lastElementChild?.remove();
}

document.addEventListener('hk-change', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
  const { pickup_address_data: pickup, delivery_address_data: delivery, distance } = event.detail;
  route.textContent =
    pickup || delivery
      ? `${place(pickup)} → ${place(delivery)}${typeof distance === 'number' ? ` (${distance} miles)` : ''}`
      : 'No route yet.';
  const items = event.detail.move_items ?? [];
  summary.textContent = items.length
    ? items.map((item) => `${item.quantity} × ${item.name}`).join('\n')
    : 'No items yet.';
});

for (const type of ['hk-error', 'hk-price-loaded', 'hk-go-to-step'])
  document.addEventListener(type, (event) => {
    window.haulkitEvents.push({ type: event.type, detail: event.detail });
    note(type, JSON.stringify(event.detail).slice(0, 120));
  });

document.addEventListener('hk-proceed', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
  note('hk-proceed', `pre_listing_id ${event.detail.pre_listing_id ?? '—'}`);
  proceeded.textContent = `Quote ${event.detail.pre_listing_id ?? ''} ready: the site would now go to its confirmation page.`;
});

await import(`/dist/haulkit${build}.js`);
