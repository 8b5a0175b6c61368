import {
  type AddressFieldErrorCode,
  type AddressPickerMessageKey,
  addressPickerMessage,
  DEFAULT_LOCALE,
  DEFAULT_SESSION_KEY,
  getSession,
  type Locale,
  type RouteSide,
  withQuoteBase,
} from '@haulkit/core';
import { useMemo } from 'react';
import type { WidgetError } from '../common/widget-error.js';
import { useMessages } from '../use-messages.js';

/** The browser's geolocation, or a fake of it: only `getCurrentPosition` is used. */
export type GeolocationLike = Pick<Geolocation, 'getCurrentPosition'>;

/** Props of the address picker (the `<hk-address-picker>` attributes, parsed). */
export interface AddressPickerProps {
  /** Quote session key; pieces with the same key share one listing. @default 'default' */
  session?: string;
  /** @default 'en-GB' */
  locale?: Locale;
  /** Turns both address boxes, "Use my location" and every retry off. @default false */
  disabled?: boolean;
  /** Called once per failed address look-up, with the adapter's code (`network`, `server`, `timeout`, `noAdapter`, …). */
  onError?: (error: WidgetError) => void;
  /** The browser's geolocation; tests pass a fake. @default navigator.geolocation */
  geolocation?: GeolocationLike;
  /**
   * Errors the page around the picker found in an address (the quote flow's refused move, with
   * its code and words), shown in that field as its own are, until the field shows one of its own.
   */
  fieldErrors?: Partial<Record<RouteSide, { code: string; text: string }>>;
}

/** The address picker's words for its locale. */
export type AddressTranslate = (key: AddressPickerMessageKey, params?: Record<string, string | number>) => string;

/** Why a field refused its text or position: the code (for `data-code`) and the words. */
export interface AddressFieldError {
  code: AddressFieldErrorCode;
  text: string;
}

/** A failed maps look-up (suggestions or geocoding): the adapter's code and the retry of that request. */
export interface AddressLookupFailure {
  code: string;
  retry(): void;
}

/** The field error code of a failed `getCurrentPosition` (GeolocationPositionError codes 1, 2, 3). */
export function geolocationErrorCode(error: { code?: number } | null | undefined): AddressFieldErrorCode {
  if (error?.code === 1) return 'geolocationDenied';
  if (error?.code === 3) return 'geolocationTimeout';
  return 'geolocationUnavailable';
}

/**
 * Behaviour of the address picker's frame: the quote session (with the flow's actions) and the
 * words. Each field and the route line read their own state (`useAddressField`,
 * `useAddressRoute`), so a keystroke in one field renders that field alone.
 */
export function useAddressPicker({ session = DEFAULT_SESSION_KEY, locale = DEFAULT_LOCALE }: AddressPickerProps) {
  const t = useMessages(addressPickerMessage, locale);
  // The flow's actions on the session, its drafts as the session keeps them (the draft code loads
  // only with a stored draft or the first change).
  const flow = useMemo(() => withQuoteBase(getSession(session)), [session]);
  return { session: flow, t, locale };
}
