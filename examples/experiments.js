// The experiments page: a furniture quote under the test lab's person-tabs experiment, and what
// this quote got. The lab allocates a new quote by bit 0 of its pre-listing id (even: one person
// by default, odd: two); under "two", Continue with one person first offers a helper. The page
// reads the session through the public API (`getSession`) and starts a new quote by dropping the
// saved draft. `?adapter=server` uses this server's API (else the built-in demo data), `?id=` gives
// the new quote's pre-listing id, `?locale=` its language, `?build=react` the React build.
const params = new URLSearchParams(location.search);
const build = params.get('build') === 'react' ? '.react' : '';
const server = params.get('adapter') === 'server';
const LOCALES = ['en-GB', 'en-IE', 'es-ES'];
const locale = LOCALES.includes(params.get('locale')) ? params.get('locale') : 'en-GB';
const chosenId = /^\d{1,15}$/.test(params.get('id') ?? '') ? params.get('id') : null;
const SESSION = 'experiments';
const DRAFT_PREFIX = `haulkit:draft:${SESSION}`;

const english = {
  title: 'Experiments: person-tabs on furniture',
  quote: 'This quote',
  explain:
    'The test lab allocates each new quote by its pre-listing id: an even id sees one person by default, an odd id two. With two, Continue on a furniture quote with one person first offers a helper.',
  idLabel: 'Pre-listing',
  noId: 'Not made yet: it is made when prices are first asked for.',
  variantLabel: 'Variant',
  noVariant: 'Not allocated yet.',
  fixed_1: 'One person by default (fixed_1): Continue goes straight on.',
  fixed_2: 'Two people by default (fixed_2): Continue with one person offers a helper first.',
  inactive: 'The experiment is not running: the flow is unchanged.',
  trackedLabel: 'Reported to the test lab',
  notTracked: 'Not yet.',
  tracked: 'Yes, once.',
  chosenLabel: 'Pre-listing id for the new quote (empty: a random one)',
  localeLabel: 'Language',
  start: 'Start a new quote',
  demo: 'Built-in demo data (no API calls). ',
  server: 'This server’s API, test lab under /test-lab/. ',
  other: 'Use the other one',
};

/** The page's words: en-GB, en-IE (as en-GB) and es-ES. */
const WORDS = {
  'en-GB': english,
  'en-IE': english,
  'es-ES': {
    title: 'Experimentos: person-tabs en muebles',
    quote: 'Este presupuesto',
    explain:
      'El laboratorio de pruebas asigna cada presupuesto nuevo por su id de prepublicación: un id par ve una persona por defecto, uno impar dos. Con dos, Continuar en un presupuesto de muebles con una persona ofrece antes un ayudante.',
    idLabel: 'Prepublicación',
    noId: 'Aún no creada: se crea al pedir los precios por primera vez.',
    variantLabel: 'Variante',
    noVariant: 'Aún sin asignar.',
    fixed_1: 'Una persona por defecto (fixed_1): Continuar sigue directamente.',
    fixed_2: 'Dos personas por defecto (fixed_2): Continuar con una persona ofrece antes un ayudante.',
    inactive: 'El experimento no está activo: el proceso no cambia.',
    trackedLabel: 'Comunicado al laboratorio de pruebas',
    notTracked: 'Aún no.',
    tracked: 'Sí, una vez.',
    chosenLabel: 'Id de prepublicación del presupuesto nuevo (vacío: uno al azar)',
    localeLabel: 'Idioma',
    start: 'Empezar un presupuesto nuevo',
    demo: 'Datos de demostración integrados (sin llamadas a la API). ',
    server: 'La API de este servidor, laboratorio de pruebas en /test-lab/. ',
    other: 'Usar la otra',
  },
};
const words = WORDS[locale];
const byId = (id) => document.getElementById(id);

document.documentElement.lang = locale;
document.title = words.title;
for (const [id, key] of [
  ['page-title', 'title'],
  ['quote-title', 'quote'],
  ['explain', 'explain'],
  ['id-label', 'idLabel'],
  ['variant-label', 'variantLabel'],
  ['tracked-label', 'trackedLabel'],
  ['chosen-label', 'chosenLabel'],
  ['locale-label', 'localeLabel'],
  ['start', 'start'],
])
  byId(id).textContent = words[key];
byId('locale').value = locale;
if (chosenId) byId('chosen-id').value = chosenId;

// Which adapter: a link to the other one keeps the rest of the address.
const note = byId('adapter-note');
const other = document.createElement('a');
const otherParams = new URLSearchParams(params);
if (server) otherParams.delete('adapter');
else otherParams.set('adapter', 'server');
other.href = `?${otherParams}`;
other.textContent = words.other;
note.append(server ? words.server : words.demo, other);

const flow = document.querySelector('hk-quote-flow');
flow.setAttribute('locale', locale);
if (server) flow.setAttribute('api-base', '/');

// A new quote: the saved draft of this page's session is dropped, then the page is loaded again.
byId('new-quote').addEventListener('submit', (event) => {
  event.preventDefault();
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key === DRAFT_PREFIX || key?.startsWith(`${DRAFT_PREFIX}#`)) localStorage.removeItem(key);
  }
  const next = new URLSearchParams(params);
  const id = byId('chosen-id').value.trim();
  if (/^\d{1,15}$/.test(id)) next.set('id', id);
  else next.delete('id');
  next.set('locale', byId('locale').value);
  location.search = `?${next}`;
});

const [{ getSession }] = await Promise.all([import(`/dist/api${build}.js`), import(`/dist/quote-flow${build}.js`)]);
const session = getSession(SESSION);
await session.ready;
// The chosen id goes on a new quote only; a restored draft keeps its own.
if (chosenId && !session.$listing.get().pre_listing_id)
  session.update((state) => ({ ...state, listing: { ...state.listing, pre_listing_id: chosenId } }));

const personTabs = () => session.$context.get().experiments?.find((experiment) => experiment?.name === 'person-tabs');
const inactive = (experiment) =>
  experiment.active === false || ['stopped', 'completed'].includes(String(experiment.status ?? '').toLowerCase());
function show() {
  const id = session.$listing.get().pre_listing_id;
  byId('prelisting').textContent = id ? String(id) : words.noId;
  const experiment = personTabs();
  byId('variant').textContent = !experiment
    ? words.noVariant
    : inactive(experiment)
      ? words.inactive
      : (words[experiment.variant] ?? String(experiment.variant));
  byId('variant').dataset.variant = experiment?.variant ?? '';
  byId('tracked').textContent = experiment?.tracked === true ? words.tracked : words.notTracked;
}
session.$listing.listen(show);
session.$context.listen(show);
show();
document.body.dataset.ready = 'true';
