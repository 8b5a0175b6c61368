// The staff and customer pages: one furniture job (a sofa and two armchairs from York to Leeds)
// in <hk-quote-flow>, given as its prefill; Continue shows its prices. Who is signed in comes from what the server says, never from an
// attribute: on the built-in demo data the page's own script chooses (`setDemoSignedIn`, staff on
// the staff page, nobody on the customer page); with `?adapter=server` this server's demo sign-in
// cookie decides ("Sign in as staff" and "Sign out" set and clear it, /demo/sign-in and
// /demo/sign-out). A staff member sees the admin price override under each day's price; a customer
// sees none of it. `?build=react` loads the React build. `document.body.dataset.ready` says when the
// prices have arrived.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const server = params.get('adapter') === 'server';
const who = document.body.dataset.who === 'staff' ? 'staff' : 'anonymous';
const flow = document.getElementById('quote');

flow.setAttribute('session', `${who}-${server ? 'server' : 'demo'}`);
if (server) flow.setAttribute('api-base', '/');
flow.prefill = {
  category: 'furniture',
  items: [
    { name: '3-seat sofa', quantity: 1 },
    // By catalogue id (the armchair): two names looked up at once would replace each other's search.
    { id: 107, quantity: 2 },
  ],
  pickup: { formatted_address: 'York YO1 8RN, UK', latitude: 53.9591, longitude: -1.0815 },
  delivery: { formatted_address: 'Leeds LS1 1UR, UK', latitude: 53.7965, longitude: -1.5478 },
};

// Where the data comes from, and the demo sign-in links of this server.
const here = `${location.pathname}${location.search}`;
const note = document.getElementById('adapter-note');
const other = new URL(location.href);
if (server) other.searchParams.delete('adapter');
else other.searchParams.set('adapter', 'server');
note.append(
  server ? 'This server’s API; who is signed in is its demo sign-in cookie. ' : 'Built-in demo data (no API calls). ',
);
const link = (text, href) => {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
};
note.append(link('Use the other one', `${other.pathname}${other.search}`));
if (server) {
  const signIn = document.getElementById('sign-in');
  signIn.hidden = false;
  signIn.append(
    link('Sign in as staff', `/demo/sign-in?as=staff&back=${encodeURIComponent(here)}`),
    ' · ',
    link('Sign out', `/demo/sign-out?back=${encodeURIComponent(here)}`),
  );
}

// The demo's answer is chosen before the flow's script is loaded, so its first ask gets it.
const { setDemoSignedIn } = await import(`/dist/api${build}.js`);
setDemoSignedIn(who);
await import(`/dist/quote-flow${build}.js`);
document.addEventListener('hk-price-loaded', () => {
  document.body.dataset.ready = 'true';
});
