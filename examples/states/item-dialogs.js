// Opens one dialog of <hk-item-picker> in one of its states (`?dialog=…`), as a person would:
// through the public API (`configure` gives the session a stand-in quote API) and clicks and
// typing in the element. `document.body.dataset.ready` says when the state is set.
import { configure, getSession } from '/dist/api.js';

const params = new URLSearchParams(location.search);
const dialog = params.get('dialog') ?? 'custom-missing';
const theme = params.get('theme') ?? 'light';
document.documentElement.dataset.theme = theme;

const entry = (item_id, name, width, height, depth, weight) => ({
  item_id,
  name,
  width,
  height,
  depth,
  weight,
  qty: 1,
  dimension_unit: 'cm',
  weight_unit: 'kg',
});
const result = (item) => ({ name: item.name, item_set: [item] });
const sofas = [
  entry(102, '3-seat sofa', 210, 85, 82, 55),
  entry(103, '2-seat sofa', 160, 85, 82, 40),
  entry(104, 'Corner sofa', 250, 85, 200, 90),
  entry(105, 'Sofa bed', 190, 90, 95, 70),
];
const defaults = {
  'Living room': [sofas[0], entry(110, 'Armchair', 90, 95, 85, 25)],
  Bedroom: [entry(201, 'Double bed', 140, 40, 200, 45), entry(205, 'Double wardrobe', 100, 190, 60, 90)],
  Kitchen: [entry(401, 'Fridge-freezer', 60, 180, 65, 50)],
};
const notFound = (code) => Object.assign(new Error(code), { code });

const picker = document.querySelector('hk-item-picker');
const session = `dialog-${dialog}`;
picker.setAttribute('session', session);
picker.setAttribute('theme', theme);
if (dialog === 'plate-error' || dialog === 'custom-car-error') {
  picker.setAttribute('category', 'car');
  picker.setAttribute('category-id', '4');
}
document.querySelector('main').dataset.state = dialog;
configure(
  {
    drafts: false,
    api: {
      searchItems: async ({ name }) => (name.includes('sofa') ? sofas.map(result) : []),
      getFurnitureDefaults: async () => defaults,
      getMakes: async () => [{ make_id: 1, make_name: 'Ford' }],
      getModels: async () => [{ model_id: 11, model_name: 'Fiesta', make_id: 1 }],
      getVehicleByPlate: () => Promise.reject(notFound('plate_not_found')),
      trackEvents: async () => {},
    },
  },
  session,
);
if (dialog === 'remeasure') getSession(session).addSearchResult(result({ ...sofas[0], is_admin: true }));

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first node in the element's shadow root (or its open dialog) matching `selector` and `text`. */
async function find(selector, text) {
  for (;;) {
    const found = [...(picker.shadowRoot?.querySelectorAll(selector) ?? [])].find(
      (node) => text === undefined || node.textContent.trim() === text || node.getAttribute('aria-label') === text,
    );
    if (found) return found;
    await wait(20);
  }
}
const type = (input, text) => {
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const fields = async () => [
  ...(await find('dialog[open] form')).querySelectorAll('input[type=text], input:not([type])'),
];
const mobile = matchMedia('(max-width: 991.98px)').matches;

if (dialog.startsWith('custom-') && dialog !== 'custom-car-error') {
  // Below 992 px the search is a full-screen dialog of its own: the add-links open the form blank.
  if (mobile) (await find('button', 'Add your own item')).click();
  else {
    type(await find('[role=combobox]'), 'kayak');
    (await find('button', 'Can’t find your item? Add it yourself')).click();
  }
  const [name, width, height, depth, weight] = await fields();
  if (mobile) type(name, 'Kayak');
  if (dialog === 'custom-warning' || dialog === 'custom-blocked') {
    type(width, dialog === 'custom-warning' ? '400' : '500');
    type(height, '80');
    type(depth, '60');
    type(weight, '30');
  }
  (await find('dialog[open] button', 'Add item')).click();
  await find(dialog === 'custom-missing' ? '[part=error-summary]' : '[part=size-alert]');
} else if (dialog === 'remeasure') {
  (await find('button', 'Enter size of 3-seat sofa')).click();
  await find('dialog[open] form');
} else if (dialog === 'piano-error') {
  (await find('button', 'Add a piano by make and model')).click();
  const [make] = await fields();
  type(make, '--');
  (await find('dialog[open] button', 'Add piano')).click();
  await find('dialog[open] [part=field-error]');
} else if (dialog === 'volume-error') {
  (await find('button', 'Know the total volume? Add it')).click();
  (await find('dialog[open] input[type=radio]')).click();
  (await find('dialog[open] button', 'Add volume')).click();
  await find('dialog[open] [part=field-error]');
} else if (dialog === 'plate-error') {
  (await find('button', 'Look up by registration plate')).click();
  const [plate] = await fields();
  type(plate, 'ZZ99 ZZZ');
  (await find('dialog[open] button', 'Look up')).click();
  await find('dialog[open] [part=field-error]');
} else if (dialog === 'custom-car-error') {
  (await find('button', "Can't find your car? Add it by name")).click();
  const [make, model] = await fields();
  type(make, 'Ford');
  type(model, '?');
  (await find('dialog[open] button', 'Add car')).click();
  await find('dialog[open] [part=field-error]');
} else if (dialog === 'search') {
  if (mobile) (await find('.hk-ip-search-trigger')).click();
  type(await find('[role=combobox]'), 'sofa');
  await find('[role=option]');
} else if (dialog === 'categories') {
  if (mobile) {
    (await find('button', 'Browse by category')).click();
    await find('dialog[open] button');
  } else await find('[part=browse-item]');
}

await wait(300);
document.body.dataset.ready = 'true';
