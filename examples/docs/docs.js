// The docs pages' live example: lists the element's events as the page hears them (they bubble
// out of the element, composed), newest first, the last five.
for (const live of document.querySelectorAll('.live[data-events]')) {
  const log = live.parentElement.querySelector('.event-log');
  const heard = [];
  for (const name of live.dataset.events.split(' ').filter(Boolean)) {
    live.addEventListener(name, (event) => {
      const detail = event.detail && typeof event.detail === 'object' ? Object.keys(event.detail).join(', ') : '';
      heard.unshift(`${new Date().toLocaleTimeString('en-GB')} ${name}${detail ? ` (detail: ${detail})` : ''}`);
      log.textContent = heard.slice(0, 5).join('\n');
    });
  }
}
