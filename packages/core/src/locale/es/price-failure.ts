import type { PriceFailureMessageKey } from '../price-failure.js';

/** es-ES words of a failed price call («tú», like the other widgets). */
export const priceFailureEsES: Record<PriceFailureMessageKey, string> = {
  priceFailedTitle: 'No hemos podido obtener tus precios',
  priceRefusedTitle: 'No podemos calcular el precio de este servicio tal como está',
  priceFailedNetwork:
    'No hemos podido conectar con nuestro servicio de precios. Comprueba tu conexión e inténtalo de nuevo.',
  priceFailedTemporary:
    'Nuestro servicio de precios ha tenido un problema. Lo que has elegido se conserva: inténtalo de nuevo.',
  priceFailedPermanent:
    'Volver a intentarlo no cambiará la respuesta. Revisa tus direcciones y tus objetos, o contacta con nosotros y te daremos un precio.',
  priceRetry: 'Reintentar',
  priceRetryIn: 'Reintentar en {seconds} s',
};
