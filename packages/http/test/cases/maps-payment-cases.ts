import type { MethodCase } from './method-case.js';
import { AUTH, HOSTS } from './method-case.js';

const maps = (path: string) => `${HOSTS.mapsBase}${path}`;
const pay = (path: string) => `${HOSTS.paymentBase}${path}`;
const bearer = { authorization: 'Bearer t0k' };
const london = { lat: 51.5, lng: -0.1 };
const cambridge = { lat: 52.2, lng: 0.12 };
const session = { callId: 'CA1', paymentId: 'p1', paymentSessionStatus: 'started' };
const running = { auth: AUTH, callId: 'CA1', paymentId: 'p1', locale: 'en-GB' };
const runningBody = { callId: 'CA1', paymentId: 'p1', locale: 'en-GB' };

/**
 * Every MapsApi method: the /ng/geolocator family and the /ng/listings/... routes (under
 * `mapsBase` here, to show it is honoured), imperial and driving by default.
 */
export const MAPS_CASES: MethodCase[] = [
  {
    port: 'maps',
    method: 'getPlacePredictions',
    call: (p, s) =>
      p.maps.getPlacePredictions(
        { input: 'SW1', countries: ['gb'], bounds: { south: 49, west: -8, north: 61, east: 2 }, language: 'en-GB' },
        s,
      ),
    request: {
      method: 'GET',
      url: maps('ng/geolocator/suggest'),
      query: { input: 'SW1', countries: 'gb', bounds: '49,-8,61,2', language: 'en-GB' },
    },
    answer: [{ placeId: 'p1', description: 'SW1A 2AA, London', types: ['postal_code'] }],
    result: [{ placeId: 'p1', description: 'SW1A 2AA, London', types: ['postal_code'] }],
    wrongShape: [{ description: 'no id' }],
  },
  {
    port: 'maps',
    method: 'geocode',
    call: (p, s) => p.maps.geocode({ placeId: 'p1', sessionToken: 's1' }, s),
    request: { method: 'GET', url: maps('ng/geolocator/lookup'), query: { placeId: 'p1', sessionToken: 's1' } },
    answer: [{ formatted_address: 'SW1A 2AA', latitude: 51.5, longitude: -0.13, ISO_3166_1_Alpha_2: 'GB' }],
    result: [{ formatted_address: 'SW1A 2AA', latitude: 51.5, longitude: -0.13, ISO_3166_1_Alpha_2: 'GB' }],
    wrongShape: [{ latitude: 123 }],
  },
  {
    port: 'maps',
    method: 'getDirections',
    call: (p, s) => p.maps.getDirections({ origin: london, destination: cambridge }, s),
    request: {
      method: 'GET',
      url: maps('ng/listings/cache-route'),
      query: { origin: '51.5,-0.1', destination: '52.2,0.12', units: 'imperial', mode: 'driving' },
    },
    answer: {
      geometry: [
        [-0.1, 51.5],
        [0.12, 52.2],
      ],
      distanceMetres: 96560,
      durationSeconds: 5400,
      distanceText: '60 mi',
    },
    result: {
      geometry: [
        [-0.1, 51.5],
        [0.12, 52.2],
      ],
      distanceMetres: 96560,
      durationSeconds: 5400,
      distanceText: '60 mi',
    },
    wrongShape: { geometry: [], distanceMetres: -1, durationSeconds: 0 },
  },
  {
    port: 'maps',
    method: 'getDistanceMatrix',
    call: (p, s) => p.maps.getDistanceMatrix({ origins: [london], destinations: [cambridge, london] }, s),
    request: {
      method: 'GET',
      url: maps('ng/listings/distance'),
      query: { origins: '51.5,-0.1', destinations: '52.2,0.12|51.5,-0.1', units: 'imperial', mode: 'driving' },
    },
    answer: [
      [
        { ok: true, distanceMetres: 96560, durationSeconds: 5400 },
        { ok: false, code: 'noRoute' },
      ],
    ],
    result: [
      [
        { ok: true, distanceMetres: 96560, durationSeconds: 5400 },
        { ok: false, code: 'noRoute' },
      ],
    ],
    wrongShape: [[{ ok: false, code: 'far' }]],
  },
];

