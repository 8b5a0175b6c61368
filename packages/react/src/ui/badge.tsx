import type { ReactNode } from 'react';
import { badgeStyles } from './badge.styles.js';
import { useSheet } from './sheet.js';

/** The colours a Badge comes in. */
export type BadgeTone = 'accent' | 'success' | 'warning' | 'neutral';

/** The tone of each price badge code; the words come from the caller's catalogue. */
export const PRICE_BADGES = {
  BEST_PRICE: 'success',
  FILLING_FAST: 'accent',
  LAST_FEW: 'warning',
} as const satisfies Record<string, BadgeTone>;

/** A price badge code, as the prices API sends it. */
export type PriceBadgeCode = keyof typeof PRICE_BADGES;

/** Props of Badge. */
export interface BadgeProps {
  /** @default 'accent' */
  tone?: BadgeTone;
  children?: ReactNode;
}

/** A small pill of text beside what it describes, like "Best price" on a day. */
export function Badge({ tone = 'accent', children }: BadgeProps) {
  useSheet(badgeStyles);
  return <span className={`hk-badge hk-badge-${tone}`}>{children}</span>;
}
