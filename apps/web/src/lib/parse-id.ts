/** A meeting id from the URL: a positive integer within int4, else null (the page shows 404). */
export function parseIdPertemuan(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}
