// The softphone: an operator on a call takes a card payment with <hk-card-by-phone>. This script
// is the host page. It gives the widget a call id, shows the call, and plays the CALLER's side
// of the call through the reference server's simulator (/simulator/calls/{callId}/…): the
// keypad, the test cards, a capture failing, a token that never arrives, a cancel refused (as
// in an invalid state, or leaving the payment open), the provider's connection dropping. The
// widget never calls those endpoints and never sees the digits: it only hears the masked
// results from the payment API, as with a real telephony provider.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';

/** A call id shaped like a telephony provider's ('CA' and 32 hex digits), new on every call. */
const newCallId = () =>
  `CA${Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
const callId = params.get('call') ?? newCallId();

const theme = params.get('theme') === 'dark' ? 'dark' : 'light';
document.documentElement.dataset.theme = theme;

const widget = document.querySelector('hk-card-by-phone');
// Before the element's script loads, so the widget starts with its call (and the page's theme).
widget?.setAttribute('call-id', callId);
if (theme === 'dark') widget?.setAttribute('theme', 'dark');
document.getElementById('call-id').textContent = callId;
await import(`/dist/card-by-phone${build}.js`);

const FIELD_NAMES = {
  'payment-card-number': 'card number',
  'expiration-date': 'expiry date',
  'security-code': 'security code',
  'postal-code': 'postcode',
};
const STATUS_WORDS = {
  'not-captured-yet': 'waiting',
  'capture-in-progress': 'capturing',
  'successfully-captured': 'captured',
  'capture-failed': 'failed',
};

const keypadStatus = document.getElementById('keypad-status');
const actionError = document.getElementById('action-error');
const cardSelect = document.getElementById('test-card');
const log = document.getElementById('log');
const simulator = `/simulator/calls/${encodeURIComponent(callId)}`;

/** The call as the simulator last answered it (masked), or null before the operator starts. */
let call = null;
let cards = [];
let ended = false;

/** Calls the simulator; its answer is the call's masked state. */
async function control(path, body) {
  const response = await fetch(`${simulator}${path}`, {
    method: body === undefined && path === '' ? 'GET' : 'POST',
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw Object.assign(new Error(`simulator ${response.status}`), { answer });
  return answer;
}

function render() {
  const capturing = call?.status === 'open' ? call.capturing : null;
  if (ended) keypadStatus.textContent = 'The call has ended.';
  else if (call === null) keypadStatus.textContent = 'Waiting for the operator to start the payment.';
  else if (call.status !== 'open') keypadStatus.textContent = `The payment is ${call.status}.`;
  else if (capturing === null) keypadStatus.textContent = 'Waiting for the operator to ask for a card detail.';
  else {
    const typed = call.keyed === 1 ? '1 digit typed' : `${call.keyed} digits typed`;
    keypadStatus.textContent = `The keypad types into the ${FIELD_NAMES[capturing]}: ${typed}. Press # to end it.`;
  }
  for (const key of document.querySelectorAll('#keypad button')) key.disabled = ended || capturing === null;
  for (const button of document.querySelectorAll('[data-action]')) {
    const { field, needs } = button.dataset;
    const open = !ended && call?.status === 'open';
    button.disabled = field ? capturing !== field : needs === 'capturing' ? capturing === null : !open;
  }
  const connection = document.querySelector('[data-action="connection"]');
  connection.textContent = call?.connectionLost ? 'Restore the connection' : 'Drop the connection';
  const card = cards.find((each) => each.id === cardSelect.value);
  const cardButton = document.querySelector('[data-action="card"]');
  if (card) {
    cardButton.textContent = `Caller types test card ${card.digits.slice(0, 4)}…`;
    document.querySelector('[data-action="cvc"]').textContent = `Caller types CVC ${card.securityCode}`;
  }
}

/** Reads the call from the simulator again (status 'none' until the operator opens a payment session). */
async function refresh() {
  if (ended) return;
  const now = await control('');
  call = now.status === 'none' ? null : now;
  render();
}

