import type { AffiliateStore } from '../../model/affiliate.js';
import type { AffiliateAttribution } from '../../ports/admin-types.js';

/**
 * The affiliate attribution form as typed (docs/behaviour/back-office.md §7: `{option, ref,
 * ref_id}`): which option (its values are not specified), the affiliate's reference (the store
 * name its stores are looked up by, GET /ng/api/v3/affiliates/{store}/stores) and the id of the
 * store chosen or typed.
 */
export interface AffiliateDraft {
  readonly option: string;
  readonly ref: string;
  readonly ref_id: string;
}

/** An empty form. */
export const EMPTY_AFFILIATE_DRAFT: AffiliateDraft = { option: '', ref: '', ref_id: '' };

/** Why a field of the attribution form was refused. */
export type AffiliateErrorCode = 'affiliateOptionMissing' | 'affiliateRefMissing' | 'affiliateRefIdMissing';

/** One refused field of the attribution form. */
export interface AffiliateFieldError {
  readonly field: keyof AffiliateDraft;
  readonly code: AffiliateErrorCode;
}

/** A checked form: the body to send, or every refused field. */
export type AffiliateCheck =
  | { readonly ok: true; readonly value: AffiliateAttribution }
  | { readonly ok: false; readonly errors: readonly AffiliateFieldError[] };

const CODES: Readonly<Record<keyof AffiliateDraft, AffiliateErrorCode>> = {
  option: 'affiliateOptionMissing',
  ref: 'affiliateRefMissing',
  ref_id: 'affiliateRefIdMissing',
};

/**
 * Checks the attribution form: option, ref and ref_id each non-empty once trimmed (the three
 * fields of §7; that each is needed is not specified: chosen, the reference server's rule). A
 * ref_id of digits is sent as a number, other text as text (an id, PortId).
 * @example checkAffiliateAttribution({ option: 'store', ref: 'argos', ref_id: '12' }) // ok, ref_id 12
 */
export function checkAffiliateAttribution(draft: AffiliateDraft): AffiliateCheck {
  const fields = Object.keys(CODES) as (keyof AffiliateDraft)[];
  const errors = fields
    .filter((field) => draft[field].trim() === '')
    .map((field): AffiliateFieldError => ({ field, code: CODES[field] }));
  if (errors.length > 0) return { ok: false, errors };
  const id = draft.ref_id.trim();
  return {
    ok: true,
    value: {
      option: draft.option.trim(),
      ref: draft.ref.trim(),
      ref_id: /^(?:0|[1-9]\d{0,14})$/.test(id) ? Number(id) : id,
    },
  };
}

/**
 * The stores whose name holds the text typed, case and accents aside, in the server's order;
 * all of them for blank text.
 * @example storesNamed(stores, 'leeds') // the stores named "Leeds Kirkstall", "LEEDS centre" …
 */
export function storesNamed(stores: readonly AffiliateStore[], text: string): AffiliateStore[] {
  const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const wanted = fold(text);
  if (wanted === '') return [...stores];
  return stores.filter((store) => fold(store.name ?? '').includes(wanted));
}
