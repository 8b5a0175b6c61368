// Loads Haulkit (the light build, or the React one with ?build=react) for a page that holds
// every tag: a check that all of them work under a strict Content-Security-Policy.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
await import(`/dist/haulkit${build}.js`);
