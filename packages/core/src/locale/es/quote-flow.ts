import type { QuoteFlowMessageKey } from '../quote-flow.js';

/** es-ES words of the flow («tú», like the other widgets). */
export const quoteFlowEsES: Record<QuoteFlowMessageKey, string> = {
  flowStepPartnerItems: 'Tus artículos',
  flowStepListingItems: 'Tu encargo',
  flowStepFurniture: 'Tus muebles',
  flowStepInventory: 'Tu mudanza',
  flowStepPriceOptions: 'Fechas y precios',
  flowProgress: 'Paso {index} de {count}',
  flowErrorSummaryTitle: 'Hay un problema',
  flowPickupMissing: 'Escribe una dirección de recogida',
  flowPickupLocated: 'Elige la dirección de recogida entre las sugerencias para que podamos situarla en el mapa',
  flowPickupInvalid: 'Escribe una dirección de recogida válida',
  flowDeliveryMissing: 'Escribe una dirección de entrega',
  flowDeliveryLocated: 'Elige la dirección de entrega entre las sugerencias para que podamos situarla en el mapa',
  flowDeliveryInvalid: 'Escribe una dirección de entrega válida',
  flowItemsMissing: 'Añade al menos un artículo',
  flowItemsInvalid: 'Revisa tus artículos',
  flowDateMissing: 'Elige una fecha de recogida',
  flowDateInvalid: 'Elige una fecha de recogida válida',
  flowFieldInvalid: 'Revisa esta respuesta',
};