/** Runs a control from the call panel, then shows the call as it is now. */
async function act(path, body) {
  actionError.textContent = '';
  try {
    call = await control(path, body);
  } catch (error) {
    const code = error.answer?.errors?.common?.[0] ?? error.answer?.codes?.[0] ?? 'unexpected_error';
    actionError.textContent = `The simulator refused: ${code}.`;
    await refresh().catch(() => {});
  }
  render();
}

const selectedCard = () => cards.find((each) => each.id === cardSelect.value) ?? cards[0];
const ACTIONS = {
  card: () => act('/keypad', { keys: `${selectedCard().digits}#` }),
  expiry: () => act('/keypad', { keys: '1234#' }),
  cvc: () => act('/keypad', { keys: `${selectedCard().securityCode}#` }),
  postcode: () => act('/keypad', { keys: '12345#' }),
  fail: () => act('/fail', {}),
  // The provider keeps saying "no token yet": the widget gives up after its own 15 s.
  'token-timeout': () => act('/token-timeout', { silent: true }),
  'refuse-cancel': () => act('/refuse-cancel', { how: 'invalid-state' }),
  // The provider takes the cancel but the payment stays open: the widget says so and offers Cancel again.
  'refuse-cancel-open': () => act('/refuse-cancel', { how: 'open' }),
  // Status checks fail while the connection is down: the widget says so after a few seconds and
  // carries on by itself once it is back.
  connection: () => act('/connection', { lost: !call?.connectionLost }),
};

document.getElementById('keypad').addEventListener('click', (event) => {
  const key = event.target.closest('button[data-key]')?.dataset.key;
  if (key) act('/keypad', { keys: key });
});
for (const button of document.querySelectorAll('[data-action]')) {
  button.addEventListener('click', () => ACTIONS[button.dataset.action]());
}
cardSelect.addEventListener('change', render);

// The page hears the widget's events: masked statuses only, never card data.
const describe = (detail) =>
  [
    detail.step,
    ...Object.entries(detail.fields ?? {}).map(
      ([field, chunk]) =>
        `${FIELD_NAMES[field] ?? field} ${STATUS_WORDS[chunk?.status] ?? chunk?.status ?? ''}${chunk?.value ? ` ${chunk.value}` : ''}`,
    ),
    detail.error ? `error ${detail.error.code ?? detail.error}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
function note(text) {
  const item = document.createElement('li');
  item.textContent = text;
  log.prepend(item);
  while (log.children.length > 8) log.lastElementChild.remove();
}
document.addEventListener('hk-payment-status', (event) => {
  note(`hk-payment-status: ${describe(event.detail ?? {})}`);
  refresh().catch(() => {});
});
document.addEventListener('hk-payment-authorized', (event) => {
  const { paymentId, tokenReference } = event.detail ?? {};
  document.getElementById('authorized').textContent =
    `Payment ${paymentId ?? ''} authorised (token ${tokenReference ?? ''}): the booking system would now confirm the listing.`;
  note(`hk-payment-authorized: ${paymentId ?? ''}`);
});

// The call's clock, and ending the call: the widget leaves mid-payment and cancels it.
const started = Date.now();
const timer = document.getElementById('call-timer');
const clock = setInterval(() => {
  const seconds = Math.floor((Date.now() - started) / 1000);
  timer.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  timer.dateTime = `PT${seconds}S`;
}, 1000);
document.getElementById('end-call').addEventListener('click', (event) => {
  ended = true;
  clearInterval(clock);
  widget?.remove();
  event.currentTarget.hidden = true;
  document.getElementById('call-ended').hidden = false;
  document.getElementById('new-call').focus();
  render();
});

cards = await (await fetch('/simulator/cards')).json();
for (const card of cards) {
  const option = document.createElement('option');
  option.value = card.id;
  const outcome = card.outcome === 'approved' ? 'approved' : card.outcome.replace('_', ' ');
  option.textContent = `${card.brand} ${card.digits.replace(/(\d{4})(?=\d)/g, '$1 ')} (${outcome})`;
  cardSelect.append(option);
}
render();
setInterval(() => refresh().catch(() => {}), 1000);
document.body.dataset.ready = '';
