import { type Locale, numberFormat, resolveLocale } from './locales.js';
import { currencyForLocale } from './money.js';
import { createTranslator } from './translator.js';

/**
 * The words of Protection Plus (customer-quote-flow.md §2, §4, §5, §8, §9; back-office §2, §5,
 * §9): the card, the add and remove dialogs, the error of each code and the two pages of the
 * insurance terms. Apart from the full catalogue, so that `<hk-insurance>` loads only its own
 * words. Amounts arrive formatted as money (the locale's currency); the error sentences say the
 * same as the catalogue's `insuranceNoAmount`, `insuranceHighAmount` and `insuranceLowAmount`.
 * The terms are not shown in the spec: they are written from DOMAIN-NOTES (cover priced on the
 * declared value of goods, with an excess), with the service's own figures.
 */
export const insuranceEnGB = {
  // The card.
  title: 'Protection Plus',
  intro: 'Cover for your goods against loss or damage during the move.',
  coverLabel: 'Cover up to',
  excessLabel: 'Excess per claim',
  noExcess: 'None',
  fromPrice: 'From {price}',
  rate: '{rate} of the value of your goods',
  international: 'Your move crosses a border, so the international terms apply.',
  premiumIncluded: 'Your premium package already covers goods worth up to {value}. Add Protection Plus to cover more.',
  add: 'Add Protection Plus',
  added: 'Added',
  valueLabel: 'Value of your goods',
  premiumLabel: 'Price',
  change: 'Change value',
  remove: 'Remove',
  terms: 'Read the terms',
  disabled: 'Your quote already includes full cover for your goods, so Protection Plus can’t be added.',
  unpriced: 'Protection Plus is offered with your prices. Enter your addresses and items to see it.',
  notOffered: 'Protection Plus isn’t offered for this job.',
  loading: 'Loading Protection Plus…',
  pricesFailedTitle: 'Protection Plus couldn’t be priced',
  pricesFailed: 'Your prices didn’t load. Check your connection, then try again.',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  partFailed: 'This part couldn’t load. Check your connection, then try again.',

  // The add dialog (§4, §5).
  addTitle: 'Add Protection Plus',
  changeTitle: 'Change the value of your goods',
  addIntro: 'Tell us what everything you’re moving is worth: the price of Protection Plus depends on it.',
  valueHintRange: 'Between {min} and {max}, in numbers, like 12,000.',
  valueHintMin: 'At least {min}, in numbers, like 12,000.',
  valueHintMax: 'Up to {max}, in numbers, like 12,000.',
  valueHintPlain: 'In numbers, like 12,000.',
  livePremiumLabel: 'Your price',
  livePremiumEmpty: 'Shown once you enter the value of your goods',
  submitAdd: 'Add Protection Plus',
  submitChange: 'Save value',
  errorPrefix: 'Error:',
  noAmount: 'Enter the value of your goods, in numbers, to add Protection Plus.',
  highAmount: 'Protection Plus covers goods worth up to {maximum}. Enter a lower value.',
  highAmountNoMaximum: 'Protection Plus does not cover goods of that value. Enter a lower value.',
  lowAmount: 'The value of your goods must be at least the {excess} excess.',
  lowAmountNoExcess: 'The value of your goods must be at least the excess. Enter a higher value.',
  addedSaid: 'Protection Plus added: goods worth {value}, price {premium}.',
  changedSaid: 'Protection Plus changed: goods worth {value}, price {premium}.',

  // The remove dialog (§4).
  removeTitle: 'Remove Protection Plus?',
  removeBody: 'Your goods won’t be covered by Protection Plus any more, and {premium} comes off your price.',
  removeBodyPremium:
    'Your goods will be covered up to the {value} your premium package includes, and {premium} comes off your price.',
  removeConfirm: 'Remove Protection Plus',
  removeKeep: 'Keep Protection Plus',
  removedSaid: 'Protection Plus removed.',

  // The insurance terms, two pages (back-office §2, §9).
  termsTitle: 'Protection Plus terms',
  termsPage: 'Page {page} of {pages}',
  termsNext: 'Next',
  termsBack: 'Back',
  termsCoveredHeading: 'What is covered',
  termsCovered:
    'Protection Plus covers the goods on your booking against accidental loss or damage from the moment they are loaded until they are unloaded at the delivery address.',
  termsCover: 'It covers goods worth up to {cover} in total for this move.',
  termsNoCover: 'It covers the value of goods you give when you add it.',
  termsValue:
    'Give the full cost of replacing your goods as their value. If they are worth more than the value you give, a claim is paid in the same proportion.',
  termsPrice: 'It costs {rate} of the value of your goods, and at least {min}.',
  termsPriceNoMinimum: 'It costs {rate} of the value of your goods.',
  termsInternational: 'Your move crosses a border, so these are the international figures.',
  termsExcessHeading: 'The excess',
  termsExcess: 'The first {excess} of each claim is not paid: this is the excess.',
  termsNoExcess: 'There is no excess: a claim is paid from the first pound.',
  termsNotCoveredHeading: 'What is not covered',
  termsNotCovered1: 'Cash, jewellery, watches, documents, and other valuables.',
  termsNotCovered2: 'Goods you packed yourself, unless their packaging is damaged too.',
  termsNotCovered3: 'Wear and tear, faults of machines and electrical goods, and damage from damp, mould or insects.',
  termsNotCovered4: 'Food and other perishable goods, plants and animals.',
  termsNotCovered5: 'Goods left in storage, and losses caused by delay.',
  termsClaimHeading: 'How to claim',
  termsClaim1: 'Write any loss or damage on the delivery paperwork before the driver leaves, and take photos.',
  termsClaim2:
    'Tell us within 7 days of delivery, with your booking reference, the photos and what each item is worth.',
  termsClaim3: 'Keep damaged items until your claim is settled: we may need to see them.',
  termsClaim4: 'We repair an item, or pay its value less the excess, usually within 30 days.',
};

