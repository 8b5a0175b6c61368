import type { BoundIssue } from '../rules/custom-item/bounds.js';
import type { CustomItemField } from '../rules/custom-item/custom-item.js';
import { formatMeasureText, type MeasureUnit } from './bound-messages.js';
import { type Locale, resolveLocale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The words of the item picker's dialogs (docs/behaviour/quote-flow.md §2, §5, §8): the custom item
 * (and the missing-item dialog it becomes when opened from a search), the custom piano and the
 * total volume, the links that open them and what is announced. Apart from the full catalogue,
 * so that the lazily loaded dialogs carry only their own words.
 */
export const itemDialogsEnGB = {
  // Links that open the dialogs (the item picker shows them).

  // Shared.
  close: 'Close',
  cancel: 'Cancel',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'There is a problem',
  added: 'Added {name}',
  addedVolume: 'Added {quantity} × {name}',

  // Custom item (§5).
  customItemTitle: 'Add your own item',
  missingItemTitle: 'Add an item that is not on our list',
  remeasureTitle: 'Measure {name} again',
  remeasureIntro: 'We need this item’s size again. Measure it and enter the sizes below.',
  nameLabel: 'Name',
  nameHint: 'What is it? Like “Garden bench”. Up to {max} characters.',
  nameCount: '{count} of {max} characters',
  nameTooLong: 'Enter a name of {max} characters or fewer. This one has {count}.',
  sizeLegend: 'Size',
  sizeHint: 'Measure at the widest points. Sizes are kept to 2 decimal places.',
  widthLabel: 'Width',
  heightLabel: 'Height',
  depthLabel: 'Depth',
  weightLabel: 'Weight',
  dimensionUnitLabel: 'Size unit',
  weightUnitLabel: 'Weight unit',
  unit_cm: 'Centimetres (cm)',
  unit_m: 'Metres (m)',
  unit_in: 'Inches (in)',
  unit_ft: 'Feet (ft)',
  unit_mm: 'Millimetres (mm)',
  unit_kg: 'Kilograms (kg)',
  unit_lbs: 'Pounds (lbs)',
  addItem: 'Add item',
  addAnyway: 'Add anyway',
  changeSize: 'Change size',
  dimensionsError: 'Enter {fields}.',
  fieldName: 'the name',
  fieldWidth: 'the width',
  fieldHeight: 'the height',
  fieldDepth: 'the depth',
  fieldWeight: 'the weight',
  nameRequired: 'Enter a name for the item, like “Garden bench”.',
  widthRequired: 'Enter the width as a number more than 0, like 120.',
  heightRequired: 'Enter the height as a number more than 0, like 75.',
  depthRequired: 'Enter the depth as a number more than 0, like 60.',
  weightRequired: 'Enter the weight as a number more than 0, like 30.',
  sideWidth: 'width',
  sideHeight: 'height',
  sideDepth: 'depth',
  issueSideTooSmall: 'The {side} is {value}, under {limit}.',
  issueSideTooLarge: 'The {side} is {value}, over {limit}.',
  issueVolumeTooSmall: 'The volume is {value}, under {limit}.',
  issueVolumeTooLarge: 'The volume is {value}, over {limit}.',
  issueWeightTooLight: 'The weight is {value}, under {limit}.',
  issueWeightTooHeavy: 'The weight is {value}, over {limit}.',
  warningTitle: 'Check the size',
  warningAdvice: 'That is unusual for one item. Check the size and units, or add it anyway.',
  blockedTitle: 'This item can’t be booked online',
  blockedAdviceLarge: 'Check the size and units, or split it into smaller items.',
  blockedAdviceSmall: 'Check the size and units, then try again.',

  // Custom piano (§2, §5).
  pianoTitle: 'Add a piano',
  pianoIntro: 'Tell us the make and model. We plan for an upright piano of the usual size.',
  makeLabel: 'Make',
  makeHint: 'Like “Yamaha”. Up to {max} characters.',
  modelLabel: 'Model',
  modelHint: 'Like “U1”. Up to {max} characters.',
  makeInvalid: 'Enter the make, with at least one letter or number.',
  modelInvalid: 'Enter the model, with at least one letter or number.',
  makeTooLong: 'Enter a make of {max} characters or fewer. This one has {count}.',
  modelTooLong: 'Enter a model of {max} characters or fewer. This one has {count}.',
  addPiano: 'Add piano',

  // Total volume (§2, §5, §9).
  volumeTitle: 'Add the total volume',
  presetLegend: 'Measure',
  preset_cubicFoot: '1 cubic foot',
  preset_cubicMetre: '1 cubic metre',
  preset_lutonFull: 'A full Luton van',
  preset_lutonHalf: 'Half a Luton van',
  preset_lutonQuarter: 'A quarter of a Luton van',
  preset_transitFull: 'A full Transit van',
  preset_transitHalf: 'Half a Transit van',
  preset_transitQuarter: 'A quarter of a Transit van',
  presetSize: '{width} × {height} × {depth} cm, {weight} kg',
  quantityLabel: 'How many?',
  quantityHint: 'A whole number, like 3.',
  presetRequired: 'Choose a measure: cubic feet, cubic metres or part of a van.',
  quantityRequired: 'Enter how many, like 3.',
  quantityNotWhole: 'Enter a whole number from 1 to {max}, like 3.',
  quantityTooHigh: 'Enter {max} or fewer.',
  addVolume: 'Add volume',
};

/** Keys of the item dialogs' words. */
export type ItemDialogsMessageKey = keyof typeof itemDialogsEnGB;

/** es-ES words of the item dialogs. */
export const itemDialogsEsES: Record<ItemDialogsMessageKey, string> = {
  close: 'Cerrar',
  cancel: 'Cancelar',
  errorPrefix: 'Error:',
  errorSummaryTitle: 'Hay un problema',
  added: 'Añadido: {name}',
  addedVolume: 'Añadido: {quantity} × {name}',

  customItemTitle: 'Añade tu propio artículo',
  missingItemTitle: 'Añade un artículo que no está en nuestra lista',
  remeasureTitle: 'Vuelve a medir: {name}',
  remeasureIntro: 'Necesitamos de nuevo el tamaño de este artículo. Mídelo y escribe las medidas.',
  nameLabel: 'Nombre',
  nameHint: '¿Qué es? Por ejemplo, «Banco de jardín». Hasta {max} caracteres.',
  nameCount: '{count} de {max} caracteres',
  nameTooLong: 'Escribe un nombre de {max} caracteres como máximo. Este tiene {count}.',
  sizeLegend: 'Tamaño',
  sizeHint: 'Mide por los puntos más anchos. Las medidas se guardan con 2 decimales.',
  widthLabel: 'Anchura',
  heightLabel: 'Altura',
  depthLabel: 'Profundidad',
  weightLabel: 'Peso',
  dimensionUnitLabel: 'Unidad de tamaño',
  weightUnitLabel: 'Unidad de peso',
  unit_cm: 'Centímetros (cm)',
  unit_m: 'Metros (m)',
  unit_in: 'Pulgadas (in)',
  unit_ft: 'Pies (ft)',
  unit_mm: 'Milímetros (mm)',
  unit_kg: 'Kilogramos (kg)',
  unit_lbs: 'Libras (lbs)',
  addItem: 'Añadir artículo',
  addAnyway: 'Añadir de todos modos',
  changeSize: 'Cambiar tamaño',
  dimensionsError: 'Escribe {fields}.',
  fieldName: 'el nombre',
  fieldWidth: 'la anchura',
  fieldHeight: 'la altura',
  fieldDepth: 'la profundidad',
  fieldWeight: 'el peso',
  nameRequired: 'Escribe un nombre para el artículo, como «Banco de jardín».',
  widthRequired: 'Escribe la anchura con un número mayor que 0, como 120.',
  heightRequired: 'Escribe la altura con un número mayor que 0, como 75.',
  depthRequired: 'Escribe la profundidad con un número mayor que 0, como 60.',
  weightRequired: 'Escribe el peso con un número mayor que 0, como 30.',
  sideWidth: 'anchura',
  sideHeight: 'altura',
  sideDepth: 'profundidad',
  issueSideTooSmall: 'La {side} es de {value}, menos de {limit}.',
  issueSideTooLarge: 'La {side} es de {value}, más de {limit}.',
  issueVolumeTooSmall: 'El volumen es de {value}, menos de {limit}.',
  issueVolumeTooLarge: 'El volumen es de {value}, más de {limit}.',
  issueWeightTooLight: 'El peso es de {value}, menos de {limit}.',
  issueWeightTooHeavy: 'El peso es de {value}, más de {limit}.',
  warningTitle: 'Comprueba el tamaño',
  warningAdvice:
    'Es poco habitual para un solo artículo. Comprueba el tamaño y las unidades, o añádelo de todos modos.',
  blockedTitle: 'Este artículo no se puede reservar en línea',
  blockedAdviceLarge: 'Comprueba el tamaño y las unidades, o divídelo en artículos más pequeños.',
  blockedAdviceSmall: 'Comprueba el tamaño y las unidades e inténtalo de nuevo.',

  pianoTitle: 'Añade un piano',
  pianoIntro: 'Dinos la marca y el modelo. Contamos con un piano vertical de tamaño habitual.',
  makeLabel: 'Marca',
  makeHint: 'Por ejemplo, «Yamaha». Hasta {max} caracteres.',
  modelLabel: 'Modelo',
  modelHint: 'Por ejemplo, «U1». Hasta {max} caracteres.',
  makeInvalid: 'Escribe la marca, con al menos una letra o un número.',
  modelInvalid: 'Escribe el modelo, con al menos una letra o un número.',
  makeTooLong: 'Escribe una marca de {max} caracteres como máximo. Esta tiene {count}.',
  modelTooLong: 'Escribe un modelo de {max} caracteres como máximo. Este tiene {count}.',
  addPiano: 'Añadir piano',

  volumeTitle: 'Añade el volumen total',
  presetLegend: 'Medida',
  preset_cubicFoot: '1 pie cúbico',
  preset_cubicMetre: '1 metro cúbico',
  preset_lutonFull: 'Un camión Luton lleno',
  preset_lutonHalf: 'Medio camión Luton',
  preset_lutonQuarter: 'Un cuarto de camión Luton',
  preset_transitFull: 'Una furgoneta Transit llena',
  preset_transitHalf: 'Media furgoneta Transit',
  preset_transitQuarter: 'Un cuarto de furgoneta Transit',
  presetSize: '{width} × {height} × {depth} cm, {weight} kg',
  quantityLabel: '¿Cuántos?',
  quantityHint: 'Un número entero, como 3.',
  presetRequired: 'Elige una medida: pies cúbicos, metros cúbicos o parte de una furgoneta.',
  quantityRequired: 'Escribe cuántos, como 3.',
  quantityNotWhole: 'Escribe un número entero de 1 a {max}, como 3.',
  quantityTooHigh: 'Escribe {max} o menos.',
  addVolume: 'Añadir volumen',
};

/** The item dialogs' words per locale (en-IE speaks en-GB here). */
export const ITEM_DIALOGS_MESSAGES: Readonly<Record<Locale, Readonly<Record<ItemDialogsMessageKey, string>>>> = {
  'en-GB': itemDialogsEnGB,
  'en-IE': itemDialogsEnGB,
  'es-ES': itemDialogsEsES,
};

/** The item dialogs' words for a key, placeholders filled (see `createTranslator`). */
export const itemDialogsMessage = createTranslator((locale) => ITEM_DIALOGS_MESSAGES[locale]);

const FIELD_NAMES: Readonly<Record<CustomItemField, ItemDialogsMessageKey>> = {
  name: 'fieldName',
  width: 'fieldWidth',
  height: 'fieldHeight',
  depth: 'fieldDepth',
  weight: 'fieldWeight',
};

/** What to enter in each custom item field when it is missing or 0 (§5 dimensionsError). */
export const CUSTOM_ITEM_FIELD_ERRORS: Readonly<Record<CustomItemField, ItemDialogsMessageKey>> = {
  name: 'nameRequired',
  width: 'widthRequired',
  height: 'heightRequired',
  depth: 'depthRequired',
  weight: 'weightRequired',
};

const listFormats = new Map<Locale, Intl.ListFormat>();

/**
 * The dimensionsError sentence naming the fields at fault, in the locale's way of listing
 * (docs/behaviour/quote-flow.md §5, §8).
 * @example dimensionsErrorText('en-GB', ['name', 'weight']) // 'Enter the name and the weight.'
 */
export function dimensionsErrorText(locale: Locale, fields: readonly CustomItemField[]): string {
  const resolved = resolveLocale(locale);
  let list = listFormats.get(resolved);
  if (!list) {
    list = new Intl.ListFormat(resolved, { type: 'conjunction' });
    listFormats.set(resolved, list);
  }
  const names = fields.map((field) => itemDialogsMessage(resolved, FIELD_NAMES[field]));
  return itemDialogsMessage(resolved, 'dimensionsError', { fields: list.format(names) });
}

const ISSUE_WORDS: Readonly<Record<BoundIssue['code'], { key: ItemDialogsMessageKey; unit: MeasureUnit }>> = {
  sideTooSmall: { key: 'issueSideTooSmall', unit: 'cm' },
  sideTooLarge: { key: 'issueSideTooLarge', unit: 'cm' },
  volumeTooSmall: { key: 'issueVolumeTooSmall', unit: 'cm³' },
  volumeTooLarge: { key: 'issueVolumeTooLarge', unit: 'cm³' },
  weightTooLight: { key: 'issueWeightTooLight', unit: 'kg' },
  weightTooHeavy: { key: 'issueWeightTooHeavy', unit: 'kg' },
};

const SIDE_NAMES: Readonly<Partial<Record<BoundIssue['field'], ItemDialogsMessageKey>>> = {
  width: 'sideWidth',
  height: 'sideHeight',
  depth: 'sideDepth',
};

/**
 * One sentence for a crossed custom-item bound, in cm, cm³ or kg as the rules check it
 * (docs/behaviour/quote-flow.md §5).
 * @example boundIssueText('en-GB', { code: 'sideTooLarge', field: 'width', value: 320, limit: 300 }) // 'The width is 320 cm, over 300 cm.'
 */
export function boundIssueText(locale: Locale, issue: BoundIssue): string {
  const words = ISSUE_WORDS[issue.code];
  const side = SIDE_NAMES[issue.field];
  return itemDialogsMessage(locale, words.key, {
    side: side ? itemDialogsMessage(locale, side) : '',
    value: formatMeasureText(locale, issue.value, words.unit, issue.limit),
    limit: formatMeasureText(locale, issue.limit, words.unit),
  });
}

const UPPER_BOUNDS: ReadonlySet<string> = new Set(['sideTooLarge', 'volumeTooLarge', 'weightTooHeavy']);

/**
 * What to do about crossed bounds: for a warning, check or add anyway; for a block, check or
 * split the item when something is too large or heavy, else check (docs/behaviour/quote-flow.md §5).
 */
export function boundAdviceKey(issues: readonly BoundIssue[], blocked: boolean): ItemDialogsMessageKey {
  if (!blocked) return 'warningAdvice';
  return issues.some((issue) => UPPER_BOUNDS.has(issue.code)) ? 'blockedAdviceLarge' : 'blockedAdviceSmall';
}
