import type { PrelistingHistoryEntry } from '../../ports/quote-types.js';
import { formatDateLabel } from '../calendar/local-date.js';

/**
 * The fields a history entry's when, who and what are read from, first found wins (the shape
 * is not specified: chosen; `event` and `at` are what the demo adapter and the reference server
 * write, the others names a server might use).
 */
export const HISTORY_FIELDS = {
  at: ['at', 'date', 'created_at', 'createdAt', 'dateCreated', 'timestamp', 'time'],
  who: ['who', 'user_name', 'userName', 'admin_name', 'by', 'author', 'user', 'admin'],
  what: ['event', 'type', 'action', 'what', 'description', 'message'],
} as const;

/** One history entry made ready to show, with the entry as sent beside it. */
export interface HistoryLine {
  /** Its place in the list as sent (a stable key). */
  readonly index: number;
  /** The day, DD/MM/YYYY (back-office §5), or null when the entry names none that can be read. */
  readonly date: string | null;
  /** The local time, HH:mm, when the entry has one. */
  readonly time: string | null;
  /** Who did it, as the server names them; null when it does not. */
  readonly who: string | null;
  /** What happened: the event's code as sent (its words are the admin notes catalogue's, or the code itself). */
  readonly what: string | null;
  /** The entry's other plain fields (text, numbers, flags), as text, in the server's order. */
  readonly details: readonly (readonly [key: string, value: string])[];
  /** The entry as sent. */
  readonly entry: PrelistingHistoryEntry;
}

const pad = (value: number) => String(value).padStart(2, '0');

const plain = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') return String(value);
  return null;
};

/** A person the server names: text, or an object with a name, a username or an id. */
function personOf(value: unknown): string | null {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const person = value as Record<string, unknown>;
    return plain(person.name) ?? plain(person.username) ?? plain(person.email) ?? plain(person.user_id) ?? null;
  }
  return plain(value);
}

/** The day and local time of a when: YYYY-MM-DD alone is a day; an ISO instant or epoch milliseconds a day and a time. */
function whenOf(value: unknown): { date: string | null; time: string | null } {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) {
    const label = formatDateLabel(value.trim());
    return { date: typeof label === 'string' ? label : null, time: null };
  }
  const instant = typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!instant || (typeof value === 'string' && value.trim() === '') || Number.isNaN(instant.getTime()))
    return { date: null, time: null };
  const label = formatDateLabel(instant);
  return {
    date: typeof label === 'string' ? label : null,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

const first = (entry: Record<string, unknown>, keys: readonly string[]) => keys.find((key) => entry[key] !== undefined);

/**
 * A pre-listing's history made ready to show (docs/behaviour/back-office.md §2 "history", §3):
 * each entry's day (DD/MM/YYYY) and local time, who and what, its other plain fields as text;
 * the entry as sent kept beside it, and the list in the order sent (oldest first). An entry that
 * is not an object gives a line with nothing read. Never throws.
 * @example historyLines([{ event: 'saved', at: '2027-03-28T10:05:00Z' }])[0].what // 'saved'
 */
export function historyLines(entries: unknown): HistoryLine[] {
  if (!Array.isArray(entries)) return [];
  return entries.map((raw, index): HistoryLine => {
    const entry = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<
      string,
      unknown
    >;
    const atKey = first(entry, HISTORY_FIELDS.at);
    const whoKey = first(entry, HISTORY_FIELDS.who);
    const whatKey = first(entry, HISTORY_FIELDS.what);
    const used = new Set([atKey, whoKey, whatKey]);
    const details = Object.entries(entry).flatMap(([key, value]): [string, string][] => {
      const text = used.has(key) ? null : plain(value);
      return text === null ? [] : [[key, text]];
    });
    return {
      index,
      ...whenOf(atKey === undefined ? undefined : entry[atKey]),
      who: whoKey === undefined ? null : personOf(entry[whoKey]),
      what: whatKey === undefined ? null : plain(entry[whatKey]),
      details,
      entry: entry as PrelistingHistoryEntry,
    };
  });
}
