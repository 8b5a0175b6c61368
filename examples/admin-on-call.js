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

// `?listing=<id>`: the job is that booked listing (as when an admin opens a booked job), so the
// notes' History also shows the listing's history with its provider change to answer. Set once the
// quote is saved (its prices arrived), so the flow's own start does not replace it.
const listingId = params.get('listing');
if (listingId) {
  const { getSession } = await import(`/dist/api${build}.js`);
  const session = getSession(notes.getAttribute('session'));
  const book = () =>
    session.update((state) => ({
      ...state,
      listing: { ...state.listing, listing_id: Number(listingId) || listingId },
    }));
  if (session.$listing.get().pre_listing_id) book();
  else document.addEventListener('hk-price-loaded', book, { once: true });
}

// "Take a card payment on this call" in the notes: the page opens <hk-card-by-phone> for that call,
// with the quote's total and reference (this server's payment service under ?adapter=server, the
// demo's simulator otherwise), and takes the operator there.
notes.addEventListener('hk-take-card-payment', async ({ detail }) => {
  const section = document.getElementById('payment');
  let widget = section.querySelector('hk-card-by-phone');
  if (!widget) {
    widget = document.createElement('hk-card-by-phone');
    if (server) {
      widget.setAttribute('api-base', '/');
      widget.setAttribute('payment-base', '/pay/');
    }
    section.append(widget);
  }
  widget.setAttribute('call-id', detail.callId);
  widget.setAttribute('reference', detail.reference);
  widget.setAttribute('currency', detail.currency);
  if (detail.amount === undefined) widget.removeAttribute('amount');
  else widget.setAttribute('amount', String(detail.amount));
  section.hidden = false;
  await import(`/dist/card-by-phone${build}.js`);
  document.getElementById('payment-title').focus();
});
