// The notes beside the staff quote (admin-on-call.html): <hk-admin-notes> on the quote's session
// (signed-in-quote.js names it the same way: staff, on the demo data or this server), with this
// server's API under ?adapter=server; ?build=react loads the React build.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const server = params.get('adapter') === 'server';
const notes = document.getElementById('notes');

notes.setAttribute('session', `staff-${server ? 'server' : 'demo'}`);
if (server) notes.setAttribute('api-base', '/');
const { setDemoSignedIn } = await import(`/dist/api${build}.js`);
setDemoSignedIn('staff');
await import(`/dist/admin-notes${build}.js`);
