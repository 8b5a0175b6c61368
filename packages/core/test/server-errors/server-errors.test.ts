import { describe, expect, it } from 'vitest';
import {
  EDIT_REFUSAL_MESSAGES,
  mapServerError,
  SERVER_ERROR_TEXTS,
  serverErrorText,
  shouldReportFailure,
} from '../../src/rules/server-errors/index.js';
import { SPEC_SERVER_ERROR_TEXTS } from '../server-error-texts.js';

describe('the error catalogue texts, exactly (back-office §8)', () => {
  it.each(SPEC_SERVER_ERROR_TEXTS)('%s reads %j', (code, text) => {
    expect(SERVER_ERROR_TEXTS[code as keyof typeof SERVER_ERROR_TEXTS]).toBe(text);
    expect(serverErrorText(code)).toBe(text);
  });
  it.each([['some_new_code'], ['toString'], ['__proto__']])('unknown code %s shows as is', (code) => {
    expect(serverErrorText(code)).toBe(code);
  });
});

describe('mapping a server error body (back-office §8)', () => {
  it('reads errors.common as a list of codes', () => {
    expect(mapServerError({ errors: { common: ['user_disabled', 'odd_code'] } })).toEqual({
      kind: 'common',
      errors: [
        { code: 'user_disabled', text: 'Your account is disabled' },
        { code: 'odd_code', text: 'odd_code' },
      ],
    });
  });
  it('reads errors.input as field to codes', () => {
    expect(mapServerError({ errors: { input: { email: ['not_valid_email'], pickup_date: 'before_today' } } })).toEqual({
      kind: 'input',
      errors: [
        { code: 'not_valid_email', field: 'email', text: 'Please enter a valid email address' },
        { code: 'before_today', field: 'pickup_date', text: 'This is before today' },
      ],
    });
  });
  it('keeps common errors alongside input errors', () => {
    const mapped = mapServerError({
      errors: { common: ['wrong_credentials'], input: { password: ['password_needed'] } },
    });
    expect(mapped.kind).toBe('input');
    expect(mapped.errors.map((e) => e.text)).toEqual(['Oops! wrong password...', 'Please enter your password']);
  });
  it('reads nested input fields with a dotted name', () => {
    expect(
      mapServerError({ errors: { input: { pickup_address_data: { phone_number: ['phone_is_mandatory'] } } } }),
    ).toEqual({
      kind: 'input',
      errors: [
        {
          code: 'phone_is_mandatory',
          field: 'pickup_address_data.phone_number',
          text: 'Please enter your phone number',
        },
      ],
    });
  });
  it('reads { type: input, codes, messages } with field codes and server messages', () => {
    const body = {
      type: 'input',
      codes: { delivery_date: ['before_pickup_date'], label: ['too_long'] },
      messages: { label: ['Label is too long'] },
    };
    expect(mapServerError(body)).toEqual({
      kind: 'input',
      errors: [
        {
          code: 'before_pickup_date',
          field: 'delivery_date',
          text: 'The delivery date you have selected is before the pickup date',
        },
        { code: 'too_long', field: 'label', text: 'too_long', message: 'Label is too long' },
      ],
    });
  });
  it('reads { type: input, codes } with a plain list of codes', () => {
    expect(mapServerError({ type: 'input', codes: ['missing'], messages: ['Name is required'] })).toEqual({
      kind: 'input',
      errors: [{ code: 'missing', text: 'This is required', message: 'Name is required' }],
    });
  });
  it('reads { type: permission } (the caller redirects home)', () => {
    expect(mapServerError({ type: 'permission' })).toEqual({ kind: 'permission', errors: [] });
  });
  it('parses JSON text first', () => {
    expect(mapServerError('{"errors":{"common":["ebay_listing_not_found"]}}').errors[0]?.text).toBe(
      'eBay listing not found',
    );
  });
  it.each([
    ['null', null],
    ['a number', 500],
    ['HTML text', '<html>Bad gateway</html>'],
    ['a list', ['missing']],
    ['an object without errors', { message: 'Oops' }],
    ['empty errors', { errors: {} }],
    ['empty common list', { errors: { common: [] } }],
    ['type input without codes', { type: 'input' }],
  ])('%s lacks the error shape: a warning with the generic Server error!', (_case, body) => {
    expect(mapServerError(body)).toEqual({
      kind: 'unknown',
      errors: [{ code: 'server_error', text: 'Server error!' }],
      warning: true,
    });
  });
});

describe('the interceptor reports every failed response except the four exclusions (back-office §8)', () => {
  it.each([
    ['a failed price fetch', { url: '/ng/prelisting/123', method: 'POST', status: 500 }, true],
    ['a 404', { url: 'https://api.example.com/ng/get_item?item_id=1', method: 'GET', status: 404 }, true],
    ['a network failure (status 0)', { url: '/ng/item-search', method: 'GET', status: 0 }, true],
    ['no status at all', { url: '/ng/item-search' }, true],
    ['a success', { url: '/ng/prelisting/123', method: 'POST', status: 200 }, false],
    ['a redirect', { url: '/ng/prelisting/123', method: 'GET', status: 302 }, false],
    ['a distance lookup', { url: '/ng/listings/55/distance', method: 'GET', status: 500 }, false],
    [
      'a distance matrix lookup',
      { url: 'https://maps.example.com/maps/api/distancematrix/json?x=1', status: 502 },
      false,
    ],
    ['an experiment 409', { url: 'https://lab.example.com/experiment/allocation', method: 'POST', status: 409 }, false],
    ['an experiment pre-allocation 409', { url: '/experiment/pre-allocation/PRE_LISTING/9/x', status: 409 }, false],
    ['an experiment 500', { url: '/experiment/allocation', method: 'POST', status: 500 }, true],
    ['a 409 elsewhere', { url: '/ng/prelisting/1', method: 'POST', status: 409 }, true],
    ['a redact 500', { url: '/ng/api/v3/users/7/redact', method: 'POST', status: 500 }, false],
    ['a redact 400', { url: '/ng/api/v3/users/7/redact', method: 'POST', status: 400 }, true],
    ['a query mentioning distance', { url: '/ng/item-search?name=distance', status: 500 }, true],
  ])('%s is reported: %s', (_case, response, reported) => {
    expect(shouldReportFailure(response)).toBe(reported);
  });
  it.each(EDIT_REFUSAL_MESSAGES.map((text) => [text]))('a prelisting edit refusal %j is not reported', (text) => {
    expect(shouldReportFailure({ url: '/ng/prelisting/1', method: 'POST', status: 403, body: text })).toBe(false);
    expect(shouldReportFailure({ url: '/ng/prelisting/1', status: 400, body: { errors: { common: [text] } } })).toBe(
      false,
    );
    expect(shouldReportFailure({ url: '/ng/prelisting/1', status: 400, body: JSON.stringify({ message: text }) })).toBe(
      false,
    );
  });
});
