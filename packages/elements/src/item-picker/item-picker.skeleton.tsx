import { itemSearchWords } from '@haulkit/core';
import { skeletonStyles, useSheet } from '@haulkit/react';
import { useId } from 'react';
import type { SkeletonProps } from '../create-element.js';
import { rememberEarlyInput } from '../early-input.js';
import { itemPickerSkeletonStyles } from './item-picker.skeleton.styles.js';

const bar = (size: string) => <span className={`hk-skeleton ${size}`} aria-hidden="true" />;

/**
 * The item picker until its view arrives: the real label and search box, which take typing and
 * focus at once (the view takes both over, so nothing typed is lost), then the status line,
 * heading and empty list as skeleton bars of the view's size, and the popular items' column
 * where the view will have one (from 992 px, not for cars). A partner's picker opens on its
 * default items, so its skeleton is bars of that screen, without a search box. The kit's skeleton
 * classes without its component, since this is in every page's first script.
 */
export function ItemPickerSkeleton({ raw, host }: SkeletonProps) {
  useSheet(skeletonStyles);
  useSheet(itemPickerSkeletonStyles);
  const id = useId();
  if (typeof raw.partnerId === 'string' && raw.partnerId.trim() !== '')
    return (
      <div className="sk-picker">
        {bar('hk-skeleton-line hk-skeleton-half sk-heading')}
        {bar('hk-skeleton-line')}
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
          {bar('hk-skeleton-line hk-skeleton-half sk-status')}
          {browse && bar('hk-skeleton-control hk-skeleton-third sk-browse-button')}
          {bar('hk-skeleton-line hk-skeleton-third sk-heading')}
          {bar('sk-empty')}
        </div>
        {browse && bar('sk-browse')}
      </div>
    </div>
  );
}
