/**
 * The demo item sets as compact rows: `[en-GB name, es-ES name, [[item_id, qty], …]]`. Box
 * quantities follow docs/domain-notes.md (1-bed 20–25 boxes, 2-bed 40–45, 3-bed 60–65).
 */

/** One item-set row: its names (en-GB, es-ES) and its `[item_id, qty]` lines. */
export type ItemSetRow = readonly [name: string, es: string, lines: readonly (readonly [id: number, qty: number])[]];

/** Every item set of the demo catalogue. */
// biome-ignore format: one set per line reads as a table
export const ITEM_SET_ROWS: readonly ItemSetRow[] = [
  ['3-seat sofa set', 'Conjunto de sofá de 3 plazas', [[102, 1], [107, 2], [114, 1]]],
  ['2-seat sofa set', 'Conjunto de sofá de 2 plazas', [[101, 1], [107, 1], [115, 1]]],
  ['TV and stand', 'Televisor y mueble de TV', [[120, 1], [118, 1]]],
  ['Single bed set', 'Conjunto de cama individual', [[201, 1], [202, 1], [212, 1]]],
  ['Double bed set', 'Conjunto de cama de matrimonio', [[203, 1], [204, 1], [212, 2]]],
  ['King size bed set', 'Conjunto de cama de 150', [[205, 1], [206, 1], [212, 2]]],
  ['Bedroom furniture set', 'Muebles de dormitorio', [[217, 1], [213, 1], [219, 1], [220, 1]]],
  ['Nursery set', 'Habitación del bebé', [[1102, 1], [1103, 1], [1110, 1]]],
  ['Dining set (4 chairs)', 'Comedor (4 sillas)', [[301, 1], [306, 4]]],
  ['Dining set (6 chairs)', 'Comedor (6 sillas)', [[302, 1], [306, 6]]],
  ['Breakfast bar set', 'Mesa alta con taburetes', [[403, 1], [309, 2]]],
  ['Kitchen appliance set', 'Electrodomésticos de cocina', [[506, 1], [501, 1], [407, 1]]],
  ['Home office set', 'Despacho en casa', [[601, 1], [604, 1], [607, 1], [608, 1], [609, 1]]],
  ['Garden furniture set', 'Muebles de jardín', [[701, 1], [702, 4], [706, 1], [707, 1]]],
  ['Home gym set', 'Gimnasio en casa', [[1203, 1], [1204, 1], [1207, 1], [1208, 1]]],
  ['Upright piano and stool', 'Piano vertical con banqueta', [[1301, 1], [1305, 1]]],
  ['Boxes for a studio flat', 'Cajas para un estudio', [[1020, 6], [884, 6], [845, 3], [26688, 1]]],
  ['Boxes for a 1-bed flat', 'Cajas para un piso de 1 dormitorio', [[1020, 8], [884, 8], [845, 6], [28424, 2], [26688, 1]]],
  ['Boxes for a 2-bed house', 'Cajas para una casa de 2 dormitorios', [[1020, 15], [884, 15], [845, 12], [28424, 3], [26688, 2]]],
  ['Boxes for a 3-bed house', 'Cajas para una casa de 3 dormitorios', [[1020, 20], [884, 20], [845, 20], [28424, 5], [26688, 3]]],
];
