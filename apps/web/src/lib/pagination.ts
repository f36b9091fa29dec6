/**
 * Page numbers to show as buttons: at most `max` consecutive pages around the current one, clamped to
 * [1, totalPages] (the class list shows at most 3, spec 1 §9). Mantine's own siblings/boundaries range always
 * shows 5 or more items once there are dots, so capped lists compute their window here.
 */
export function pageWindow(page: number, totalPages: number, max: number): number[] {
  const total = Math.max(1, Math.floor(Number.isFinite(totalPages) ? totalPages : 1));
  const count = Math.max(1, Math.min(Math.floor(Number.isFinite(max) ? max : 1), total));
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), total);
  const start = Math.max(1, Math.min(current - Math.floor((count - 1) / 2), total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Number of pages for a total item count; at least 1. */
export function totalPagesOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}
