// The host page's own script: it listens to Haulkit's events, as a partner site would.
const summary = document.getElementById('summary');
const route = document.getElementById('route');
const place = (address) => address?.formatted_address ?? '…';
window.haulkitEvents = [];

document.addEventListener('hk-change', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
  const { pickup_address_data: pickup, delivery_address_data: delivery, distance } = event.detail;
  // Pages without the address picker have no route line.
  if (route)
    route.textContent =
      pickup || delivery
        ? `${place(pickup)} → ${place(delivery)}${typeof distance === 'number' ? ` (${distance} miles)` : ''}`
        : 'No route yet.';
  const items = event.detail.move_items ?? [];
  summary.textContent = items.length
    ? items.map((item) => `${item.quantity} × ${item.name}`).join('\n')
    : 'No items yet.';
});

document.addEventListener('hk-error', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
});
