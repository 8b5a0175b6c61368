import type { CSSProperties, ReactNode } from 'react';

/**
 * A block of a long list's rows (see `ROWS_PER_BLOCK`): out of view it skips layout and paint as
 * one box (the class the list gives it, the item picker's `itemBlock`), estimated at its number
 * of rows while never shown.
 */
export function RowBlock({ rows, className, children }: { rows: number; className: string; children: ReactNode }) {
  return (
    <div className={className} style={{ '--_rows': rows } as CSSProperties}>
      {children}
    </div>
  );
}
