import type { MoveItem } from '@haulkit/core';
import { useEffect, useId, useState } from 'react';
import { useCombobox } from '../combobox/use-combobox.js';
import { type ItemPickerProps, type QuantityError, useItemPicker } from './use-item-picker.js';

/**
 * The item picker: a search box that adds items or item sets, and the list of items with
 * their quantities (customer-quote-flow.md §3–5).
 */
export function ItemPicker(props: ItemPickerProps) {
  const picker = useItemPicker(props);
  const { t, results, disabled = props.disabled ?? false } = { ...picker, disabled: props.disabled };
  const combobox = useCombobox({ options: results, onSelect: picker.choose, onClear: picker.clearText });
  const id = useId();

  return (
    <div part="base" className="picker">
      <label part="label" className="label" htmlFor={`${id}-search`}>
        {t('itemSearchLabel')}
      </label>
      <div className="field">
        <input
          {...combobox.inputProps}
          part="control"
          className="control"
          id={`${id}-search`}
          type="text"
          value={picker.text}
          placeholder={t('itemSearchPlaceholder')}
          disabled={disabled}
          onChange={(event) => picker.typeText(event.currentTarget.value)}
        />
        <ul
          {...combobox.listboxProps}
          part="listbox"
          className="listbox"
          aria-label={t('itemSearchLabel')}
          hidden={!combobox.expanded}
        >
          {results.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a new search replaces the whole list; position is identity
            <li {...combobox.optionProps(index)} part="option" className="option" key={`${result.name}-${index}`}>
              <span className="option-name">{result.name}</span>
              {result.item_set.length > 1 && (
                <span className="option-meta">{t('itemSetCount', { count: result.item_set.length })}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <p part="status" className="status" role="status">
        {picker.statusText}
      </p>
      <section className="items" aria-labelledby={`${id}-heading`}>
        <h3 part="heading" className="heading" id={`${id}-heading`}>
          {t('itemsHeading')}
        </h3>
        {picker.items.length === 0 ? (
          <p className="empty">{t('itemsEmpty')}</p>
        ) : (
          <ul part="items" className="item-list">
            {picker.items.map((item) => (
              <ItemRow
                key={item.fake_id}
                item={item}
                disabled={disabled}
                error={picker.quantityErrors[item.fake_id]}
                picker={picker}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface ItemRowProps {
  item: MoveItem;
  disabled: boolean;
  error: QuantityError | undefined;
  picker: ReturnType<typeof useItemPicker>;
}

function ItemRow({ item, disabled, error, picker }: ItemRowProps) {
  const { t } = picker;
  const id = useId();
  const [draft, setDraft] = useState(String(item.quantity));
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);
  // Read the box itself: a key pressed before the next render still commits what was typed.
  const commit = (typed: string) => {
    const kept = picker.commitQuantity(item.fake_id, typed);
    if (kept !== undefined) setDraft(String(kept));
  };
  const size = [item.original_width, item.original_height, item.original_depth].every((n) => n !== undefined)
    ? `${item.original_width} × ${item.original_height} × ${item.original_depth} ${item.dimension_unit ?? 'cm'}`
    : '';

  return (
    <li part="item" className="item">
      <span className="item-name" id={`${id}-name`}>
        {item.name}
        {size && <span className="item-size">{size}</span>}
      </span>
      <fieldset className="stepper" aria-labelledby={`${id}-name`}>
        <button
          type="button"
          part="step-button"
          className="step"
          aria-label={
            picker.removesOnMinus(item) ? t('itemRemove', { name: item.name }) : t('itemDecrease', { name: item.name })
          }
          disabled={disabled}
          onClick={() => picker.decrease(item.fake_id)}
        >
          −
        </button>
        <input
          part="quantity"
          className="quantity"
          type="text"
          inputMode="numeric"
          aria-label={t('itemQuantity', { name: item.name })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={(event) => commit(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button
          type="button"
          part="step-button"
          className="step"
          aria-label={t('itemIncrease', { name: item.name })}
          disabled={disabled || !picker.canIncrease(item)}
          onClick={() => picker.increase(item.fake_id)}
        >
          +
        </button>
      </fieldset>
      {error && (
        <p part="error" className="error" id={`${id}-error`} role="alert" data-code={error.code}>
          {picker.quantityErrorText(error)} <span part="error-code">{t('errorCode', { code: error.code })}</span>
        </p>
      )}
    </li>
  );
}
