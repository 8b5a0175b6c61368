import type { TimeSliderMessageKey } from '../time-slider.js';

/** es-ES words of the time slider («tú», like the other widgets). */
export const timeSliderEsES: Record<TimeSliderMessageKey, string> = {
  heading: 'Franja horaria',
  modeLegend: 'Elige la hora de',
  modeCollection: 'Recogida',
  modeDelivery: 'Entrega',
  windowCollection: 'Recogida entre las {start} y las {end}',
  windowDelivery: 'Entrega entre las {start} y las {end}',
  startCollection: 'Recogida más temprana',
  endCollection: 'Recogida más tardía',
  startDelivery: 'Entrega más temprana',
  endDelivery: 'Entrega más tardía',
  minimumOne: 'Danos una franja de al menos 1 hora.',
  minimumMany: 'Danos una franja de al menos {hours} horas.',
  deliveryFrom: 'Entregas a partir de las {hour}.',
  collectionOnly: 'En los trayectos largos solo podemos fijar la hora de recogida.',
  adminExempt:
    'Trayecto largo: los clientes solo pueden fijar la hora de recogida. Como administrador, también puedes fijar la de entrega.',
  expectedDelivery: 'Entrega prevista entre las {start} y las {end}',
  expectedDeliveryBy: 'Entrega prevista hasta las {end}',
  adminDeliveryBasis:
    'Franja de recogida + {trip} h de trayecto + {loading} h de carga + 1 h, hasta las {cap} como muy tarde.',
  adminDeliveryFrom: 'Con una recogida entre las {start} y las {end}.',
  reset: 'Restablecer horas',
  resetSaid: 'Horas restablecidas: {window}. Estamos actualizando los precios.',
  loading: 'Cargando las franjas horarias…',
  confirmToDeliveryTitle: '¿Fijar la hora de entrega?',
  confirmToCollectionTitle: '¿Fijar la hora de recogida?',
  confirmToDelivery:
    'Para muebles fijamos la hora de recogida o la de entrega, no las dos. Se borrará tu hora de recogida, de {start} a {end}.',
  confirmToCollection:
    'Para muebles fijamos la hora de recogida o la de entrega, no las dos. Se borrará tu hora de entrega, de {start} a {end}.',
  keepCollection: 'Mantener la recogida',
  keepDelivery: 'Mantener la entrega',
  switchToDelivery: 'Cambiar a entrega',
  switchToCollection: 'Cambiar a recogida',
  close: 'Cerrar',
  partFailed: 'No se ha podido cargar esta parte. Comprueba tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
};
