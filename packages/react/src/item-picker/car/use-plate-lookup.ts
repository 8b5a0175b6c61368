import {
  type CarFieldErrorCode,
  carFieldErrorKey,
  carFlowMessage,
  DEFAULT_LOCALE,
  isAbortError,
  type Listing,
  type Locale,
  type MoveItem,
  type QuoteFlowBase,
  requestError,
} from '@haulkit/core';
import { useEffect, useRef, useState } from 'react';
import type { WidgetError } from '../../common/widget-error.js';
import { useAnnounce } from '../../ui/announcer.js';
import { useMessages } from '../../use-messages.js';

/** Adapter codes of a lookup that could not run (rather than a plate nobody knows): trying again may help. */
const COULD_NOT_RUN = new Set(['network', 'timeout', 'server', 'noAdapter', 'requestFailed']);

/** A refused or failed plate: the code for `data-code` and the words, which name the plate as typed. */
export interface PlateError {
  code: Extract<CarFieldErrorCode, 'plateRequired' | 'plateNotFound' | 'plateLookupFailed'>;
  text: string;
}

/** A plate as a person reads it: upper case, single spaces ("ab12  cde " → "AB12 CDE"). */
const shown = (plate: string) => plate.trim().replace(/\s+/g, ' ').toUpperCase();

/** The names of the vehicles a lookup added: items that are new, or whose quantity rose. */
function addedNames(before: readonly MoveItem[], after: readonly MoveItem[]): string[] {
  const had = new Map(before.map((item) => [item.fake_id, item.quantity]));
  return after.filter((item) => item.quantity > (had.get(item.fake_id) ?? 0)).map((item) => item.name);
}

/**
 * Behaviour of the plate dialog (docs/behaviour/quote-flow.md §2 registration-plate lookup modal, §7
 * get-vehicle-data, §8 plate-number error): the plate as typed (spaces allowed; the session
 * normalises it), a busy state while the lookup runs, the vehicles found joining the list with
 * their names announced, and on failure the session's plate-number flag shown as words beside
 * the field, the typed plate kept.
 */
export function usePlateLookup({
  session,
  locale = DEFAULT_LOCALE,
  onAdded,
  onError,
}: {
  session: QuoteFlowBase;
  locale?: Locale | undefined;
  onAdded?: ((listing: Listing) => void) | undefined;
  onError?: ((error: WidgetError) => void) | undefined;
}) {
  const t = useMessages(carFlowMessage, locale);
  const announce = useAnnounce();
  const [plate, setPlate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlateError | null>(null);
  // The plate as typed and whether a lookup runs, read by a submit that comes before the next render.
  const now = useRef({ plate: '', busy: false });
  const latest = useRef({ onAdded, onError, alive: true });
  latest.current = { ...latest.current, onAdded, onError };
  useEffect(() => {
    latest.current.alive = true;
    return () => {
      latest.current.alive = false;
    };
  }, []);

  const refuse = (code: PlateError['code'], typed: string) => {
    const text = t(carFieldErrorKey(code, 'plate'), { plate: shown(typed) });
    setError({ code, text });
    if (code !== 'plateRequired') latest.current.onError?.({ code, message: text });
  };

  /** Looks the plate up; resolves true when vehicles were found and added. */
  const lookUp = async (): Promise<boolean> => {
    if (now.current.busy) return false;
    const typed = now.current.plate;
    if (typed.trim() === '') {
      refuse('plateRequired', typed);
      return false;
    }
    now.current.busy = true;
    setBusy(true);
    setError(null);
    const before = session.$listing.get().move_items ?? [];
    let failure: string | undefined;
    try {
      await session.lookupPlate(typed);
    } catch (caught) {
      failure = isAbortError(caught) ? 'abort' : requestError(caught).code;
    }
    now.current.busy = false;
    if (!latest.current.alive) return false;
    setBusy(false);
    // The session stopped (it was disposed): nothing was looked up, nothing to say.
    if (failure === 'abort') return false;
    // The session sets the plate-number flag for a failure and for a plate that found nothing (§8).
    if (failure !== undefined || session.$ui.get().vehicle?.plateError) {
      refuse(failure !== undefined && COULD_NOT_RUN.has(failure) ? 'plateLookupFailed' : 'plateNotFound', typed);
      return false;
    }
    const listing = session.$listing.get();
    announce(t('carAddedNames', { names: addedNames(before, listing.move_items ?? []).join(', ') }));
    now.current.plate = '';
    setPlate('');
    latest.current.onAdded?.(listing);
    return true;
  };

  return {
    t,
    plate,
    busy,
    error,
    type(value: string) {
      now.current.plate = value;
      setPlate(value);
      setError(null);
    },
    lookUp,
  };
}
