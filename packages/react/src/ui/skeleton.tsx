import { useSheet } from './sheet.js';
import { skeletonStyles } from './skeleton.styles.js';

/** Props of Skeleton: sizes are tokens, so the placeholder matches what it stands for. */
export interface SkeletonProps {
  /** Share of the available width. @default 'full' */
  width?: 'full' | 'half' | 'third';
  /** A line of text, a form control (button, input) or a block like a card. @default 'line' */
  height?: 'line' | 'control' | 'block';
  /** How many blocks, stacked; the last of several is shorter, like the end of a paragraph. @default 1 */
  lines?: number;
  /** `round` for pills and avatars. @default 'box' */
  radius?: 'box' | 'round';
  /** A class of the caller's that sizes each block, when the tokens do not fit. */
  className?: string;
}

/** A grey placeholder, hidden from assistive technology, shown in place while something loads. */
export function Skeleton({ width = 'full', height = 'line', lines = 1, radius = 'box', className }: SkeletonProps) {
  useSheet(skeletonStyles);
  const block = `hk-skeleton hk-skeleton-${width} hk-skeleton-${height} hk-skeleton-${radius}${className ? ` ${className}` : ''}`;
  return lines > 1 ? (
    <span aria-hidden="true" className="hk-skeleton-lines">
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders; position is identity
        <span key={index} className={block} />
      ))}
    </span>
  ) : (
    <span aria-hidden="true" className={block} />
  );
}