/** Keys of the Protection Plus words. */
export type InsuranceMessageKey = keyof typeof insuranceEnGB;

/** es-ES words of Protection Plus («tú», like the other widgets). */
export const insuranceEsES: Record<InsuranceMessageKey, string> = {
  title: 'Protection Plus',
  intro: 'Cobertura para tus bienes contra pérdidas o daños durante la mudanza.',
  coverLabel: 'Cubre hasta',
  excessLabel: 'Franquicia por siniestro',
  noExcess: 'Ninguna',
  fromPrice: 'Desde {price}',
  rate: '{rate} del valor de tus bienes',
  international: 'Tu mudanza cruza una frontera, así que se aplican las condiciones internacionales.',
  premiumIncluded:
    'Tu paquete premium ya cubre bienes por un valor de hasta {value}. Añade Protection Plus para cubrir más.',
  add: 'Añadir Protection Plus',
  added: 'Añadido',
  valueLabel: 'Valor de tus bienes',
  premiumLabel: 'Precio',
  change: 'Cambiar valor',
  remove: 'Quitar',
  terms: 'Leer las condiciones',
  disabled: 'Tu presupuesto ya incluye una cobertura total de tus bienes, así que no puedes añadir Protection Plus.',
  unpriced: 'Protection Plus se ofrece con tus precios. Indica tus direcciones y tus objetos para verlo.',
  notOffered: 'Protection Plus no se ofrece para este trabajo.',
  loading: 'Cargando Protection Plus…',
  pricesFailedTitle: 'No se ha podido calcular el precio de Protection Plus',
  pricesFailed: 'Tus precios no se han cargado. Comprueba tu conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  close: 'Cerrar',
  cancel: 'Cancelar',
  partFailed: 'Esta parte no se ha podido cargar. Comprueba tu conexión y vuelve a intentarlo.',

  addTitle: 'Añadir Protection Plus',
  changeTitle: 'Cambiar el valor de tus bienes',
  addIntro: 'Dinos cuánto vale todo lo que vas a trasladar: el precio de Protection Plus depende de ello.',
  valueHintRange: 'Entre {min} y {max}, en números, por ejemplo 12.000.',
  valueHintMin: 'Como mínimo {min}, en números, por ejemplo 12.000.',
  valueHintMax: 'Hasta {max}, en números, por ejemplo 12.000.',
  valueHintPlain: 'En números, por ejemplo 12.000.',
  livePremiumLabel: 'Tu precio',
  livePremiumEmpty: 'Se muestra cuando indiques el valor de tus bienes',
  submitAdd: 'Añadir Protection Plus',
  submitChange: 'Guardar valor',
  errorPrefix: 'Error:',
  noAmount: 'Indica en números el valor de tus bienes para añadir Protection Plus.',
  highAmount: 'Protection Plus cubre bienes por un valor de hasta {maximum}. Indica un valor menor.',
  highAmountNoMaximum: 'Protection Plus no cubre bienes de ese valor. Indica un valor menor.',
  lowAmount: 'El valor de tus bienes debe ser como mínimo la franquicia de {excess}.',
  lowAmountNoExcess: 'El valor de tus bienes debe ser como mínimo la franquicia. Indica un valor mayor.',
  addedSaid: 'Protection Plus añadido: bienes por valor de {value}, precio {premium}.',
  changedSaid: 'Protection Plus cambiado: bienes por valor de {value}, precio {premium}.',

  removeTitle: '¿Quitar Protection Plus?',
  removeBody: 'Tus bienes dejarán de estar cubiertos por Protection Plus y se restarán {premium} de tu precio.',
  removeBodyPremium:
    'Tus bienes quedarán cubiertos hasta los {value} que incluye tu paquete premium y se restarán {premium} de tu precio.',
  removeConfirm: 'Quitar Protection Plus',
  removeKeep: 'Mantener Protection Plus',
  removedSaid: 'Protection Plus quitado.',

  termsTitle: 'Condiciones de Protection Plus',
  termsPage: 'Página {page} de {pages}',
  termsNext: 'Siguiente',
  termsBack: 'Anterior',
  termsCoveredHeading: 'Qué cubre',
  termsCovered:
    'Protection Plus cubre los bienes de tu reserva contra pérdidas o daños accidentales desde que se cargan hasta que se descargan en la dirección de entrega.',
  termsCover: 'Cubre bienes por un valor total de hasta {cover} en esta mudanza.',
  termsNoCover: 'Cubre el valor de los bienes que indiques al añadirlo.',
  termsValue:
    'Indica como valor lo que costaría reponer tus bienes. Si valen más de lo que indicas, el siniestro se paga en la misma proporción.',
  termsPrice: 'Cuesta el {rate} del valor de tus bienes, como mínimo {min}.',
  termsPriceNoMinimum: 'Cuesta el {rate} del valor de tus bienes.',
  termsInternational: 'Tu mudanza cruza una frontera, así que estas son las cifras internacionales.',
  termsExcessHeading: 'La franquicia',
  termsExcess: 'Los primeros {excess} de cada siniestro no se pagan: es la franquicia.',
  termsNoExcess: 'No hay franquicia: el siniestro se paga desde el primer euro.',
  termsNotCoveredHeading: 'Qué no cubre',
  termsNotCovered1: 'Dinero en efectivo, joyas, relojes, documentos y otros objetos de valor.',
  termsNotCovered2: 'Bienes que embalaste tú, salvo que su embalaje también esté dañado.',
  termsNotCovered3:
    'El desgaste por el uso, las averías de máquinas y aparatos eléctricos y los daños por humedad, moho o insectos.',
  termsNotCovered4: 'Alimentos y otros bienes perecederos, plantas y animales.',
  termsNotCovered5: 'Bienes que quedan en un guardamuebles y pérdidas causadas por retrasos.',
  termsClaimHeading: 'Cómo reclamar',
  termsClaim1: 'Anota cualquier pérdida o daño en el albarán de entrega antes de que se vaya el conductor y haz fotos.',
  termsClaim2:
    'Avísanos en los 7 días siguientes a la entrega, con la referencia de tu reserva, las fotos y lo que vale cada objeto.',
  termsClaim3: 'Guarda los objetos dañados hasta que se resuelva tu reclamación: puede que tengamos que verlos.',
  termsClaim4: 'Reparamos el objeto o pagamos su valor menos la franquicia, normalmente en 30 días.',
};

