import { barStyles } from '../bars-skeleton.js';
import { adopt, append } from '../paint.js';
import { addressPickerSkeletonStyles } from './address-picker.skeleton.styles.js';

/**
 * The address picker until its view arrives: the shape of its two fields (label, box, "Use my
 * location") as skeleton bars. Hidden from assistive technology, which meets the real fields a
 * moment later.
 */
export function paintAddressPickerSkeleton(root: HTMLElement): void {
  adopt(root, barStyles, addressPickerSkeletonStyles);
  const fields = append(root, 'div', { class: 'sk-addresses', 'aria-hidden': 'true' });
  for (const _side of ['pickup', 'delivery']) {
    const field = append(fields, 'span', { class: 'sk-field' });
    for (const part of ['sk-label', 'sk-control', 'sk-locate']) append(field, 'span', { class: `hk-skeleton ${part}` });
  }
}
