// The programmatic API for page scripts that load a bundle: `configure` gives a session its
// adapters, `getSession` reads and changes it, `loadMapLibre` gives the page the map library
// Haulkit's map views use (one copy, fetched on first call). Its own small file, so a page that
// only places tags does not pay for it; sessions are shared through a global registry, so this
// file and any bundle on the page see the same ones.
export { configure, getSession } from '@haulkit/core';
export { loadMapLibre, type MapLibreKit } from '../load-maplibre.js';
