import {
  AdminInfoSchema,
  AffiliateStoreSchema,
  CARD_FIELDS,
  ExperimentSchema,
  ItemSearchResponseSchema,
  ItemSetEntrySchema,
  ListingSchema,
  MoveItemSchema,
  PaymentSessionSchema,
  PersonalisedPhoneNumberSchema,
  type Ports,
  PriceAdjustmentSchema,
  PriceResponseSchema,
  SignedInUserSchema,
  SimilarListingsResponseSchema,
  TrustRatingSchema,
} from '@haulkit/core';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { DemoAdapters } from '../src/index.js';
import { BRISTOL, demoPorts, MANCHESTER, SOFA_MOVE } from './fixtures.js';

/** One sample call per port method, for the table-driven port tests. */

/** State a call may need: a saved quote, a payment session, a price-adjustment token. */
export interface Fixture {
  ports: DemoAdapters;
  auth: { token: string };
  paymentId: string;
  adjustmentUuid: string;
  adminToken: { token: string };
}

export type Call = (f: Fixture, signal?: AbortSignal) => Promise<unknown>;

/** A schema, or a check, the answer must pass. */
export type Expectation = v.GenericSchema | ((value: unknown) => void);

const list = (schema: v.GenericSchema) => v.array(schema);
const isUndefined = (value: unknown) => expect(value).toBeUndefined();
const flag = v.object({ success: v.boolean() });
const CALL = 'CA-demo-1';
const pay = (f: Fixture) => ({ auth: f.auth, callId: CALL, paymentId: f.paymentId });

