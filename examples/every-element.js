// Loads Haulkit (the light build, or the React one with ?build=react) for a page that holds
// every tag: a check that all of them work under a strict Content-Security-Policy.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
// ?brand: a partner's own colour, font, corners and spacing (gallery.css), through --hk-* only.
if (params.has('brand')) document.body.classList.add('brand');
await import(`/dist/haulkit${build}.js`);
