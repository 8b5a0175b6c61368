import { expect } from 'vitest';
import type { RouteCase } from './route-case.js';

const experiment = { name: 'person-tabs', status: 'running', variant: 1 };
const contacted = { listing: { listingCommunications: [{ recipient_id: 5, channel: 'call' }] } };

/** Similar listings, listing actions and the test lab. */
export const TOOL_CASES: RouteCase[] = [
  {
    port: 'admin',
    method: 'findSimilarListings',
    request: {
      method: 'POST',
      path: '/similar-listing/find-similar/any/99',
      json: { dateFilterSelected: '2030-01-01' },
    },
    args: [99, { dateFilterSelected: '2030-01-01' }],
    answer: { listing: { listing_id: 99 }, listings: [] },
  },
  {
    port: 'admin',
    method: 'callProvider',
    request: { method: 'POST', path: '/similar-listing/contact/call', json: { user_id: 5, listing_id: 99 } },
    args: [{ user_id: 5, listing_id: 99 }],
    answer: contacted,
  },
  {
    port: 'admin',
    method: 'sendProviderSms',
    request: {
      method: 'POST',
      path: '/similar-listing/contact/sms',
      json: { user_id: 5, listing_id: 99, message: 'Free on Monday?' },
    },
    args: [{ user_id: 5, listing_id: 99, message: 'Free on Monday?' }],
    answer: contacted,
  },
  {
    port: 'admin',
    method: 'sendProviderEmail',
    request: {
      method: 'POST',
      path: '/similar-listing/contact/email',
      json: { user_id: '5', listing_id: 99, message: 'A job for you' },
    },
    args: [{ user_id: '5', listing_id: 99, message: 'A job for you' }],
    answer: contacted,
  },
  {
    port: 'admin',
    method: 'runListingAction',
    request: { method: 'POST', path: '/ng/api/v3/listings/99/cancel', json: { reason: 'moved date' } },
    args: [99, 'cancel', { reason: 'moved date' }],
  },
  {
    port: 'admin',
    method: 'runListingAction',
    request: { method: 'POST', path: '/ng/listings/99/set-unroutable' },
    args: [99, 'set-unroutable', undefined],
  },
  {
    port: 'admin',
    method: 'getListingHistory',
    request: { path: '/ng/api/v3/listings/99/history' },
    args: [99],
    answer: [{ event: 'provider_change', id: 'pc-1', status: 'pending' }],
  },
  {
    port: 'admin',
    method: 'answerProviderChange',
    request: {
      method: 'POST',
      path: '/ng/api/v3/listings/99/history/provider-change/pc-1',
      json: { decision: 'decline', reason: 'Customer wants the first provider' },
    },
    args: [99, 'pc-1', { decision: 'decline', reason: 'Customer wants the first provider' }],
  },
  {
    port: 'admin',
    method: 'getExperiments',
    request: { path: '/test-lab/experiment?name=person-tabs&entity=PRE_LISTING&entityId=1234' },
    args: [{ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 1234 }],
    answer: [experiment],
  },
  {
    port: 'admin',
    method: 'saveExperiment',
    request: { method: 'POST', path: '/test-lab/experiment', json: { ...experiment, tracked: true } },
    args: [expect.objectContaining({ ...experiment, tracked: true })],
    answer: { ...experiment, tracked: true },
  },
  {
    port: 'admin',
    method: 'allocateExperiment',
    request: {
      method: 'POST',
      path: '/test-lab/experiment/allocation',
      json: { name: 'person-tabs', entity: 'PRE_LISTING', entityId: 1234, variant: 1 },
    },
    args: [{ name: 'person-tabs', entity: 'PRE_LISTING', entityId: 1234, variant: 1 }],
    answer: experiment,
  },
  {
    port: 'admin',
    method: 'getPreAllocation',
    request: { path: '/test-lab/experiment/pre-allocation/PRE_LISTING/p-1/person-tabs' },
    args: ['p-1', 'person-tabs'],
    answer: experiment,
  },
];
