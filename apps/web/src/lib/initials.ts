/** 'Budi Santoso' -> 'BS' (avatar fallback); '?' when there is no name. */
export function initials(nama: string | null | undefined): string {
  const words = (nama ?? '').replace(/[^\p{L}\s]/gu, ' ').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}
