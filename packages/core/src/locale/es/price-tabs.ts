import type { PriceTabsMessageKey } from '../price-tabs.js';

/** es-ES words of the price tabs («tú», like the other widgets). */
export const priceTabsEsES: Record<PriceTabsMessageKey, string> = {
  tabsLabel: 'Opciones de precio',
  cardsLegend: 'Elige tu opción de precio',
  crewDriverOnly: 'Solo el conductor',
  crewOneHelper: 'Conductor + 1 ayudante',
  crewHelpers: 'Conductor + {count} ayudantes',
  peopleOne: '1 persona para cargar',
  peopleMany: '{count} personas para cargar',
  tabFlexible: 'Ahorro: fechas flexibles',
  tabFlexibleAbout: 'Paga menos: el servicio se hace un día de tu margen',
  priceFrom: 'desde {price}',
  priceNone: 'Sin precio',
  priceHidden: 'Precio oculto',
  infoOpen: 'Sobre los ayudantes y el tiempo de carga',

  dayLabel: 'Tu fecha',
  dayNone: 'Elige una fecha en el calendario para ver el total y continuar.',
  dayPattern: "EEEE, d 'de' MMMM",
  dayFlexible: '{day}, flexible',
  totalLabel: 'Total',
  totalNow: 'Total ahora {total}',
  totalUpdating: 'Actualizando…',
  totalDiscounted: 'con tu descuento permanente del {percent}\u00a0%',
  continue: 'Continuar',
  saveFailedTitle: 'No hemos podido guardar tu presupuesto',
  saveFailedText: 'Todo lo que has elegido se conserva. Comprueba tu conexión e inténtalo de nuevo.',
  saveRetry: 'Reintentar',
  serviceLevel: 'Nivel de servicio: {level}',
  serviceLevelChange: 'Cambiar',
  serviceLevelChangeLabel: 'Cambiar el nivel de servicio',
  showPrices: 'Ver los precios',

  level_standard: 'Estándar',
  level_standard_plus: 'Estándar Plus',
  level_premium: 'Premium',

  close: 'Cerrar',
  partFailed: 'No se ha podido cargar. Comprueba tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
};
