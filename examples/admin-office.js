// The back office: admin staff adjust the price of a customer's quote with <hk-admin-bar> and <hk-price-adjustments>,
// beside the customer's job (<hk-address-picker>, <hk-item-picker>) and its prices (<hk-price-calendar>). This script is the host page: it says
// who is signed in (an admin with the admin bar's and the price adjustments' privileges, so
// `can(admin, 'priceAdjustments', 'manage')` holds), gives the quote its job as a prefill, shows the lowest price each time prices arrive,
// then loads Haulkit. On the built-in demo data by default, or this server's API with
// ?adapter=server; ?locale=es-ES for Spanish, ?build=react for the React build, ?admin=none to
// see the read-only panel.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const locale = ['en-GB', 'en-IE', 'es-ES'].includes(params.get('locale') ?? '') ? params.get('locale') : 'en-GB';
const server = params.get('adapter') === 'server';
const session = `office-${server ? 'server' : 'demo'}`;
window.haulkitEvents = [];

for (const tag of document.querySelectorAll('[session=office]')) {
  tag.setAttribute('session', session);
  tag.setAttribute('locale', locale);
  if (server) tag.setAttribute('api-base', '/');
}
document.documentElement.lang = locale;

// The customer's job, as the quote already holds it: the addresses in the address picker, the
// items in the item picker (each piece applies the fields it shows).
document.querySelector('hk-address-picker').prefill = {
  pickup: { formatted_address: 'York YO1 8RN, UK', latitude: 53.9591, longitude: -1.0815 },
  delivery: 'LS1 1UR',
};
document.querySelector('hk-item-picker').prefill = {
  category: 'furniture',
  items: [
    { name: '3-seat sofa', quantity: 1 },
    { id: 107, quantity: 2 },
  ],
};

const price = document.getElementById('customer-price');
const money = new Intl.NumberFormat(locale, { style: 'currency', currency: locale === 'en-GB' ? 'GBP' : 'EUR' });
for (const type of ['hk-price-loaded', 'hk-error'])
  document.addEventListener(type, (event) => {
    window.haulkitEvents.push({ type, detail: event.detail });
    if (type === 'hk-price-loaded' && typeof event.detail?.lowest_price === 'number')
      price.textContent = money.format(event.detail.lowest_price);
  });

const { configure } = await import(`/dist/api${build}.js`);
const privileges = {
  adminBar: { show: true },
  price: { override: true, recalculate: true },
  insurance: { service: true },
  priceAdjustments: { manage: true },
};
configure(
  {
    drafts: false,
    context: { admin: params.get('admin') === 'none' ? null : { userId: 'staff-1', privileges } },
  },
  session,
);
await import(`/dist/haulkit${build}.js`);
