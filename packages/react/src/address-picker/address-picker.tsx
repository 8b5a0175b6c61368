import type { Locale, QuoteFlowBase, RouteSide } from '@haulkit/core';
import { type KeyboardEvent, memo, useEffect, useId, useRef } from 'react';
import { useCombobox } from '../combobox/use-combobox.js';
import type { WidgetError } from '../common/widget-error.js';
import { AnnouncerProvider } from '../ui/announcer.js';
import { Button } from '../ui/button.js';
import { ErrorState } from '../ui/error-state.js';
import { fieldStyles } from '../ui/field.styles.js';
import { UiIcon } from '../ui/icons/ui-icons.js';
import { useSheet } from '../ui/sheet.js';
import { addressPickerClasses, addressPickerStyles } from './address-picker.styles.js';
import { useAddressField } from './use-address-field.js';
import {
  type AddressPickerProps,
  type AddressTranslate,
  type GeolocationLike,
  useAddressPicker,
} from './use-address-picker.js';
import { useAddressRoute } from './use-address-route.js';

/**
 * The address picker: the pickup and delivery addresses, each a search box with suggestions
 * and "Use my location", and the route's distance and driving time once both are known
 * (docs/behaviour/quote-flow.md §2, §5, §7). Changes are announced through the element's live region,
 * or its own on a React page.
 */
export function AddressPicker(props: AddressPickerProps) {
  return (
    <AnnouncerProvider>
      <AddressPickerView {...props} />
    </AnnouncerProvider>
  );
}

function AddressPickerView(props: AddressPickerProps) {
  useSheet(fieldStyles);
  useSheet(addressPickerStyles);
  const { session, t, locale } = useAddressPicker(props);
  const disabled = props.disabled ?? false;
  const shared = { session, t, locale, disabled, geolocation: props.geolocation, onError: props.onError };
  return (
    <div part="base" className={addressPickerClasses.addresses}>
      <AddressField side="pickup" {...shared} pageError={props.fieldErrors?.pickup} />
      <AddressField side="delivery" {...shared} pageError={props.fieldErrors?.delivery} />
      <AddressRoute session={session} t={t} locale={locale} disabled={disabled} />
    </div>
  );
}

interface AddressFieldProps {
  side: RouteSide;
  session: QuoteFlowBase;
  t: AddressTranslate;
  locale: Locale;
  disabled: boolean;
  geolocation: GeolocationLike | undefined;
  onError: ((error: WidgetError) => void) | undefined;
  /** An error the page around found in this address (fieldErrors), shown while the field has none of its own. */
  pageError?: { code: string; text: string } | undefined;
}

/**
 * One address: label, an APG combobox with its suggestions, the status line or a look-up
 * failure, the refusal of what was typed, and "Use my location". Its state is its own, so a
 * keystroke renders this field and nothing else.
 */
const AddressField = memo(function AddressField({
  side,
  session,
  t,
  locale,
  disabled,
  geolocation,
  onError,
  pageError,
}: AddressFieldProps) {
  const field = useAddressField({ session, side, locale, t, geolocation, onError });
  const error = field.error ?? pageError ?? null;
  const { suggestions } = field;
  const combobox = useCombobox({ options: suggestions, onSelect: field.choose, onClear: field.clearText });
  const id = useId();
  const listbox = useRef<HTMLUListElement>(null);
  const label = t(side === 'pickup' ? 'addressPickupLabel' : 'addressDeliveryLabel');

  // The active option stays in view as the arrows move through the list.
  useEffect(() => {
    if (combobox.active >= 0) listbox.current?.children[combobox.active]?.scrollIntoView?.({ block: 'nearest' });
  }, [combobox.active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    combobox.inputProps.onKeyDown(event);
    // Enter with no option to take: what was typed is checked as when the box is left.
    if (event.key === 'Enter' && !event.defaultPrevented) field.commit();
  };

  return (
    <div part="field" className={addressPickerClasses.field} data-side={side}>
      <label part="label" className={addressPickerClasses.label} htmlFor={`${id}-input`}>
        {label}
      </label>
      {error && (
        <p part="field-error" className="hk-field-error" id={`${id}-error`} data-code={error.code}>
          {error.text}
        </p>
      )}
      <div className={addressPickerClasses.box}>
        <UiIcon name="search" />
        <input
          {...combobox.inputProps}
          part="control"
          className={`hk-control ${addressPickerClasses.control}`}
          id={`${id}-input`}
          type="text"
          enterKeyHint="search"
          value={field.text}
          placeholder={t('addressPlaceholder')}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => field.typeText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            field.focus();
            combobox.inputProps.onFocus();
          }}
          onBlur={() => {
            combobox.inputProps.onBlur();
            field.blur();
          }}
        />
        <ul
          {...combobox.listboxProps}
          ref={listbox}
          part="listbox"
          className={addressPickerClasses.listbox}
          aria-label={label}
          hidden={!combobox.expanded}
        >
          {suggestions.map((suggestion, index) => (
            <li
              {...combobox.optionProps(index)}
              part="option"
              className={addressPickerClasses.option}
              key={suggestion.placeId}
            >
              <strong className={addressPickerClasses.optionMain}>
                {suggestion.mainText ?? suggestion.description}
              </strong>
              {suggestion.secondaryText && (
                <span className={addressPickerClasses.optionSecondary}>{suggestion.secondaryText}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      {field.failure ? (
        <ErrorState
          title={t('addressLookupFailedTitle')}
          retryLabel={t('addressRetry')}
          code={field.failure.code}
          {...(disabled ? {} : { onRetry: field.failure.retry })}
        >
          {t('addressLookupFailed')}
        </ErrorState>
      ) : (
        <p part="status" className={addressPickerClasses.status}>
          {field.statusText}
        </p>
      )}
      <Button
        part="locate-button"
        className={addressPickerClasses.locate}
        variant="secondary"
        aria-label={t(side === 'pickup' ? 'addressLocatePickup' : 'addressLocateDelivery')}
        loading={field.busy === 'locating'}
        disabled={disabled}
        onClick={field.locate}
      >
        <UiIcon name="pin" />
        {t('addressLocate')}
      </Button>
    </div>
  );
});

interface AddressRouteProps {
  session: QuoteFlowBase;
  t: AddressTranslate;
  locale: Locale;
  disabled: boolean;
}

/** The route line under the fields: the wait, the distance and driving time, or why there is none with a retry. */
const AddressRoute = memo(function AddressRoute({ session, t, locale, disabled }: AddressRouteProps) {
  const { view, retry } = useAddressRoute(session, locale);
  if (view.state === 'none') return null;
  return (
    <p part="route" className={addressPickerClasses.route} data-state={view.state}>
      <UiIcon name="route" />
      <span className={addressPickerClasses.routeText}>{view.state === 'loading' ? t('routeLoading') : view.text}</span>
      {view.state === 'error' && (
        <Button variant="secondary" disabled={disabled} onClick={retry}>
          {t('addressRetry')}
        </Button>
      )}
    </p>
  );
});
