import type { RouteMapMessageKey } from '../route-map.js';

/** es-ES words of the route map («tú», like the other widgets). */
export const routeMapEsES: Record<RouteMapMessageKey, string> = {
  mapRegionLabel: 'Mapa de la ruta',
  mapRouteLabel: 'Mapa de la ruta de {pickup} a {delivery}',
  mapPickupLabel: 'Mapa de la dirección de recogida: {address}',
  mapDeliveryLabel: 'Mapa de la dirección de entrega: {address}',
  mapEmpty: 'El mapa muestra la ruta cuando escribas las direcciones de recogida y de entrega.',
  mapLoading: 'Cargando el mapa…',
  mapFailedTitle: 'No se ha podido cargar el mapa interactivo',
  mapPartFailedTitle: 'No se ha podido cargar el mapa',
  mapPartFailed: 'Comprueba tu conexión y vuelve a intentarlo. Tus direcciones se conservan.',
  mapStyleFailedTitle: 'No se ha podido cargar el estilo del mapa',
  mapFailed: 'Se muestra un mapa sencillo de la ruta.',
  mapRetry: 'Reintentar',
  mapPickupMarker: 'Recogida: {address}',
  mapDeliveryMarker: 'Entrega: {address}',
  mapAttribution: 'Contorno de tierra: Natural Earth',
  mapZoomIn: 'Acercar',
  mapZoomOut: 'Alejar',
};
