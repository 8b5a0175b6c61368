// Puts each <hk-card-by-phone> of the states page into one state through the public API: a
// stand-in payment port per session (`configure({ payment })`) whose answers describe the state,
// then the element's own buttons pressed as an operator would. Only masked values, as a real
// provider sends. The element's own script is the light one, or the React one with `?build=react`.
// `document.body.dataset.ready` says when every panel shows its state.
const build = new URLSearchParams(location.search).get('build') === 'react' ? '.react' : '';
const [{ configure }] = await Promise.all([import(`/dist/api${build}.js`), import(`/dist/card-by-phone${build}.js`)]);

const theme = new URLSearchParams(location.search).get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
for (const element of document.querySelectorAll('hk-card-by-phone')) element.setAttribute('theme', theme);

const INPUT_TIMEOUT =
  'The error occurred while capturing the data. The customer entered an incorrect value, or the time limit was exceeded. Try again.';
const chunk = (status, value) => (value ? { status, value } : { status });
const NONE = {};
const MIXED = {
  'payment-card-number': chunk('successfully-captured', 'xxxx xxxx xxxx 4242'),
  'expiration-date': chunk('capture-in-progress'),
  'security-code': { status: 'capture-failed', errorMessage: INPUT_TIMEOUT },
  'postal-code': chunk('not-captured-yet'),
};
const ALL = {
  'payment-card-number': chunk('successfully-captured', 'xxxx xxxx xxxx 4444'),
  'expiration-date': chunk('successfully-captured', '12/34'),
  'security-code': chunk('successfully-captured', 'xxx'),
  'postal-code': chunk('successfully-captured', 'xxx45'),
};
const never = () => new Promise(() => undefined);

/** A payment port answering with fixed fields; `overrides` replace single calls. */
function port(fields, overrides = {}) {
  const session = (status = 'open') => ({ paymentId: 'pay_7f3a92c41d0e5b68', paymentSessionStatus: status, fields });
  return {
    getBearerToken: async () => ({ token: 'demo-bearer' }),
    createPaymentSession: async () => session(),
    captureCardData: async () => session(),
    getCaptureStatus: async () => ({ paymentSessionStatus: 'capturing', fields }),
    getPaymentMethodToken: async () => ({ token: 'pm_1Q2w3E4r5T6y7U8i', paymentSessionStatus: 'authorized' }),
    completePaymentSession: async () => session('completed'),
    cancelPaymentSession: async () => session('cancelled'),
    ...overrides,
  };
}

/** Per session: its port and the buttons pressed, in order. */
const STATES = {
  'cbp-start': [port(NONE), []],
  'cbp-no-call': [port(NONE), []],
  'cbp-starting': [port(NONE, { getBearerToken: never }), ['Start payment']],
  'cbp-fresh': [port(NONE), ['Start payment']],
  'cbp-mixed': [port(MIXED), ['Start payment']],
  'cbp-captured': [port(ALL), ['Start payment']],
  'cbp-completing': [port(ALL, { getPaymentMethodToken: never }), ['Start payment', 'Complete payment']],
  'cbp-authorized': [port(ALL), ['Start payment', 'Complete payment']],
  'cbp-token-timeout': [
    port(ALL, { getPaymentMethodToken: async () => ({ paymentSessionStatus: 'payment_method_token_timeout' }) }),
    ['Start payment', 'Complete payment'],
  ],
  'cbp-no-host': [
    port(NONE, {
      createPaymentSession: async () => {
        throw Object.assign(new Error('POST create-payment-session has no host'), { code: 'noPgsLambdaHost' });
      },
    }),
    ['Start payment'],
  ],
  'cbp-cancelled': [port(NONE), ['Start payment', 'Cancel payment']],
  'cbp-cancel-refused': [
    port(MIXED, {
      cancelPaymentSession: async () => ({ paymentId: 'p', paymentSessionStatus: 'failed-to-cancel-invalid-state' }),
    }),
    ['Start payment', 'Cancel payment'],
  ],
  'cbp-bad': [port(NONE), []],
  'cbp-spanish': [port(MIXED), ['Iniciar el pago']],
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The element's enabled button with these words, once the view shows it. */
async function buttonOf(element, words) {
  for (let tries = 0; tries < 600; tries++) {
    // The cards above can still grow (a click's answer arrives late on a busy machine) and push
    // this one off the screen, where its view would never load: bring it back every half second.
    if (tries % 20 === 19) element.scrollIntoView({ block: 'center' });
    const found = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (button) =>
        button.textContent.trim() === words && !button.disabled && button.getAttribute('aria-disabled') !== 'true',
    );
    if (found) return found;
    await sleep(25);
  }
  throw new Error(`no "${words}" button`);
}

const elements = [...document.querySelectorAll('hk-card-by-phone')];
for (const element of elements)
  configure({ drafts: false, payment: STATES[element.getAttribute('session')][0] }, element.getAttribute('session'));
// One at a time, each brought on screen first: a view loads when its element is near the viewport.
// A state that cannot be reached is named on the body, and the page still says it is ready.
for (const element of elements) {
  element.scrollIntoView({ block: 'center' });
  try {
    for (const words of STATES[element.getAttribute('session')][1]) (await buttonOf(element, words)).click();
    for (let tries = 0; tries < 400 && !element.shadowRoot?.querySelector('[part~=base]'); tries++) await sleep(25);
  } catch (error) {
    document.body.dataset.failed = `${document.body.dataset.failed ?? ''} ${element.getAttribute('session')}: ${error.message}`;
  }
}
scrollTo(0, 0);
await sleep(300);
document.body.dataset.ready = 'true';
