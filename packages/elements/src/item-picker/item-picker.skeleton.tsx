import { itemSearchWords } from '@haulkit/core';
import { skeletonStyles, useSheet } from '@haulkit/react';
import { useId } from 'react';
import type { SkeletonProps } from '../create-element.js';
import { rememberEarlyInput } from '../early-input.js';
import { itemPickerSkeletonStyles } from './item-picker.skeleton.styles.js';

/**
 * The item picker until its view arrives: the real label and search box, which take typing and
 * focus at once (the view takes both over, so nothing typed is lost), then the status line,
 * heading and empty list as skeleton bars of the view's size. The kit's skeleton classes without
 * its component, since this is in every page's first script.
 */
export function ItemPickerSkeleton({ raw, host }: SkeletonProps) {
  useSheet(skeletonStyles);
  useSheet(itemPickerSkeletonStyles);
  const id = useId();
  const words = itemSearchWords(raw.locale);
  const disabled = raw.disabled !== undefined && String(raw.disabled).trim().toLowerCase() !== 'false';
  return (
    <div className="sk-picker">
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
      <span className="hk-skeleton hk-skeleton-line hk-skeleton-half" aria-hidden="true" />
      <span className="hk-skeleton hk-skeleton-line hk-skeleton-third sk-heading" aria-hidden="true" />
      <span className="hk-skeleton sk-empty" aria-hidden="true" />
    </div>
  );
}
