import type { GeneralCatalogue } from './en-gb.js';

/** es-ES: Spanish of Spain, addressing the customer as «tú» like the rest of the widgets. */
export const esES: GeneralCatalogue = {
  usernameBlank: 'El nombre de usuario no puede estar vacío',
  usernameTaken: 'Ese nombre de usuario ya está registrado',
  emailInvalid: 'El correo electrónico introducido no es válido',
  emailTaken: 'La dirección de correo electrónico ya está registrada',
  phoneTaken: 'El número de teléfono ya está registrado',
  mobileTaken: 'El número de móvil ya está registrado',
  phoneInvalid: 'El número de teléfono no es válido',
  mobileInvalid: 'El número de móvil no es válido',
  loginFailed: 'No hemos podido iniciar tu sesión. Revisa tu correo electrónico y tu contraseña.',

  addressNeedsCoordinates: 'Elige una dirección de las sugerencias para que podamos situarla en el mapa.',
  addressSearchPlaceholder: 'Empieza a escribir una dirección o un código postal',
  postcodeLabel: 'Código postal',

  itemNameRequired: 'Escribe el nombre del artículo.',
  makeRequired: 'Indica la marca.',
  modelRequired: 'Indica el modelo.',
  quantityRequired: 'Indica cuántos.',
  dimensionsError: 'Indica el nombre, el ancho, el alto, el fondo y el peso, todos mayores que 0.',
  sizeSoftWarning:
    'Estas medidas parecen poco habituales para un artículo. Revísalas junto con las unidades y confirma para añadirlo igualmente.',
  sizeHardBlock:
    'Este artículo es demasiado grande o pesado para reservarlo en línea. Revisa las medidas y las unidades, o divídelo en artículos más pequeños.',
  missingItem: 'Elige al menos un artículo y cuántos quieres.',
  plateNumberError: 'No hemos encontrado ningún vehículo con esa matrícula. Revísala o elige la marca y el modelo.',
  noDataReturned: 'Error: no se han recibido datos',
  wrongItemId: 'Error: item_id incorrecto',

  insuranceNoAmount: 'Indica en números el valor de tus bienes para añadir Protection Plus.',
  insuranceHighAmount: 'Protection Plus cubre bienes por un valor de hasta {maximum}. Indica un valor menor.',
  insuranceLowAmount: 'El valor de tus bienes debe ser como mínimo la franquicia de {excess}.',

  noPriceOptions: 'No hay opciones de precio',
  priceError:
    'Ahora no hemos podido obtener precios para este trabajo. Revisa las direcciones y los artículos y vuelve a intentarlo.',

  accountDisabled: 'Tu cuenta está desactivada',
  notValidEmail: 'Introduce una dirección de correo electrónico válida',
  wrongCredentials: '¡Vaya! Contraseña incorrecta...',
  passwordNeeded: 'Introduce tu contraseña',
  ebayListingNotFound: 'No se ha encontrado el anuncio de eBay',
  noUserWithEmail: 'No hay ningún usuario con esa dirección de correo electrónico',
  required: 'Este campo es obligatorio',
  beforeToday: 'Esta fecha es anterior a hoy',
  beforePickupDate: 'La fecha de entrega que has elegido es anterior a la fecha de recogida',
  phoneIsMandatory: 'Introduce tu número de teléfono',
  serverError: '¡Error del servidor!',
  saveSuccessful: 'Se ha guardado correctamente',
  userCannotEditListing: 'El usuario no puede editar este anuncio. 30m-24h',
  customerCannotEditListing: 'El cliente no puede editar este anuncio.',

  paymentTokenTimeout: 'Los datos de la tarjeta no se han confirmado a tiempo. Vuelve a iniciar el pago.',
  unexpectedError: 'Algo ha fallado. Inténtalo de nuevo.',
  noPgsLambdaHost: 'No se ha definido el host lambda de pgs.',
  captureInputTimeout:
    'Se ha producido un error al capturar los datos. El cliente ha introducido un valor incorrecto o se ha superado el tiempo límite. Inténtalo de nuevo.',

  noSimilarJobs: 'Lo sentimos, no se han encontrado trabajos similares para este anuncio.',
  noteTextRequired: 'Escribe la nota antes de guardarla.',
  smsTextRequired: 'Escribe el mensaje antes de enviar el SMS.',
  sendQuoteNameRequired: 'Indica el nombre del cliente para enviar el presupuesto.',
  sendQuoteEmailRequired: 'Indica el correo electrónico del cliente para enviar el presupuesto.',
  sendQuotePricesRequired: 'Carga los precios antes de enviar el presupuesto.',
  freeCancellationHours: 'Cancelación gratuita hasta {count} horas antes del trabajo.',
  freeCancellationDays: 'Cancelación gratuita hasta {count} días antes del trabajo.',
};