/** en-GB words where Irish usage differs (money is shown in euro by `formatMoney`, not here). */
const insuranceEnIE: Record<InsuranceMessageKey, string> = {
  ...insuranceEnGB,
  termsNoExcess: 'There is no excess: a claim is paid from the first euro.',
};

/** The Protection Plus words per locale. */
export const INSURANCE_MESSAGES: Readonly<Record<Locale, Readonly<Record<InsuranceMessageKey, string>>>> = {
  'en-GB': insuranceEnGB,
  'en-IE': insuranceEnIE,
  'es-ES': insuranceEsES,
};

/** The Protection Plus words for a key, placeholders filled (see `createTranslator`). */
export const insuranceMessage = createTranslator((locale) => INSURANCE_MESSAGES[locale]);

/** Percent with up to two decimals, as the locale writes it. */
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 2 };

/**
 * An insurance rate (a fraction of the value of goods) as a percentage for the locale, with a
 * cached formatter; a value that is not a finite number gives ''.
 * @example formatInsuranceRate('en-GB', 0.015) // '1.5%'
 * @example formatInsuranceRate('es-ES', 0.015) // '1,5 %'
 */
export function formatInsuranceRate(locale: Locale, rate: number): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate)) return '';
  return numberFormat(resolveLocale(locale), PERCENT).format(rate);
}

/**
 * A value of goods, cover, excess or minimum price in the locale's currency: whole amounts
 * without pence or cents (£50,000, 12.000 €), others with two decimals; cached formatters. A
 * value that is not a finite number gives ''.
 * @example formatInsuranceAmount('en-GB', 50000) // '£50,000'
 * @example formatInsuranceAmount('es-ES', 12000) // '12.000 €'
 */
export function formatInsuranceAmount(locale: Locale, amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const resolved = resolveLocale(locale);
  const whole = Number.isInteger(amount);
  return numberFormat(resolved, {
    style: 'currency',
    currency: currencyForLocale(resolved),
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
