import type { ReactNode } from 'react';

/**
 * A data table wider than its box scrolls sideways with a visible scrollbar, and nothing is pinned over its
 * columns, so every column can be reached (by mouse, touch and, since the region takes focus, the arrow keys).
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0} data-testid="table-scroll">
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
