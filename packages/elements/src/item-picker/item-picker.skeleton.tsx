import { itemSearchWords } from '@haulkit/core';
import { useSheet } from '@haulkit/react';
import { useId } from 'react';
import { barStyles } from '../bars-skeleton.js';
import type { SkeletonProps } from '../create-element.js';
import { rememberEarlyInput } from '../early-input.js';
import { itemPickerSkeletonStyles } from './item-picker.skeleton.styles.js';

const bar = (size: string) => <span className={`hk-skeleton ${size}`} aria-hidden="true" />;

/**
 * The item picker until its view arrives: the real label and search box, which take typing and
 * focus at once (the view takes both over, so nothing typed is lost), then the status line,
 * heading and empty list as skeleton bars of the view's size, and the popular items' column
 * where the view will have one (from 992 px, not for cars). A partner's picker opens on its
 * default items, so its skeleton is bars of that screen, without a search box. Its bars are the first
 * script's one skeleton class (bars-skeleton.ts), sized here, since this is in every page's first script.
 */
export function ItemPickerSkeleton({ raw, host }: SkeletonProps) {
  useSheet(barStyles);
  useSheet(itemPickerSkeletonStyles);
  const id = useId();
  if (typeof raw.partnerId === 'string' && raw.partnerId.trim() !== '')
    return (
      <div className="sk-picker">
        {bar('sk-line sk-half sk-heading')}
        {bar('sk-line')}
        {bar('sk-rows')}
      </div>
    );
  const words = itemSearchWords(raw.locale);
  const disabled = raw.disabled !== undefined && String(raw.disabled).trim().toLowerCase() !== 'false';
  const browse =
    String(raw.category ?? '')
      .trim()
      .toLowerCase() !== 'car';
  return (
    <div className="sk-picker">
      <div className="sk-columns" data-browse={browse ? '' : undefined}>
        <div className="sk-main">
          <label className="sk-label" htmlFor={`${id}-search`}>
            {words.label}
          </label>
          <input
            id={`${id}-search`}
            className="sk-search"
            type="text"
            role="combobox"
            aria-expanded="false"
            aria-autocomplete="list"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={words.placeholder}
            disabled={disabled}
            onInput={(event) => host && rememberEarlyInput(host, { text: event.currentTarget.value })}
          />
          {bar('sk-line sk-half sk-status')}
          {browse && bar('sk-control sk-third sk-browse-button')}
          {bar('sk-line sk-third sk-heading')}
          {bar('sk-empty')}
        </div>
        {browse && bar('sk-browse')}
      </div>
    </div>
  );
}
