// Shared by the states pages: says a page is ready for its screenshots (`body[data-ready]`).

/**
 * Marks the page ready. Elements in `missing` did not show their state in time: an uncaught error
 * names them, and the browser test sees it among the page's problems, so a state that never
 * arrived fails its test instead of being screenshotted half drawn.
 * @example markReady(elements.filter((element) => !shown(element)))
 */
export function markReady(missing = []) {
  document.body.dataset.ready = 'true';
  if (missing.length > 0) {
    const names = missing.map((element) => element.getAttribute('session') ?? element.localName);
    throw new Error(`This states page gave up waiting for: ${names.join(', ')}`);
  }
}

/**
 * Brings an element near the screen until `shown(element)` holds, for at most `timeout` ms: a tag
 * loads its view when it comes near the viewport, and the cards above it can still grow as their
 * own views arrive (late, on a busy machine) and push it away again, so it is brought back every
 * half second. Resolves true once shown, false when the time is up.
 * @example await bringNear(element, (e) => e.shadowRoot?.querySelector('[part~=base]') != null)
 */
export async function bringNear(element, shown, { block = 'center', timeout = 45_000 } = {}) {
  const end = Date.now() + timeout;
  for (let tries = 0; Date.now() < end; tries++) {
    if (tries % 25 === 0) element.scrollIntoView({ block });
    if (shown(element)) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}
