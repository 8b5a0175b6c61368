import type { SendQuoteMessageKey } from '../send-quote.js';

/** es-ES words of the send-quote dialog («tú», like the other widgets). */
export const sendQuoteEsES: Record<SendQuoteMessageKey, string> = {
  sendQuoteOpen: 'Envíame este presupuesto por correo',
  sendQuoteTitle: 'Enviar este presupuesto por correo',
  sendQuoteAdminTitle: 'Enviar el presupuesto por correo',
  sendQuoteIntro: 'Te enviaremos los precios de tu trabajo a esta dirección.',
  sendQuoteAdminIntro: 'Envía al cliente los precios de este trabajo.',
  sendQuoteName: 'Nombre',
  sendQuoteEmail: 'Correo electrónico',
  sendQuoteSubmit: 'Enviar presupuesto',
  sendQuoteSending: 'Enviando…',
  sendQuoteSent: 'Presupuesto enviado a {email}.',
  sendQuoteSendAgain: 'Enviar de nuevo',
  sendQuoteClose: 'Cerrar',
  sendQuoteErrorPrefix: 'Error:',
  sendQuoteNameMissing: 'Escribe tu nombre.',
  sendQuoteEmailMissing: 'Escribe tu correo electrónico.',
  sendQuoteAdminNameMissing: 'Escribe el nombre del cliente.',
  sendQuoteAdminEmailMissing: 'Escribe el correo electrónico del cliente.',
  sendQuotePricesMissing: 'Aún no hay precios que enviar. Espera a que se carguen e inténtalo de nuevo.',
  sendQuoteSaveFailed: 'No se ha podido guardar tu presupuesto, así que no se ha enviado. Inténtalo de nuevo.',
};
