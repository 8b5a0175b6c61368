import type { Locale } from './locales.js';
import { createTranslator } from './translator.js';

/**
 * The car flow's words (docs/behaviour/quote-flow.md §2 car flow: make and model dropdowns, a custom
 * car modal and a registration-plate lookup modal; §5 make and model rules; §8 plate lookup
 * failure), apart from the full catalogue so a page with the car picker loads only these.
 */
export const carFlowEnGB = {
  carMakeLabel: 'Make',
  carModelLabel: 'Model',
  carChooseMake: 'Choose a make',
  carChooseModel: 'Choose a model',
  carModelNeedsMake: 'Choose the make first.',
  carMakesLoading: 'Loading car makes…',
  carModelsLoading: 'Loading models…',
  carMakesFailedTitle: 'We could not load the car makes just now',
  carModelsFailedTitle: 'We could not load the models just now',
  carLookupFailed: 'Check your connection, then try again. Or add your car by name.',
  carRetry: 'Try again',
  carAdd: 'Add car',
  carAdded: 'Added {make} {model}',
  carAddedNames: 'Added {names}',
  carMakeRequired: 'Choose the make of your car.',
  carModelRequired: 'Choose the model of your car.',
  carCustomOpen: "Can't find your car? Add it by name",
  carCustomTitle: 'Add your car by name',
  carCustomMakeHint: 'For example, Ford. Up to {max} characters.',
  carCustomModelHint: 'For example, Focus. Up to {max} characters.',
  carCustomCount: '{count} of {max} characters',
  carCustomMakeInvalid: 'Enter the make in letters or numbers, like Ford.',
  carCustomModelInvalid: 'Enter the model in letters or numbers, like Focus.',
  carCustomMakeTooLong: 'Enter a make of {max} characters or fewer. This one has {count}.',
  carCustomModelTooLong: 'Enter a model of {max} characters or fewer. This one has {count}.',
  carPlateOpen: 'Look up by registration plate',
  carPlateTitle: 'Look up your car by its registration plate',
  carPlateLabel: 'Registration plate',
  carPlateHint: 'For example, AB12 CDE',
  carPlateSubmit: 'Look up',
  carPlateRequired: 'Enter the registration plate, like AB12 CDE.',
  carPlateNotFound: 'We could not find a car with plate {plate}. Check it, or add your car by make and model.',
  carPlateLookupFailed: 'We could not look up plate {plate} just now. Try again, or add your car by make and model.',
  carPlateUseCustom: 'Add my car by name instead',
  carCancel: 'Cancel',
  carClose: 'Close',
};

/** Keys of the car flow's words. */
export type CarFlowMessageKey = keyof typeof carFlowEnGB;

/** es-ES words of the car flow («tú», like the other widgets). */
export const carFlowEsES: Record<CarFlowMessageKey, string> = {
  carMakeLabel: 'Marca',
  carModelLabel: 'Modelo',
  carChooseMake: 'Elige una marca',
  carChooseModel: 'Elige un modelo',
  carModelNeedsMake: 'Elige primero la marca.',
  carMakesLoading: 'Cargando marcas de coche…',
  carModelsLoading: 'Cargando modelos…',
  carMakesFailedTitle: 'No hemos podido cargar las marcas ahora',
  carModelsFailedTitle: 'No hemos podido cargar los modelos ahora',
  carLookupFailed: 'Comprueba la conexión e inténtalo de nuevo. O añade tu coche por su nombre.',
  carRetry: 'Reintentar',
  carAdd: 'Añadir coche',
  carAdded: 'Añadido: {make} {model}',
  carAddedNames: 'Añadido: {names}',
  carMakeRequired: 'Elige la marca de tu coche.',
  carModelRequired: 'Elige el modelo de tu coche.',
  carCustomOpen: '¿No encuentras tu coche? Añádelo por su nombre',
  carCustomTitle: 'Añade tu coche por su nombre',
  carCustomMakeHint: 'Por ejemplo, Seat. Hasta {max} caracteres.',
  carCustomModelHint: 'Por ejemplo, Ibiza. Hasta {max} caracteres.',
  carCustomCount: '{count} de {max} caracteres',
  carCustomMakeInvalid: 'Escribe la marca con letras o números, como Seat.',
  carCustomModelInvalid: 'Escribe el modelo con letras o números, como Ibiza.',
  carCustomMakeTooLong: 'Escribe una marca de {max} caracteres como máximo. Esta tiene {count}.',
  carCustomModelTooLong: 'Escribe un modelo de {max} caracteres como máximo. Este tiene {count}.',
  carPlateOpen: 'Buscar por matrícula',
  carPlateTitle: 'Busca tu coche por su matrícula',
  carPlateLabel: 'Matrícula',
  carPlateHint: 'Por ejemplo, AB12 CDE',
  carPlateSubmit: 'Buscar',
  carPlateRequired: 'Escribe la matrícula, como AB12 CDE.',
  carPlateNotFound:
    'No hemos encontrado ningún coche con la matrícula {plate}. Revísala o añade tu coche por marca y modelo.',
  carPlateLookupFailed:
    'No hemos podido buscar la matrícula {plate} ahora. Inténtalo de nuevo o añade tu coche por marca y modelo.',
  carPlateUseCustom: 'Añadir mi coche por su nombre',
  carCancel: 'Cancelar',
  carClose: 'Cerrar',
};

/** The car flow's words per locale (en-IE speaks en-GB here). */
export const CAR_FLOW_MESSAGES: Readonly<Record<Locale, Readonly<Record<CarFlowMessageKey, string>>>> = {
  'en-GB': carFlowEnGB,
  'en-IE': carFlowEnGB,
  'es-ES': carFlowEsES,
};

/** The car flow's words for a key, placeholders filled (see `message`). */
export const carFlowMessage = createTranslator((locale) => CAR_FLOW_MESSAGES[locale]);

/**
 * Why the car flow refused something, shown beside the field at fault: the car step without a
 * make or model (§5 makeModelRequired), a custom make or model without a word character (§5
 * makeModelError) or too long (§5 makeModelTooLong, its words filled with `{max}` and `{count}`),
 * an empty plate, or a plate lookup that found nothing or could not run (§8). Goes to
 * `data-code`; the words come from {@link carFieldErrorKey}.
 */
export type CarFieldErrorCode =
  | 'makeModelRequired'
  | 'makeModelError'
  | 'makeModelTooLong'
  | 'plateRequired'
  | 'plateNotFound'
  | 'plateLookupFailed';

/** The catalogue key of a car field's error: which field it is on decides the words for the two §5 codes. */
export function carFieldErrorKey(code: CarFieldErrorCode, field: 'make' | 'model' | 'plate'): CarFlowMessageKey {
  if (code === 'makeModelRequired') return field === 'model' ? 'carModelRequired' : 'carMakeRequired';
  if (code === 'makeModelError') return field === 'model' ? 'carCustomModelInvalid' : 'carCustomMakeInvalid';
  if (code === 'makeModelTooLong') return field === 'model' ? 'carCustomModelTooLong' : 'carCustomMakeTooLong';
  if (code === 'plateRequired') return 'carPlateRequired';
  return code === 'plateNotFound' ? 'carPlateNotFound' : 'carPlateLookupFailed';
}
