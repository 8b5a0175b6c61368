import type { ProviderChangeAnswer, ProviderChangeDecision } from '../../ports/admin-types.js';
import type { HistoryLine } from '../prelisting-history/history.js';

// A provider change on a booked listing's history (docs/behaviour/back-office.md §4: "accept or
// decline with a reason"). The entry's shape is not shown in the spec: the names below are
// Haulkit's choice, read leniently, and what the demo adapter and the reference server write.

/** The events that name a provider change (not specified: chosen, with the spellings a server might use). */
export const PROVIDER_CHANGE_EVENTS = ['provider_change', 'provider-change', 'providerChange'] as const;

/** The fields a provider change's id is read from, first found wins (not specified: chosen). */
export const PROVIDER_CHANGE_ID_FIELDS = ['change_id', 'changeId', 'id'] as const;

/** Where a provider change stands. */
export type ProviderChangeStatus = 'pending' | 'accepted' | 'declined';

/** A provider change read from a history entry. */
export interface ProviderChange {
  /** The id an answer is sent for. */
  readonly id: string;
  readonly status: ProviderChangeStatus;
  /** The provider the job had and the one proposed, as the server names them; null when it does not. */
  readonly from: string | null;
  readonly to: string | null;
  /** The reason given with the decision, once decided. */
  readonly reason: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const named = value as Record<string, unknown>;
    return text(named.name) ?? text(named.nickname) ?? text(named.tp_id) ?? null;
  }
  return null;
};

/** A decision as sent or stored: accept(ed) or decline(d), any case; anything else is none. */
function decisionOf(value: unknown): ProviderChangeDecision | null {
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word === 'accept' || word === 'accepted') return 'accept';
  if (word === 'decline' || word === 'declined' || word === 'rejected') return 'decline';
  return null;
}

/**
 * The provider change a history line is, or null when it is none (its event is not one of
 * PROVIDER_CHANGE_EVENTS, or it carries no id to answer). It is pending until the entry holds a
 * decision (`decision`, or a `status` of accepted or declined): a change with no status is
 * pending (docs/behaviour/back-office.md §4).
 * @example providerChangeOf(historyLines([{ event: 'provider_change', id: 'pc-1' }])[0])?.status // 'pending'
 */
export function providerChangeOf(line: HistoryLine): ProviderChange | null {
  if (line.what === null || !(PROVIDER_CHANGE_EVENTS as readonly string[]).includes(line.what)) return null;
  const entry = line.entry as Record<string, unknown>;
  const idKey = PROVIDER_CHANGE_ID_FIELDS.find((key) => text(entry[key]) !== null);
  if (idKey === undefined) return null;
  const decided = decisionOf(entry.decision) ?? decisionOf(entry.status);
  return {
    id: text(entry[idKey]) as string,
    status: decided === 'accept' ? 'accepted' : decided === 'decline' ? 'declined' : 'pending',
    from: text(entry.from_provider ?? entry.from),
    to: text(entry.to_provider ?? entry.to),
    reason: text(entry.reason),
  };
}

/** Why an answer to a provider change cannot be sent. */
export type ProviderChangeErrorCode = 'providerChangeReasonMissing';

/** A checked answer, ready to send, or the code of what is missing. */
export type ProviderChangeCheck =
  | { readonly ok: true; readonly value: ProviderChangeAnswer }
  | { readonly ok: false; readonly code: ProviderChangeErrorCode };

/**
 * An admin's answer to a provider change (docs/behaviour/back-office.md §4): a decline needs a
 * reason once trimmed (`providerChangeReasonMissing`); an accept may have one. The reason is sent
 * trimmed, and left out of an accept when none was typed (not specified: chosen).
 * @example checkProviderChangeAnswer('decline', ' ') // { ok: false, code: 'providerChangeReasonMissing' }
 */
export function checkProviderChangeAnswer(decision: ProviderChangeDecision, reason: string): ProviderChangeCheck {
  const trimmed = reason.trim();
  if (decision === 'decline' && trimmed === '') return { ok: false, code: 'providerChangeReasonMissing' };
  return { ok: true, value: trimmed === '' ? { decision } : { decision, reason: trimmed } };
}
