import type { CSSProperties, ReactNode } from 'react';

/**
 * A block of a long list's rows (see `ROWS_PER_BLOCK`): out of view it skips layout and paint as
 * one box (the `.item-block` rule), estimated at its number of rows while never shown.
 */
export function RowBlock({ rows, children }: { rows: number; children: ReactNode }) {
  return (
    <div className="item-block" style={{ '--_rows': rows } as CSSProperties}>
      {children}
    </div>
  );
}
