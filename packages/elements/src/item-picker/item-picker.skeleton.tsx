import { skeletonStyles, useSheet } from '@haulkit/react';
import { itemPickerSkeletonStyles } from './item-picker.skeleton.styles.js';

/**
 * The item picker's shape while its view loads: label, search box, status, heading and the
 * empty list. The kit's skeleton classes without its component, since this is in every page's
 * first script.
 */
export function ItemPickerSkeleton() {
  useSheet(skeletonStyles);
  useSheet(itemPickerSkeletonStyles);
  return (
    <div className="sk-picker" aria-hidden="true">
      <span className="hk-skeleton hk-skeleton-line hk-skeleton-third" />
      <span className="hk-skeleton hk-skeleton-control sk-search" />
      <span className="hk-skeleton hk-skeleton-line hk-skeleton-half" />
      <span className="hk-skeleton hk-skeleton-line hk-skeleton-third sk-heading" />
      <span className="hk-skeleton sk-empty" />
    </div>
  );
}