/** Every PaymentApi method: the bearer on the marketplace, then POST {paymentBase}/{action}. */
export const PAYMENT_CASES: MethodCase[] = [
  {
    port: 'payment',
    method: 'getBearerToken',
    call: (p, s) => p.payment.getBearerToken('CA1', s),
    request: { method: 'GET', url: `${HOSTS.apiBase}twilio-pay/token/CA1` },
    answer: { token: 't0k' },
    result: AUTH,
    wrongShape: { bearer: 't0k' },
  },
  {
    port: 'payment',
    method: 'createPaymentSession',
    call: (p, s) =>
      p.payment.createPaymentSession({ auth: AUTH, callId: 'CA1', product: 'listing', reference: '123' }, s),
    request: {
      method: 'POST',
      url: pay('create-payment-session'),
      headers: { ...bearer, 'idempotency-key': 'key-1' },
      json: { callId: 'CA1', listingReference: '123' },
    },
    answer: session,
    result: session,
    wrongShape: { paymentSessionStatus: '' },
  },
  {
    port: 'payment',
    method: 'captureCardData',
    call: (p, s) => p.payment.captureCardData({ ...running, field: 'payment-card-number' }, s),
    request: {
      method: 'POST',
      url: pay('capture-card-data'),
      headers: bearer,
      json: { ...runningBody, field: 'payment-card-number' },
    },
    answer: session,
    result: session,
    wrongShape: { fields: { 'payment-card-number': { value: '4242424242424242', status: 'successfully-captured' } } },
  },
  {
    port: 'payment',
    method: 'getCaptureStatus',
    call: (p, s) => p.payment.getCaptureStatus(running, s),
    request: { method: 'POST', url: pay('capture-card-data-status'), headers: bearer, json: runningBody },
    answer: {
      paymentSessionStatus: 'in-progress',
      fields: {
        'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' },
        'expiration-date': { status: 'capture-in-progress' },
        other: { status: 'not-captured-yet' },
      },
    },
    result: {
      paymentSessionStatus: 'in-progress',
      fields: {
        'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' },
        'expiration-date': { status: 'capture-in-progress' },
      },
    },
    wrongShape: {
      fields: { 'payment-card-number': { value: '4242 4242 4242 4242', status: 'successfully-captured' } },
    },
  },
  {
    port: 'payment',
    method: 'getPaymentMethodToken',
    call: (p, s) => p.payment.getPaymentMethodToken(running, s),
    request: { method: 'POST', url: pay('get-token'), headers: bearer, json: runningBody },
    answer: { token: 'pm_1', paymentSessionStatus: 'payment_method_authorized' },
    result: { token: 'pm_1', paymentSessionStatus: 'payment_method_authorized' },
    wrongShape: { token: 5 },
  },
  {
    port: 'payment',
    method: 'completePaymentSession',
    call: (p, s) => p.payment.completePaymentSession(running, s),
    request: { method: 'POST', url: pay('complete'), headers: bearer, json: runningBody },
    answer: { ...session, status: 'completed' },
    result: { ...session, status: 'completed' },
    wrongShape: { status: 5 },
  },
  {
    port: 'payment',
    method: 'cancelPaymentSession',
    call: (p, s) => p.payment.cancelPaymentSession(running, s),
    request: { method: 'POST', url: pay('cancel'), headers: bearer, json: runningBody },
    answer: { ...session, paymentSessionStatus: 'failed-to-cancel-invalid-state' },
    result: { ...session, paymentSessionStatus: 'failed-to-cancel-invalid-state' },
    wrongShape: { callId: 5 },
  },
];
