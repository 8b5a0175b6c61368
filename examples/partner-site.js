// The host page's own script: it listens to Haulkit's events, as a partner site would.
const summary = document.getElementById('summary');
window.haulkitEvents = [];

document.addEventListener('hk-change', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
  const items = event.detail.move_items ?? [];
  summary.textContent = items.length
    ? items.map((item) => `${item.quantity} × ${item.name}`).join('\n')
    : 'No items yet.';
});

document.addEventListener('hk-error', (event) => {
  window.haulkitEvents.push({ type: event.type, detail: event.detail });
});
