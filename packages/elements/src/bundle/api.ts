// The programmatic API for page scripts that load a bundle: `configure` gives a session its
// adapters, `getSession` reads and changes it, `loadMapLibre` gives the page the map library
// Haulkit's map views use (one copy, fetched on first call). Its own small file, so a page that
// only places tags does not pay for it; sessions are shared through a global registry, so this
// file and any bundle on the page see the same ones.
export { configure, getSession } from '@haulkit/core';
// Who the built-in demo data says is signed in (anonymous unless the page's script says so):
// the gallery's staff page chooses `staff`, so its quote flow sees an admin as it would from the
// marketplace's who-is-signed-in answer. Pages with `api-base` ask their server instead.
export { setDemoSignedIn } from '@haulkit/demo/signed-in';
export { loadMapLibre, type MapLibreKit } from '../load-maplibre.js';
