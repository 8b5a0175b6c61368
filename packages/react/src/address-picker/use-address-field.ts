import {
  ADDRESS_FIELD_ERROR_KEYS,
  type Address,
  type AddressFieldErrorCode,
  type AddressPickerMessageKey,
  addressText,
  createSearch,
  GEOLOCATION_OPTIONS,
  HaulkitError,
  isAbortError,
  isHaulkitError,
  type Listing,
  type Locale,
  type MapsApi,
  NO_ADAPTER_CODE,
  type PlacePrediction,
  predictionBias,
  type QuoteFlowBase,
  type QuoteSession,
  quoteTransitions,
  type RouteSide,
  readCoordinates,
  shouldSuggest,
} from '@haulkit/core';
import { computed } from 'nanostores';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useAnnounce } from '../ui/announcer.js';
import { useStore } from '../use-store.js';
import { whenIdle } from '../when-idle.js';
import {
  type AddressFieldError,
  type AddressLookupFailure,
  type AddressTranslate,
  type GeolocationLike,
  geolocationErrorCode,
} from './use-address-picker.js';

const noop = () => undefined;

/** The session's maps adapter, loaded on first need; rejects with `noAdapter` when there is none. */
async function mapsOf(session: QuoteSession): Promise<MapsApi> {
  const { maps } = await session.adapters('maps');
  if (!maps) throw new HaulkitError(NO_ADAPTER_CODE, 'No maps adapter is configured for this session.');
  return maps;
}

