import { useSheet } from '@haulkit/react';
import { barStyles } from '../bars-skeleton.js';
import type { SkeletonProps } from '../create-element.js';
import { addressPickerSkeletonStyles } from './address-picker.skeleton.styles.js';

/**
 * The address picker until its view arrives: the shape of its two fields (label, box, "Use my
 * location") as skeleton bars. Hidden from assistive technology, which meets the real fields a
 * moment later.
 */
export function AddressPickerSkeleton(_props: SkeletonProps) {
  useSheet(barStyles);
  useSheet(addressPickerSkeletonStyles);
  const field = (
    <span className="sk-field">
      <span className="hk-skeleton sk-label" />
      <span className="hk-skeleton sk-control" />
      <span className="hk-skeleton sk-locate" />
    </span>
  );
  return (
    <div className="sk-addresses" aria-hidden="true">
      {field}
      {field}
    </div>
  );
}
