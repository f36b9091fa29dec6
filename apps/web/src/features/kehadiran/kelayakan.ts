import type { KelayakanUjianItem } from '@lms/shared';

/** Classes the dashboard warns about: below the UAS minimum (at risk or out of reach) and without an exception; worst first. */
export function kelasBerisiko(items: readonly KelayakanUjianItem[] | null | undefined): KelayakanUjianItem[] {
  return (items ?? [])
    .filter((k) => !k.pengecualian && k.status !== 'aman')
    .sort((a, b) => (a.status === b.status ? (a.persentase ?? 0) - (b.persentase ?? 0) : a.status === 'tidak_memenuhi' ? -1 : 1));
}
