// Puts each <hk-removal-inventory> of the states page into one state, through the public API
// only: `configure` gives the loading and failing sessions a stand-in quote API (the others use
// the built-in demo data), and the rest is done as a person would, by pressing the element's
// buttons; the boxes view is the session's. The element's own script is the light one, or the
// React one with `?build=react`; `?dialog=preset` opens the preset confirmation, `?theme=dark`
// the dark theme. `document.body.dataset.ready` says when every state is set.
import { bringNear } from './ready.js';

const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const [{ configure, getSession }] = await Promise.all([
  import(`/dist/api${build}.js`),
  import(`/dist/removal-inventory${build}.js`),
]);

const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;
const elements = [...document.querySelectorAll('hk-removal-inventory')];
for (const element of elements) element.setAttribute('theme', theme);

const network = () =>
  Object.assign(new Error('GET /ng/inventory/removal-default-items: the network is unreachable'), { code: 'network' });
/** Stand-in quote APIs: default items that never come, or never can. */
const standIns = {
  'inv-loading': { getRemovalDefaultItems: () => new Promise(() => {}) },
  'inv-failed': { getRemovalDefaultItems: () => Promise.reject(network()) },
};
for (const element of elements) {
  const key = element.getAttribute('session');
  configure({ ...(standIns[key] ? { api: standIns[key] } : {}), drafts: false }, key);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The element's shadow-root node matching `selector`, once there. */
async function part(session, selector) {
  const element = document.querySelector(`hk-removal-inventory[session="${session}"]`);
  for (;;) {
    const found = element.shadowRoot?.querySelector(selector);
    if (found) return found;
    await pause(20);
  }
}
/** The element's button named `name` (its text or aria-label), once there. */
async function button(session, name) {
  const element = document.querySelector(`hk-removal-inventory[session="${session}"]`);
  for (;;) {
    const found = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].find(
      (node) => node.getAttribute('aria-label') === name || node.textContent.trim() === name,
    );
    if (found) return found;
    await pause(20);
  }
}
const press = async (session, name, times = 1) => {
  for (let i = 0; i < times; i++) (await button(session, name)).click();
};

// A tag loads its view when it comes near the viewport: bring each one near in turn (a phone's
// single column is long), so every view has mounted and asked for its rooms.
for (const element of elements) {
  await bringNear(element, (picker) => picker.shadowRoot?.querySelector('[part=base]') != null);
  await part(element.getAttribute('session'), '[part=base]');
}
window.scrollTo(0, 0);

// Rooms with items, the same item in two rooms, and a quantity typed wrong.
await press('inv-rooms', 'Add one 3-seat sofa to Living room');
await press('inv-rooms', 'Add one Double bed frame to Main bedroom');
await press('inv-rooms', 'Add one Double bed frame to Bedroom 2');
await press('inv-rooms', 'Add one Bedside table to Main bedroom', 2);
const refused = await part('inv-rooms', 'input[aria-label="Quantity of Fridge-freezer in Kitchen"]');
refused.value = 'two';
refused.dispatchEvent(new Event('input', { bubbles: true }));
refused.dispatchEvent(new FocusEvent('blur'));
refused.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));

// The boxes list view of a 1-bed flat, with some boxes chosen.
await part('inv-boxes', '[part=room]');
getSession('inv-boxes').setBoxesListView(true);
await press('inv-boxes', 'Add one Small box to Boxes', 6);
await press('inv-boxes', 'Add one Wardrobe box to Boxes', 2);

// Over 5 m³ (a typical studio flat): the estimated boxes.
await press('inv-estimate', 'Fill with a typical studio flat');
await part('inv-estimate', '[part=box-estimate]');

// es-ES: a few items, the same way (the demo names its items in the tag's language).
await press('inv-spanish', 'Añadir uno: Sofá de 3 plazas, en Salón', 2);
await press('inv-spanish', 'Añadir uno: Frigorífico combi, en Cocina');
await press('inv-spanish', 'Añadir uno: Cama de matrimonio, en Dormitorio principal');

// The confirmation: a preset asked for over an item already chosen.
await press('inv-confirm', 'Add one Armchair to Living room');
if (params.get('dialog') === 'preset') {
  await press('inv-confirm', 'Fill with a typical 2-bed flat');
  await part('inv-confirm', 'dialog[open]');
}

// The loading state's answer never comes, the failing one's fails after the 2 s wait.
await part('inv-failed', '.hk-error-state');
await pause(300);
document.body.dataset.ready = 'true';
