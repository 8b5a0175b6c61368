/**
 * The kinds of item the UI draws an icon for. Each kind also stands for its family, so few
 * items fall back to `item`: `washing-machine` is any box-shaped appliance (dryer, dishwasher,
 * cooker, printer), `tv` screens, computers and speakers, `bike` sports and fitness kit, `piano`
 * musical instruments, `car` motor vehicles and tyres, `plant` plants and garden tools,
 * `mirror` flat framed things (pictures, whiteboards), `box` anything packed (boxes, cases,
 * bags, crates), `wardrobe` tall storage (cabinets, bookcases, shelving), `drawers` low
 * storage (chests, bedside tables, sideboards), `sofa` upholstered seats (armchairs too).
 */
export const ITEM_KINDS = [
  'sofa',
  'bed',
  'wardrobe',
  'table',
  'chair',
  'drawers',
  'box',
  'fridge',
  'washing-machine',
  'tv',
  'piano',
  'bike',
  'car',
  'plant',
  'mirror',
  'desk',
  'item',
] as const;

/** One of ITEM_KINDS. */
export type ItemKind = (typeof ITEM_KINDS)[number];

/**
 * Keywords per kind, English and Spanish, on folded text (lower case, no accents, words split
 * by single spaces); each matches at a word start, so "sofa" finds "sofabed" and "bici" finds
 * "bicicleta". The first rule that matches wins, so the more specific come first: "Piano
 * stool" is a chair, "Sofa bed" a sofa, "Wardrobe box" a box, "Chest freezer" a fridge, and a
 * "Bedside table" a chest of drawers (it is a small cabinet, and the drawers icon says so
 * better than a table's legs). Lamps come first so "Table lamp" is not a table, and boxes
before beds so "Boxes for a 1-bed flat" is boxes.
 */
const RULES: readonly (readonly [ItemKind, RegExp])[] = [
  ['item', /\blamp/],
  ['sofa', /\b(?:sofa|settee|couch|armchair|sillon|chaise)/],
  ['desk', /\b(?:desks?\b|escritorio|bureau|secreter|workbench|banco de trabajo)/],
  [
    'bike',
    /\b(?:bike|bicycle|bici|treadmill|cinta de correr|rowing|remo|cross trainer|dumbbell|mancuerna|gym|gimnasio|multiestacion|weight|pesas|punch|boxeo|golf|surf|kayak|skis?\b|esquis|trampoline|cama elastica)/,
  ],
  [
    'drawers',
    /\b(?:bedside|mesita|drawer|cajon|comoda|sinfonier|tallboy|filing|archivador|sideboard|aparador|tool chest|carro de herramientas|vanity|mueble de lavabo|cube|estanteria de cubos|entertainment|multimedia)/,
  ],
  [
    'chair',
    /\b(?:chair|highchair|pushchair|wheelchair|car seat|silla|stool|footstool|taburete|banqueta|reposapies|pouf|puf|ottoman|bean bag|bench|banco|mecedora|trona|lounger|tumbona)/,
  ],
  [
    'piano',
    /\b(?:piano|keyboard|teclado|organ|guitar|amplifi|drum|bateria|cello|violonchelo|double bass|contrabajo|harp|arpa|jukebox|maquina de discos)/,
  ],
  ['fridge', /\b(?:fridge|frigorifico|nevera|freezer|congelador|wine cooler|vinoteca)/],
  [
    'box',
    /\b(?:box|toolbox|caja|baul|crate|jaula|chest|bubble|burbujas|suitcase|maleta|holdall|bag|bolsa|safe\b|basket|cesto|bin\b|cubo de basura|tent|tienda de campana)/,
  ],
  ['bed', /\b(?:bed|cama|mattress|colchon|headboard|cabecero|cot\b|cuna|divan|litera|canape)/],
  [
    'wardrobe',
    /\b(?:wardrobe|armario|closet|cupboard|cabinet|bookcase|libreria|vitrina|shelving|estanteria|dresser|alacena|mueble bar|mueble esquinero|columna|clothes rail|burro)/,
  ],
  [
    'washing-machine',
    /\b(?:washing machine|washer|dryer|lavadora|secadora|dishwasher|lavavajillas|cooker|cocina electrica|cocina de gran|microwave|microondas|dehumidifier|deshumidificador|air conditioner|aire acondicionado|printer|impresora|photocopier|fotocopiadora|sewing machine|maquina de coser)/,
  ],
  [
    'table',
    /\b(?:table|mesa|tv stand|mueble de tv|aquarium stand|mueble de acuario|trolley|carrito|island|isla|ironing|tabla de planchar|tocador|cambiador|billar)/,
  ],
  ['tv', /\b(?:tv|television|televisor|monitor|computer|ordenador|speaker|altavoz|hi fi|equipo de musica)/],
  ['car', /\b(?:car\b|coche|motorbike|moto\b|scooter|tyre|neumatico)/],
  [
    'plant',
    /\b(?:plant|maceta|christmas tree|arbol de navidad|mower|cortacesped|strimmer|desbrozadora|wheelbarrow|carretilla|parasol|sombrilla|barbecue|barbacoa|hose|portamanguera|washing line|tendedero giratorio|patio heater|estufa de terraza|chiminea|chimenea de exterior)/,
  ],
  ['mirror', /\b(?:mirror|espejo|picture|cuadro|whiteboard|pizarra)/],
];

/**
 * The kind of an item from its name, in English or Spanish, whatever the case and accents:
 * "Sofá de 3 plazas" → sofa, "Fridge-freezer" → fridge, "Piano stool" → chair. A name no
 * keyword matches is an `item`.
 */
export function itemKind(name: string): ItemKind {
  const text = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
  return RULES.find(([, pattern]) => pattern.test(text))?.[0] ?? 'item';
}

/**
 * The kind of a move item. An item from the car flow's lists or the plate lookup (a make or model
 * id or name) is a car, whatever its name says ("Volkswagen Golf" is no golf kit); a custom one,
 * named by make and model, is a piano when its name says so (the custom piano) and a car
 * otherwise (the custom car). Every other item is its name's kind.
 */
export function moveItemKind(item: {
  name: string;
  make_id?: unknown;
  make_name?: unknown;
  model_id?: unknown;
  custom_make_name?: unknown;
}): ItemKind {
  const given = (field: unknown) => field !== undefined && field !== null && field !== '';
  if ([item.make_id, item.make_name, item.model_id].some(given)) return 'car';
  const kind = itemKind(item.name);
  return given(item.custom_make_name) && kind !== 'piano' ? 'car' : kind;
}
