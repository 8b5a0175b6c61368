import type { VanSelectorMessageKey } from '../van-selector.js';

/** es-ES words of the van selector («tú», like the other widgets). */
export const vanSelectorEsES: Record<VanSelectorMessageKey, string> = {
  vanLegend: 'Elige tu furgoneta',
  van_small_transit_label: 'Furgoneta pequeña',
  van_small_transit_info: 'Transit de batalla corta, unos 6\u00a0m³',
  van_small_transit_description: 'Caben unos pocos muebles y cajas, como una habitación o una mudanza de estudiante.',
  van_large_transit_label: 'Furgoneta grande',
  van_large_transit_info: 'Transit de batalla larga y techo alto, unos 12\u00a0m³',
  van_large_transit_description: 'Cabe lo de un piso de un dormitorio, o un sofá, una cama y unas veinte cajas.',
  van_luton_van_label: 'Camión Luton',
  van_luton_van_info: 'Camión caja de 3,5\u00a0t, unos 20\u00a0m³, con carné de coche',
  van_luton_van_description:
    'Cabe lo de una casa de dos dormitorios; la caja lleva de pie los muebles altos, como armarios.',
  vanLoadSpace: 'Espacio de carga {length} × {width} × {height}\u00a0cm',
  vanPayload: 'Carga hasta {payload}\u00a0kg',
  vanFitsBadge: 'Caben tus cosas',
  vanItems: 'Tus cosas: unos {volume}\u00a0m³, {weight}\u00a0kg.',
  vanItemsFit: 'El vehículo más pequeño en el que caben: {van}.',
  vanNoItems: 'Añade tus cosas para ver en qué furgoneta caben.',
  vanNoneFitsTitle: 'Tus cosas necesitan más de un viaje',
  vanNoneFits: 'Unos {volume}\u00a0m³ y {weight}\u00a0kg es más de lo que lleva de una vez incluso el camión Luton.',
  vanTooSmall:
    'Puede que tus cosas no quepan en el vehículo que has elegido ({van}). El más pequeño en el que caben: {fit}.',
  vanChosen: 'Elegido: {van}',
};
