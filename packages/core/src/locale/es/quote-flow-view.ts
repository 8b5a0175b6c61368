import type { QuoteFlowViewMessageKey } from '../quote-flow-view.js';

/** es-ES words of the quote flow frame («tú», like the other widgets). */
export const quoteFlowViewEsES: Record<QuoteFlowViewMessageKey, string> = {
  flowLabel: 'Pide presupuesto',
  progressLabel: 'Pasos de tu presupuesto',
  back: 'Atrás',
  continue: 'Continuar',
  readyTitle: 'Tu presupuesto está listo',
  readyText: 'Tu presupuesto está guardado. En la página siguiente te pedimos tus datos para reservarlo.',
  viewListing: 'Ver tu anuncio',
  changeSomething: 'Cambiar algo',
  stepLoadFailed: 'No se ha podido cargar este paso.',
  retry: 'Reintentar',
  itemListLink: 'Buscar objetos por su nombre',
};
