import { CALL_ID, PAYMENT_BEARER, type RouteCase } from './route-case.js';

const bearer = { authorization: `Bearer ${PAYMENT_BEARER}` };
const auth = { token: PAYMENT_BEARER };
const call = { callId: CALL_ID, paymentId: 'pay-1', locale: 'en-GB' };
const session = { callId: CALL_ID, paymentId: 'pay-1', paymentSessionStatus: 'open' };
const london = { lat: 51.5, lng: -0.12 };
const leeds = { lat: 53.8, lng: -1.55 };

/** Every MapsApi method in the /ng/geolocator and /ng/listings families, JSON shaped as the port's return types. */
export const MAPS_CASES: RouteCase[] = [
  {
    port: 'maps',
    method: 'getPlacePredictions',
    request: {
      path: '/ng/geolocator/suggest?input=10%20Down&bounds=49.9,-8.2,60.9,1.8&countries=GB,ie&language=en-GB&sessionToken=s1',
    },
    args: [
      {
        input: '10 Down',
        bounds: { south: 49.9, west: -8.2, north: 60.9, east: 1.8 },
        countries: ['gb', 'ie'],
        language: 'en-GB',
        sessionToken: 's1',
      },
    ],
    answer: [{ placeId: 'pl-1', description: '10 Downing Street, London, UK' }],
  },
  {
    port: 'maps',
    method: 'getPlacePredictions',
    request: { path: '/ng/geolocator/suggest-fine?input=10%20Downing%20Street&countries=gb' },
    args: [{ input: '10 Downing Street', countries: ['gb'] }],
    answer: [{ placeId: 'pl-1', description: '10 Downing Street, London, UK', types: ['street_address'] }],
  },
  {
    port: 'maps',
    method: 'geocode',
    request: { path: '/ng/geolocator/lookup?placeId=pl-1&language=en-GB&sessionToken=s1' },
    args: [{ placeId: 'pl-1', language: 'en-GB', sessionToken: 's1' }],
    answer: [{ formatted_address: '10 Downing Street', latitude: 51.5, longitude: -0.12 }],
  },
  {
    port: 'maps',
    method: 'geocode',
    request: { path: '/ng/geolocator/lookup?address=SW1A%202AA' },
    args: [{ address: 'SW1A 2AA' }],
    answer: [],
  },
  {
    port: 'maps',
    method: 'geocode',
    request: { path: '/ng/geolocator/lookup?location=51.5,-0.12' },
    args: [{ location: london }],
    answer: [{ postcode: 'SW1A 2AA' }],
  },
  {
    port: 'maps',
    method: 'getDirections',
    request: {
      path: '/ng/listings/cache-route?origin=51.5,-0.12&destination=53.8,-1.55&waypoints=52.2,0.12|52.9,-1.1&units=imperial&mode=driving',
    },
    args: [
      {
        origin: london,
        destination: leeds,
        waypoints: [
          { lat: 52.2, lng: 0.12 },
          { lat: 52.9, lng: -1.1 },
        ],
        units: 'imperial',
        mode: 'driving',
      },
    ],
    answer: { geometry: [[-0.12, 51.5]], distanceMetres: 315_000, durationSeconds: 12_600, distanceText: '196 mi' },
  },
  {
    port: 'maps',
    method: 'getDistanceMatrix',
    request: { path: '/ng/listings/distance?origins=51.5,-0.12|53.8,-1.55&destinations=53.8,-1.55&units=metric' },
    args: [{ origins: [london, leeds], destinations: [leeds], units: 'metric' }],
    answer: [[{ ok: true, distanceMetres: 315_000, durationSeconds: 12_600 }], [{ ok: false, code: 'noRoute' }]],
  },
];

/** Every PaymentApi method: the bearer on the marketplace, the service under /pay with it. */
export const PAYMENT_CASES: RouteCase[] = [
  {
    port: 'payment',
    method: 'getBearerToken',
    request: { path: `/twilio-pay/token/${CALL_ID}` },
    args: [CALL_ID],
    answer: { token: PAYMENT_BEARER },
  },
  {
    port: 'payment',
    method: 'createPaymentSession',
    request: {
      method: 'POST',
      path: '/pay/create-payment-session',
      json: { callId: CALL_ID, listingReference: '123', locale: 'en-GB' },
      headers: bearer,
    },
    args: [{ auth, callId: CALL_ID, product: 'listing', reference: '123', locale: 'en-GB' }],
    answer: session,
  },
  {
    port: 'payment',
    method: 'captureCardData',
    request: {
      method: 'POST',
      path: '/pay/capture-card-data',
      json: { ...call, field: 'payment-card-number' },
      headers: bearer,
    },
    args: [{ auth, ...call, field: 'payment-card-number' }],
    answer: { ...session, fields: { 'payment-card-number': { status: 'capture-in-progress' } } },
  },
  {
    port: 'payment',
    method: 'getCaptureStatus',
    request: { method: 'POST', path: '/pay/capture-card-data-status', json: call, headers: bearer },
    args: [{ auth, ...call }],
    answer: {
      paymentSessionStatus: 'open',
      fields: { 'payment-card-number': { value: 'xxxx xxxx xxxx 4242', status: 'successfully-captured' } },
    },
  },
  {
    port: 'payment',
    method: 'getPaymentMethodToken',
    request: { method: 'POST', path: '/pay/get-token', json: call, headers: bearer },
    args: [{ auth, ...call }],
    answer: { token: 'pm_123' },
  },
  {
    port: 'payment',
    method: 'completePaymentSession',
    request: { method: 'POST', path: '/pay/complete', json: call, headers: bearer },
    args: [{ auth, ...call }],
    answer: { ...session, status: 'complete' },
  },
  {
    port: 'payment',
    method: 'cancelPaymentSession',
    request: { method: 'POST', path: '/pay/cancel', json: call, headers: bearer },
    args: [{ auth, ...call }],
    answer: { ...session, paymentSessionStatus: 'failed-to-cancel-invalid-state' },
  },
];
