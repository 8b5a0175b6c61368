import type { PrelistingAdminApi } from '@haulkit/core';
import { AdminInfoSchema, OpaqueObjectSchema } from '@haulkit/core';
import type { PortContext } from '../hosts.js';
import { seg } from '../hosts.js';
import { HotBusinessLeadSchema, SyncWithAvbSchema, TelephonyCallInfoSchema } from '../schemas/admin.js';
import { joinUrl } from '../transport/call.js';

/**
 * The admin calls on a pre-listing (docs/behaviour/back-office.md §7), under /ng/prelisting/{id}/
 * on the marketplace. Saves resolve to nothing; any JSON or an empty body counts as saved.
 */
export function prelistingAdminCalls({ call, hosts }: PortContext): PrelistingAdminApi {
  const at = (id: string, rest: string) => joinUrl(hosts.api, `ng/prelisting/${seg(id)}/${rest}`);
  const save = (id: string, rest: string, json: unknown, signal: AbortSignal | undefined) =>
    call({ method: 'POST', url: at(id, rest), json, schema: undefined, signal });
  return {
    getAdminInfo: (id, signal) => call({ method: 'GET', url: at(id, 'admin-info'), schema: AdminInfoSchema, signal }),
    saveAdminNote: (id, note, signal) => save(id, 'admin-note', { note }, signal),
    sendAdminText: (id, { phone_number, message }, signal) =>
      save(id, 'admin-send-text', { phone_number, message }, signal),
    saveCustomerCallBack: (id, callBack, signal) => save(id, 'admin-customer-call-back', callBack, signal),
    getHotBusinessLead: (id, signal) =>
      call({ method: 'GET', url: at(id, 'admin-hot-business-lead'), schema: HotBusinessLeadSchema, signal }),
    saveHotBusinessLead: (id, { hot_business_lead }, signal) =>
      save(id, 'admin-hot-business-lead', { hot_business_lead }, signal),
    getRemovalsInfo: (id, signal) =>
      call({ method: 'GET', url: at(id, 'admin-removals-info'), schema: OpaqueObjectSchema, signal }),
    saveRemovalsInfo: (id, info, signal) => save(id, 'admin-removals-info', info, signal),
    getSyncWithAvbOption: (id, signal) =>
      call({ method: 'GET', url: at(id, 'admin-sync-with-avb-option'), schema: SyncWithAvbSchema, signal }),
    saveSyncWithAvbOption: (id, { sync_with_avb }, signal) =>
      save(id, 'admin-sync-with-avb-option', { sync_with_avb }, signal),
    saveAffiliateAttribution: (id, { option, ref, ref_id }, signal) =>
      save(id, 'admin-affiliate-attribution', { option, ref, ref_id }, signal),
    getAdminPriceInfo: (id, signal) =>
      call({ method: 'GET', url: at(id, 'admin-price/info'), schema: OpaqueObjectSchema, signal }),
    calculateAdminPrice: (id, query, signal) =>
      call({ method: 'GET', url: at(id, 'admin-price/calculate'), query, schema: OpaqueObjectSchema, signal }),
    getTelephonyCallInfo: (signal) =>
      call({
        method: 'GET',
        url: joinUrl(hosts.api, 'administer/telephony/call-info'),
        schema: TelephonyCallInfoSchema,
        signal,
      }),
  };
}