/** One sample call of every port method, with what it must answer. */
export const CALLS: { [K in keyof Ports]: Record<string, readonly [Call, Expectation]> } = {
  quote: {
    loadPrelisting: [(f, s) => f.ports.quote.loadPrelisting('pl-1', s), ListingSchema],
    savePrelisting: [(f, s) => f.ports.quote.savePrelisting('pl-2', SOFA_MOVE, s), PriceResponseSchema],
    recalculatePrelisting: [(f, s) => f.ports.quote.recalculatePrelisting('pl-1', SOFA_MOVE, s), PriceResponseSchema],
    sendQuote: [(f, s) => f.ports.quote.sendQuote('pl-1', { quotes_to: 'ann@example.com' }, s), isUndefined],
    getPrelistingHistory: [
      (f, s) => f.ports.quote.getPrelistingHistory('pl-1', s),
      list(v.looseObject({ event: v.string() })),
    ],
    saveSpecialInstructions: [
      (f, s) => f.ports.quote.saveSpecialInstructions('pl-1', 'Gate code 1234', s),
      isUndefined,
    ],
    getActivePrelistings: [(f, s) => f.ports.quote.getActivePrelistings(s), list(ListingSchema)],
    searchItems: [(f, s) => f.ports.quote.searchItems({ name: 'sofa' }, s), ItemSearchResponseSchema],
    getItem: [(f, s) => f.ports.quote.getItem(101, s), ItemSetEntrySchema],
    getMakes: [(f, s) => f.ports.quote.getMakes(4, s), list(v.object({ make_id: v.number(), make_name: v.string() }))],
    getModels: [
      (f, s) => f.ports.quote.getModels({ make_id: 1, category_id: 4 }, s),
      list(v.looseObject({ model_id: v.number(), model_name: v.string() })),
    ],
    getVehicleByPlate: [(f, s) => f.ports.quote.getVehicleByPlate('AB12 CDE', s), list(MoveItemSchema)],
    getFurnitureDefaults: [
      (f, s) => f.ports.quote.getFurnitureDefaults(s),
      v.record(v.string(), list(ItemSetEntrySchema)),
    ],
    getRemovalDefaultItems: [
      (f, s) => f.ports.quote.getRemovalDefaultItems('2-bed-flat', s),
      v.record(v.string(), list(ItemSetEntrySchema)),
    ],
    getRemovalPreset: [(f, s) => f.ports.quote.getRemovalPreset('studio', s), list(ItemSetEntrySchema)],
    getEbayItem: [
      (f, s) => f.ports.quote.getEbayItem('314298765432', s),
      v.object({
        item_id: v.literal('314298765432'),
        title: v.string(),
        items: v.pipe(list(ItemSetEntrySchema), v.minLength(1)),
      }),
    ],
    checkUsername: [(f, s) => f.ports.quote.checkUsername('newperson', s), flag],
    checkEmailValid: [(f, s) => f.ports.quote.checkEmailValid('ann@example.com', s), flag],
    checkEmailDuplicate: [(f, s) => f.ports.quote.checkEmailDuplicate('ann@example.com', s), flag],
    checkPhoneDuplicate: [(f, s) => f.ports.quote.checkPhoneDuplicate({ phone_number: '07700 900123' }, s), flag],
    checkPhoneValid: [(f, s) => f.ports.quote.checkPhoneValid({ mobile_phone_number: '07700 900123' }, s), flag],
    getSignedInUser: [(f, s) => f.ports.quote.getSignedInUser(s), SignedInUserSchema],
    getTrustRating: [(f, s) => f.ports.quote.getTrustRating(s), TrustRatingSchema],
    getPersonalisedNumber: [
      (f, s) =>
        f.ports.quote.getPersonalisedNumber({ category_id: 1, call_requested: true, pre_listing_id: 'pl-1' }, s),
      PersonalisedPhoneNumberSchema,
    ],
    getAffiliateStores: [(f, s) => f.ports.quote.getAffiliateStores('homestore', s), list(AffiliateStoreSchema)],
    getCssFilename: [(f, s) => f.ports.quote.getCssFilename('theme', s), v.pipe(v.string(), v.endsWith('.css'))],
    trackStage: [
      (f, s) => f.ports.quote.trackStage({ process: 'quote', stage: 'items', step: 'exit' }, s),
      isUndefined,
    ],
    trackEvents: [(f, s) => f.ports.quote.trackEvents([{ name: 'search', term: 'sofa' }], s), isUndefined],
    logDirections: [
      (f, s) => f.ports.quote.logDirections({ origin: BRISTOL, destination: MANCHESTER }, s),
      isUndefined,
    ],
  },
  maps: {
    getPlacePredictions: [
      (f, s) => f.ports.maps.getPlacePredictions({ input: 'Brist' }, s),
      v.pipe(list(v.looseObject({ placeId: v.string(), description: v.string() })), v.minLength(1)),
    ],
    geocode: [
      (f, s) => f.ports.maps.geocode({ address: 'Manchester' }, s),
      v.pipe(list(v.looseObject({ latitude: v.number(), longitude: v.number() })), v.length(1)),
    ],
    getDirections: [
      (f, s) => f.ports.maps.getDirections({ origin: BRISTOL, destination: MANCHESTER }, s),
      v.looseObject({
        distanceMetres: v.number(),
        durationSeconds: v.number(),
        geometry: v.pipe(v.array(v.tuple([v.number(), v.number()])), v.minLength(2)),
      }),
    ],
    getDistanceMatrix: [
      (f, s) => f.ports.maps.getDistanceMatrix({ origins: [BRISTOL], destinations: [MANCHESTER, BRISTOL] }, s),
      v.pipe(list(v.pipe(list(v.looseObject({ ok: v.literal(true) })), v.length(2))), v.length(1)),
    ],
  },
  payment: {
    getBearerToken: [(f, s) => f.ports.payment.getBearerToken(CALL, s), v.object({ token: v.string() })],
    createPaymentSession: [
      (f, s) =>
        f.ports.payment.createPaymentSession({ auth: f.auth, callId: CALL, product: 'listing', reference: '42' }, s),
      PaymentSessionSchema,
    ],
    captureCardData: [
      (f, s) => f.ports.payment.captureCardData({ ...pay(f), field: 'security-code' }, s),
      PaymentSessionSchema,
    ],
    getCaptureStatus: [
      (f, s) => f.ports.payment.getCaptureStatus(pay(f), s),
      v.looseObject({ fields: v.record(v.string(), v.looseObject({ status: v.string() })) }),
    ],
    getPaymentMethodToken: [
      (f, s) => f.ports.payment.getPaymentMethodToken(pay(f), s),
      v.looseObject({ paymentSessionStatus: v.string() }),
    ],
    completePaymentSession: [(f, s) => f.ports.payment.completePaymentSession(pay(f), s), PaymentSessionSchema],
    cancelPaymentSession: [(f, s) => f.ports.payment.cancelPaymentSession(pay(f), s), PaymentSessionSchema],
  },
  admin: {
    getAdminInfo: [(f, s) => f.ports.admin.getAdminInfo('pl-1', s), AdminInfoSchema],
    saveAdminNote: [(f, s) => f.ports.admin.saveAdminNote('pl-1', 'Called back', s), isUndefined],
    sendAdminText: [
      (f, s) => f.ports.admin.sendAdminText('pl-1', { phone_number: '07700 900123', message: 'Hi' }, s),
      isUndefined,
    ],
    saveCustomerCallBack: [
      (f, s) => f.ports.admin.saveCustomerCallBack('pl-1', { call_back_date: '2025-01-02', can_we_call_back: true }, s),
      isUndefined,
    ],
    getHotBusinessLead: [
      (f, s) => f.ports.admin.getHotBusinessLead('pl-1', s),
      v.object({ hot_business_lead: v.boolean() }),
    ],
    saveHotBusinessLead: [
      (f, s) => f.ports.admin.saveHotBusinessLead('pl-1', { hot_business_lead: true }, s),
      isUndefined,
    ],
    getRemovalsInfo: [(f, s) => f.ports.admin.getRemovalsInfo('pl-1', s), v.record(v.string(), v.unknown())],
    saveRemovalsInfo: [(f, s) => f.ports.admin.saveRemovalsInfo('pl-1', { survey: 'video' }, s), isUndefined],
    getSyncWithAvbOption: [
      (f, s) => f.ports.admin.getSyncWithAvbOption('pl-1', s),
      v.object({ sync_with_avb: v.boolean() }),
    ],
    saveSyncWithAvbOption: [
      (f, s) => f.ports.admin.saveSyncWithAvbOption('pl-1', { sync_with_avb: true }, s),
      isUndefined,
    ],
    saveAffiliateAttribution: [
      (f, s) => f.ports.admin.saveAffiliateAttribution('pl-1', { option: 'store', ref: 'homestore', ref_id: 1 }, s),
      isUndefined,
    ],
    getAdminPriceInfo: [
      (f, s) => f.ports.admin.getAdminPriceInfo('pl-1', s),
      v.looseObject({ customer_price: v.number(), provider_price: v.number() }),
    ],
    calculateAdminPrice: [
      (f, s) => f.ports.admin.calculateAdminPrice('pl-1', { price: 200, margin: 25 }, s),
      v.looseObject({ customer_price: v.literal(200), provider_price: v.literal(150) }),
    ],
    getTelephonyCallInfo: [(f, s) => f.ports.admin.getTelephonyCallInfo(s), v.looseObject({ callId: v.string() })],
    getPriceAdjustmentToken: [(f, s) => f.ports.admin.getPriceAdjustmentToken(s), v.object({ token: v.string() })],
    listPriceAdjustments: [
      (f, s) =>
        f.ports.admin.listPriceAdjustments({ auth: f.adminToken, recordType: 'PRE_LISTING', recordId: 'pl-1' }, s),
      v.pipe(list(PriceAdjustmentSchema), v.minLength(1)),
    ],
    createAmountAdjustment: [
      (f, s) =>
        f.ports.admin.createAmountAdjustment(
          {
            auth: f.adminToken,
            recordType: 'PRE_LISTING',
            recordId: 'pl-1',
            adjustmentType: 'ADMIN_PREMIUM',
            adjustmentAmount: { value: 1500 },
          },
          s,
        ),
      PriceAdjustmentSchema,
    ],
    createPercentAdjustment: [
      (f, s) =>
        f.ports.admin.createPercentAdjustment(
          {
            auth: f.adminToken,
            recordType: 'PRE_LISTING',
            recordId: 'pl-1',
            adjustmentType: 'DISCOUNT_OFFER',
            adjustmentPercent: 10,
          },
          s,
        ),
      PriceAdjustmentSchema,
    ],
    updateAmountAdjustment: [
      (f, s) =>
        f.ports.admin.updateAmountAdjustment(
          { auth: f.adminToken, uuid: f.adjustmentUuid, adjustmentAmount: { value: 900 } },
          s,
        ),
      PriceAdjustmentSchema,
    ],
    updatePercentAdjustment: [
      async (f, s) => {
        const created = await f.ports.admin.createPercentAdjustment({
          auth: f.adminToken,
          recordType: 'LISTING',
          recordId: 7,
          adjustmentType: 'ADMIN_DISCOUNT',
          adjustmentPercent: 5,
        });
        return f.ports.admin.updatePercentAdjustment(
          { auth: f.adminToken, uuid: created.uuid ?? '', adjustmentPercent: 8 },
          s,
        );
      },
      PriceAdjustmentSchema,
    ],
    deletePriceAdjustment: [
      (f, s) => f.ports.admin.deletePriceAdjustment(f.adminToken, f.adjustmentUuid, s),
      isUndefined,
    ],
    listAdjustmentReasons: [
      (f, s) =>
        f.ports.admin.listAdjustmentReasons(
          { auth: f.adminToken, category: 1, countryCode: 'GB', adjustmentType: 'ADMIN_PREMIUM' },
          s,
        ),
      v.pipe(list(v.object({ id: v.number(), label: v.string() })), v.minLength(1)),
    ],
    getCustomerDiscounts: [
      (f, s) => f.ports.admin.getCustomerDiscounts({ key: 'k', preListingId: 'pl-1' }, s),
      list(v.object({ percent: v.number(), type: v.string() })),
    ],
    findSimilarListings: [(f, s) => f.ports.admin.findSimilarListings('pl-1', {}, s), SimilarListingsResponseSchema],
    callProvider: [
      (f, s) => f.ports.admin.callProvider({ user_id: 5001, listing_id: 'pl-1' }, s),
      v.looseObject({
        listing: v.looseObject({ listingCommunications: v.pipe(v.array(v.unknown()), v.minLength(1)) }),
      }),
    ],
    sendProviderSms: [
      (f, s) => f.ports.admin.sendProviderSms({ user_id: 5001, listing_id: 'pl-1', message: 'Job near you' }, s),
      v.looseObject({ listing: v.unknown() }),
    ],
    sendProviderEmail: [
      (f, s) => f.ports.admin.sendProviderEmail({ user_id: 5001, listing_id: 'pl-1', message: 'Job near you' }, s),
      v.looseObject({ listing: v.unknown() }),
    ],
    runListingAction: [(f, s) => f.ports.admin.runListingAction(42, 'archive', undefined, s), isUndefined],
    getListingHistory: [
      (f, s) => f.ports.admin.getListingHistory(42, s),
      v.pipe(v.array(v.looseObject({ event: v.string() })), v.minLength(1)),
    ],
    answerProviderChange: [
      (f, s) => f.ports.admin.answerProviderChange(42, 'pc-42-1', { decision: 'accept' }, s),
      isUndefined,
    ],
    getExperiments: [(f, s) => f.ports.admin.getExperiments({}, s), v.pipe(list(ExperimentSchema), v.minLength(1))],
    saveExperiment: [
      (f, s) =>
        f.ports.admin.saveExperiment(
          { name: 'person-tabs', variant: 'fixed_2', entity: 'PRE_LISTING', entityId: 9 },
          s,
        ),
      v.looseObject({ tracked: v.literal(true) }),
    ],
    allocateExperiment: [
      (f, s) => f.ports.admin.allocateExperiment({ name: 'calendar-labels', entity: 'PRE_LISTING', entityId: 3 }, s),
      ExperimentSchema,
    ],
    getPreAllocation: [(f, s) => f.ports.admin.getPreAllocation('4', 'person-tabs', s), ExperimentSchema],
  },
};

