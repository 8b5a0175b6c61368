import {
  type AdminInfo,
  type CallBackRequest,
  freeCancellationWindow,
  type HotBusinessLead,
  lazyImport,
  type OpaqueRecord,
  type PrelistingAdminApi,
  type RemovalsInfo,
  readMeasure,
  type SyncWithAvbOption,
} from '@haulkit/core';
import { BoundedMap, pushBounded } from '../bounded-map.js';
import { DEMO_STORE_LIMITS, type DemoContext, recordHistory } from '../context.js';
import { inputError } from '../errors/demo-error.js';
import { wait } from '../latency.js';
import { hexDigits } from '../random.js';

/** The admin price answers (a failed load is asked for afresh next time). */
const importAdminPrice = lazyImport(() => import('./admin-price.js'));

/** The customer numbers the demo shows for every quote (Ofcom's drama numbers, never real). */
const CUSTOMER_PHONES = ['07700 900123', '0117 496 0789'] as const;

/** What the admin tools keep per pre-listing. */
interface AdminRecord {
  notes: { note: string; at: string }[];
  texts: { phone_number: string; message: string; at: string }[];
  callBack?: CallBackRequest;
  hotLead: boolean;
  removals: RemovalsInfo;
  avb: boolean;
  attribution?: OpaqueRecord;
}

const blank = (text: unknown) => String(text ?? '').trim() === '';

/**
 * The default SMS of a quote: the lowest price and the free cancellation window (48 hours, or
 * 5 days for ferry or international jobs; core's freeCancellationWindow).
 */
function defaultSms(listing: OpaqueRecord | undefined): string {
  const window = freeCancellationWindow(listing ?? {});
  const price = readMeasure(listing?.lowest_price);
  const from = price === undefined ? '' : ` from £${price.toFixed(2)}`;
  return `Thanks for your quote${from}. Book online today: free cancellation up to ${window.amount} ${window.unit} before your move.`;
}

/**
 * The admin calls on a pre-listing (back-office §7) in memory: one record per pre-listing, at
 * most DEMO_STORE_LIMITS.adminRecords of them, each with its newest notes and texts.
 */
export function buildPrelistingAdminApi(context: DemoContext): PrelistingAdminApi {
  const records = new BoundedMap<string, AdminRecord>(context.bounds(DEMO_STORE_LIMITS.adminRecords));
  const recordOf = (id: string): AdminRecord => {
    let record = records.get(id);
    if (!record) {
      record = { notes: [], texts: [], hotLead: false, removals: {}, avb: false };
      records.set(id, record);
    }
    return record;
  };
  const at = () => context.now().toISOString();
  const settle = (signal?: AbortSignal) => wait(context.latencyMs, signal);

  return {
    async getAdminInfo(preListingId, signal): Promise<AdminInfo> {
      await settle(signal);
      const record = recordOf(preListingId);
      const listing = context.state.prelistings.get(preListingId);
      return structuredClone({
        notes: record.notes,
        customer_phone_numbers: [...CUSTOMER_PHONES],
        default_sms: defaultSms(listing),
        ...(record.callBack ? { customer_call_back: record.callBack } : {}),
        history: context.state.history.get(preListingId) ?? [],
      });
    },

    async saveAdminNote(preListingId, note, signal) {
      await settle(signal);
      if (blank(note)) throw inputError('saveAdminNote', 'note', 'missing');
      pushBounded(recordOf(preListingId).notes, { note: note.trim(), at: at() }, DEMO_STORE_LIMITS.perRecordList);
      recordHistory(context, preListingId, 'admin_note');
    },

    async sendAdminText(preListingId, request, signal) {
      await settle(signal);
      if (blank(request.phone_number)) throw inputError('sendAdminText', 'phone_number', 'phone_is_mandatory');
      if (blank(request.message)) throw inputError('sendAdminText', 'message', 'missing');
      const text = { phone_number: request.phone_number, message: request.message, at: at() };
      pushBounded(recordOf(preListingId).texts, text, DEMO_STORE_LIMITS.perRecordList);
      recordHistory(context, preListingId, 'admin_text', { phone_number: request.phone_number });
    },

    async saveCustomerCallBack(preListingId, callBack, signal) {
      await settle(signal);
      recordOf(preListingId).callBack = structuredClone(callBack);
      recordHistory(context, preListingId, 'customer_call_back');
    },

    async getHotBusinessLead(preListingId, signal): Promise<HotBusinessLead> {
      await settle(signal);
      return { hot_business_lead: recordOf(preListingId).hotLead };
    },

    async saveHotBusinessLead(preListingId, lead, signal) {
      await settle(signal);
      recordOf(preListingId).hotLead = lead.hot_business_lead === true;
    },

    async getRemovalsInfo(preListingId, signal) {
      await settle(signal);
      return structuredClone(recordOf(preListingId).removals);
    },

    async saveRemovalsInfo(preListingId, info, signal) {
      await settle(signal);
      recordOf(preListingId).removals = structuredClone(info);
    },

    async getSyncWithAvbOption(preListingId, signal): Promise<SyncWithAvbOption> {
      await settle(signal);
      return { sync_with_avb: recordOf(preListingId).avb };
    },

    async saveSyncWithAvbOption(preListingId, option, signal) {
      await settle(signal);
      recordOf(preListingId).avb = option.sync_with_avb === true;
    },

    async saveAffiliateAttribution(preListingId, attribution, signal) {
      await settle(signal);
      if (blank(attribution.option)) throw inputError('saveAffiliateAttribution', 'option', 'missing');
      if (blank(attribution.ref)) throw inputError('saveAffiliateAttribution', 'ref', 'missing');
      recordOf(preListingId).attribution = { ...attribution };
      recordHistory(context, preListingId, 'affiliate_attribution', { ref: attribution.ref });
    },

    async getAdminPriceInfo(preListingId, signal) {
      await settle(signal);
      const { adminPriceInfo } = await importAdminPrice();
      return adminPriceInfo(context, preListingId, {});
    },

    async calculateAdminPrice(preListingId, query, signal) {
      await settle(signal);
      const { adminPriceInfo } = await importAdminPrice();
      return adminPriceInfo(context, preListingId, query);
    },

    async getTelephonyCallInfo(signal) {
      await settle(signal);
      return {
        callId: `CA${hexDigits(context.random, 32)}`,
        direction: 'inbound',
        from: '+447700900123',
        status: 'in-progress',
      };
    },
  };
}
