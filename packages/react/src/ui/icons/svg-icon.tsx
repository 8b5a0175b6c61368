import { useSheet } from '../sheet.js';
import { iconStyles } from './icons.styles.js';

/**
 * One icon of the set: path data on a 24 px grid, stroked in the text colour. Always
 * decorative (a text label or an accessible name goes beside it), so assistive technology and
 * the Tab key skip it.
 */
export function SvgIcon({ d }: { d: string }) {
  useSheet(iconStyles);
  return (
    <svg
      className="hk-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