/** Ports with a saved quote pl-1, a payment session on CALL and an adjustment of pl-1. */
export async function prepare(): Promise<Fixture> {
  const ports = demoPorts();
  await ports.quote.savePrelisting('pl-1', SOFA_MOVE);
  const auth = await ports.payment.getBearerToken(CALL);
  const session = await ports.payment.createPaymentSession({ auth, callId: CALL, product: 'listing', reference: '42' });
  const adminToken = await ports.admin.getPriceAdjustmentToken();
  const adjustment = await ports.admin.createAmountAdjustment({
    auth: adminToken,
    recordType: 'PRE_LISTING',
    recordId: 'pl-1',
    adjustmentType: 'ADMIN_DISCOUNT',
    adjustmentAmount: { value: 500 },
  });
  // Capture every field so get-token, complete and cancel have something to act on.
  for (const field of CARD_FIELDS) {
    await ports.payment.captureCardData({ auth, callId: CALL, paymentId: session.paymentId ?? '', field });
    const digits = {
      'payment-card-number': '4242424242424242',
      'expiration-date': '1230',
      'security-code': '123',
      'postal-code': '90210',
    }[field];
    ports.payment.typeDigits(CALL, field, digits);
  }
  await ports.payment.getPaymentMethodToken({ auth, callId: CALL, paymentId: session.paymentId ?? '' });
  return { ports, auth, paymentId: session.paymentId ?? '', adjustmentUuid: adjustment.uuid ?? '', adminToken };
}