/** Groups one search's keystrokes with its geocode (billing); opaque to everyone but the maps service. */
function newSessionToken(): string {
  const crypto = globalThis.crypto as Crypto | undefined;
  return crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Options of useAddressField. */
export interface AddressFieldOptions {
  session: QuoteFlowBase;
  side: RouteSide;
  locale: Locale;
  t: AddressTranslate;
  /** @default navigator.geolocation */
  geolocation?: GeolocationLike | undefined;
  onError?: ((error: WidgetError) => void) | undefined;
}

interface Problem {
  code: AddressFieldErrorCode;
  key: AddressPickerMessageKey;
  params?: Record<string, string>;
}

const problem = (code: AddressFieldErrorCode, params?: Record<string, string>): Problem => ({
  code,
  key: ADDRESS_FIELD_ERROR_KEYS[code],
  ...(params ? { params } : {}),
});

/**
 * One address field (§5): its text, debounced suggestions from the maps adapter (asked only
 * when `shouldSuggest` holds, biased per locale, one session token per field renewed after each
 * choice, newer text wins), the choice geocoded and set on the listing, typed text never
 * accepted without a choice, "Use my location" (§7), look-up failures with their retry, and the
 * listing's address shown when it changes elsewhere (a restored draft, another element) unless
 * the person is editing the box.
 */
export function useAddressField({ session, side, locale, t, geolocation, onError }: AddressFieldOptions) {
  const announce = useAnnounce();
  const address$ = useMemo(
    () => computed(session.$listing, (listing: Listing) => listing[quoteTransitions.addressField(side)]),
    [session, side],
  );
  const [text, setShownText] = useState(() => addressText(address$.get()));
  /** The box's text as of the last event, before any render (a blur can follow a keystroke at once). */
  const current = useRef(text);
  const setText = useCallback((value: string) => {
    current.current = value;
    setShownText(value);
  }, []);
  const [issue, setIssue] = useState<Problem | null>(null);
  const [failure, setFailureState] = useState<AddressLookupFailure | null>(null);
  const failed = useRef(false);
  const setFailure = useCallback((value: AddressLookupFailure | null) => {
    failed.current = value !== null;
    setFailureState(value);
  }, []);
  const [busy, setBusy] = useState<'choosing' | 'locating' | null>(null);
  const token = useRef(newSessionToken());
  const pending = useRef<AbortController | null>(null);
  const focused = useRef(false);
  /** The person changed the text since the box last showed the listing's address. */
  const dirty = useRef(false);
  /** The address whose text the box last showed. */
  const shown = useRef(address$.get());
  const latest = useRef({ t, onError, geolocation });
  latest.current = { t, onError, geolocation };

  const search = useMemo(
    () =>
      createSearch<PlacePrediction>({
        accepts: (input) => shouldSuggest(input, locale),
        search: async (input, signal) =>
          (await mapsOf(session)).getPlacePredictions(
            { input, language: locale, sessionToken: token.current, ...predictionBias(locale) },
            signal,
          ),
      }),
    [session, locale],
  );
  useEffect(() => () => search.dispose(), [search]);
  const suggestions = useStore(search.$results);
  const status = useStore(search.$status);
  const errorCode = useStore(search.$errorCode);
  const warm = useCallback(() => void session.adapters('maps').catch(noop), [session]);
  useEffect(() => whenIdle(warm), [warm]);

  const report = useCallback((code: string) => {
    latest.current.onError?.({ code, message: latest.current.t('addressLookupFailedTitle') });
  }, []);
  // A failed suggestion request tells the host page why, once per failure. "Choose an address
  // from the list" (left from a blur before the answer came) goes: there was no list to choose from.
  useEffect(
    () =>
      search.$status.listen((next) => {
        if (next !== 'failed') return;
        setIssue((now) => (now?.code === 'addressNeedsCoordinates' ? null : now));
        report(search.$errorCode.get() ?? 'unknown');
      }),
    [search, report],
  );

  // The listing's address changed elsewhere: the box shows it, unless the person is typing in it.
  useEffect(() => {
    const sync = (address: Address | undefined) => {
      if (address === shown.current || (focused.current && dirty.current)) return;
      shown.current = address;
      dirty.current = false;
      setText(addressText(address));
      setIssue(null);
    };
    sync(address$.get());
    return address$.listen(sync);
  }, [address$, setText]);

  const stop = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setBusy(null);
  }, []);
  useEffect(() => stop, [stop]);
  const begin = useCallback((kind: 'choosing' | 'locating') => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(kind);
    return controller;
  }, []);
  const end = useCallback((controller: AbortController) => {
    if (pending.current !== controller) return;
    pending.current = null;
    setBusy(null);
  }, []);

  const accept = useCallback(
    (address: Address) => {
      const shownText = addressText(address);
      dirty.current = false;
      shown.current = address;
      setText(shownText);
      setIssue(null);
      search.clear();
      announce(latest.current.t(side === 'pickup' ? 'addressPickupSet' : 'addressDeliverySet', { address: shownText }));
    },
    [search, side, announce, setText],
  );

  /** Geocodes (a choice or a position) and sets the first result with coordinates; a failure keeps its retry. */
  const lookUp = useCallback(
    (kind: 'choosing' | 'locating', ask: (maps: MapsApi, signal: AbortSignal) => Promise<Address[]>, none: Problem) => {
      const attempt = () => {
        const controller = begin(kind);
        setFailure(null);
        mapsOf(session)
          .then((maps) => ask(maps, controller.signal))
          .then(
            (found) => {
              if (controller.signal.aborted) return;
              end(controller);
              if (kind === 'choosing') token.current = newSessionToken();
              const address = found.find((candidate) => readCoordinates(candidate) !== undefined);
              if (address && session.setAddress(side, address)) accept(address);
              else setIssue(none);
            },
            (error: unknown) => {
              if (controller.signal.aborted) return;
              end(controller);
              if (isAbortError(error)) return;
              const code = isHaulkitError(error) ? error.code : 'unknown';
              setFailure({ code, retry: attempt });
              report(code);
            },
          );
      };
      attempt();
    },
    [session, side, begin, end, accept, report, setFailure],
  );

  const typeText = useCallback(
    (value: string) => {
      dirty.current = true;
      stop();
      setIssue(null);
      setFailure(null);
      setText(value);
      search.setText(value);
    },
    [search, stop, setText, setFailure],
  );

  const choose = useCallback(
    (prediction: PlacePrediction) => {
      setIssue(null);
      lookUp(
        'choosing',
        (maps, signal) =>
          maps.geocode({ placeId: prediction.placeId, language: locale, sessionToken: token.current }, signal),
        problem('addressNotFound', { text: prediction.description }),
      );
    },
    [lookUp, locale],
  );

  /** Leaving the box or Enter without an option: blank removes the address, other text must be a choice. */
  const commit = useCallback(() => {
    if (pending.current || failed.current || search.$status.get() === 'failed') return;
    const value = current.current.trim();
    const address = address$.get();
    if (value === '') {
      setIssue(null);
      dirty.current = false;
      shown.current = undefined;
      if (address) session.setAddress(side, null);
      return;
    }
    if (value === addressText(address)) return;
    setIssue(problem('addressNeedsCoordinates'));
  }, [search, address$, session, side]);

  const locate = useCallback(() => {
    const geo = latest.current.geolocation ?? (globalThis.navigator?.geolocation as GeolocationLike | undefined);
    stop();
    search.clear();
    setIssue(null);
    setFailure(null);
    if (typeof geo?.getCurrentPosition !== 'function') {
      setIssue(problem('geolocationUnsupported'));
      return;
    }
    const controller = begin('locating');
    const refused = (code: AddressFieldErrorCode) => {
      end(controller);
      setIssue(problem(code));
    };
    try {
      geo.getCurrentPosition(
        (position) => {
          if (controller.signal.aborted) return;
          const location = { lat: position.coords.latitude, lng: position.coords.longitude };
          lookUp('locating', (maps, signal) => maps.geocode({ location, language: locale }, signal), {
            ...problem('addressNotFound'),
            key: 'addressPositionNotFound',
          });
        },
        (error) => {
          if (!controller.signal.aborted) refused(geolocationErrorCode(error));
        },
        GEOLOCATION_OPTIONS,
      );
    } catch {
      refused('geolocationUnsupported');
    }
  }, [search, stop, begin, end, lookUp, locale, setFailure]);

  const count = suggestions.length;
  const statusText =
    busy === 'locating'
      ? t('addressLocating')
      : busy === 'choosing' || status === 'loading'
        ? t('addressSearching')
        : status === 'ready'
          ? count === 0
            ? t('addressNoResults', { text: text.trim() })
            : count === 1
              ? t('addressOneResult')
              : t('addressResults', { count })
          : '';
  // Screen readers hear each answer's status line once (one polite region).
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce each new answer once
  useEffect(() => {
    if (status === 'ready') announce(statusText);
  }, [suggestions, status]);

  return {
    text,
    typeText,
    /** Empties the box (Escape with the list closed); the address goes when the box is left blank. */
    clearText: useCallback(() => typeText(''), [typeText]),
    suggestions,
    status,
    statusText,
    choose,
    commit,
    locate,
    /** A choice or a position is being looked up. */
    busy,
    error: issue ? ({ code: issue.code, text: t(issue.key, issue.params) } satisfies AddressFieldError) : null,
    failure:
      failure ??
      (status === 'failed'
        ? ({ code: errorCode ?? 'unknown', retry: search.retry } satisfies AddressLookupFailure)
        : null),
    /** Call when the box takes focus: loads the maps adapter now. */
    focus: useCallback(() => {
      focused.current = true;
      warm();
    }, [warm]),
    /** Call when the box loses focus: commits what is typed. */
    blur: useCallback(() => {
      focused.current = false;
      commit();
    }, [commit]),
  };
}
