import { describe, expect, it } from 'vitest';
import {
  type FlowProblem,
  flowProblemText,
  flowStepName,
  LOCALES,
  QUOTE_FLOW_MESSAGES,
  QUOTE_FLOW_STEPS,
  quoteFlowMessage,
  serverCodeMessage,
} from '../../src/index.js';

const problem = (field: string, code: string): FlowProblem => ({ step: 'listing-items', bookingStep: 1, field, code });

describe('flowStepName: the steps’ names in en-GB, en-IE and es-ES', () => {
  it.each([
    ['partner-items', 'Your items', 'Tus artículos'],
    ['listing-items', 'Your job', 'Tu encargo'],
    ['listing-furniture', 'Your furniture', 'Tus muebles'],
    ['listing-inventory', 'Your move', 'Tu mudanza'],
    ['listing-price-options', 'Dates and prices', 'Fechas y precios'],
  ] as const)('%s', (step, english, spanish) => {
    expect(flowStepName(step, 'en-GB')).toBe(english);
    expect(flowStepName(step, 'en-IE')).toBe(english);
    expect(flowStepName(step, 'es-ES')).toBe(spanish);
  });

  it('every step has a name in every locale, and an unknown locale speaks en-GB', () => {
    for (const locale of LOCALES)
      for (const step of QUOTE_FLOW_STEPS) expect(flowStepName(step, locale)).not.toMatch(/^(flow|listing|partner)/);
    expect(flowStepName('listing-price-options', 'fr-FR')).toBe('Dates and prices');
  });
});

describe('flowProblemText: what the error summary says of each failing field', () => {
  it.each([
    ['pickup_address_data', 'missing', 'Enter a pickup address', 'Escribe una dirección de recogida'],
    [
      'pickup_address_data',
      'addressNoCoordinates',
      'Choose the pickup address from the suggestions so that we can find it on the map',
      'Elige la dirección de recogida entre las sugerencias para que podamos situarla en el mapa',
    ],
    [
      'pickup_address_data',
      'invalidFormat',
      'Enter a valid pickup address',
      'Escribe una dirección de recogida válida',
    ],
    ['delivery_address_data', 'missing', 'Enter a delivery address', 'Escribe una dirección de entrega'],
    [
      'delivery_address_data',
      'addressNoCoordinates',
      'Choose the delivery address from the suggestions so that we can find it on the map',
      'Elige la dirección de entrega entre las sugerencias para que podamos situarla en el mapa',
    ],
    ['delivery_address_data', 'tooShort', 'Enter a valid delivery address', 'Escribe una dirección de entrega válida'],
    ['move_items', 'missing', 'Add at least one item', 'Añade al menos un artículo'],
    ['move_items', 'tooShort', 'Check your items', 'Revisa tus artículos'],
    ['move_items', 'addressNoCoordinates', 'Check your items', 'Revisa tus artículos'],
    ['pickup_date', 'missing', 'Choose a pickup date', 'Elige una fecha de recogida'],
    ['pickup_date', 'invalidFormat', 'Choose a valid pickup date', 'Elige una fecha de recogida válida'],
    ['pickup_date', 'some_rule_code', 'Choose a valid pickup date', 'Elige una fecha de recogida válida'],
    ['other_field', 'missing', 'Check this answer', 'Revisa esta respuesta'],
  ])('%s %s', (field, code, english, spanish) => {
    expect(flowProblemText(problem(field, code), 'en-GB')).toBe(english);
    expect(flowProblemText(problem(field, code), 'en-IE')).toBe(english);
    expect(flowProblemText(problem(field, code), 'es-ES')).toBe(spanish);
  });

  it.each([['before_today'], ['before_pickup_date']])(
    'a server rule code with words in the server catalogue shows them (%s)',
    (code) => {
      for (const locale of LOCALES) {
        const text = flowProblemText(
          { ...problem('pickup_date', code), step: 'listing-price-options', bookingStep: 2 },
          locale,
        );
        expect(text).toBe(serverCodeMessage(locale, code));
        expect(text).not.toBe(code);
      }
    },
  );

  it('every key has words in every locale, Spanish differing from English', () => {
    for (const key of Object.keys(QUOTE_FLOW_MESSAGES['en-GB']) as (keyof (typeof QUOTE_FLOW_MESSAGES)['en-GB'])[]) {
      for (const locale of LOCALES) expect(QUOTE_FLOW_MESSAGES[locale][key].trim()).not.toBe('');
      expect(QUOTE_FLOW_MESSAGES['es-ES'][key]).not.toBe(QUOTE_FLOW_MESSAGES['en-GB'][key]);
    }
  });

  it('fills the progress placeholders', () => {
    expect(quoteFlowMessage('en-GB', 'flowProgress', { index: 1, count: 2 })).toBe('Step 1 of 2');
    expect(quoteFlowMessage('es-ES', 'flowProgress', { index: 2, count: 2 })).toBe('Paso 2 de 2');
  });
});
