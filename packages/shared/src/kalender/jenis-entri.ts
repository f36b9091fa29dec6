/** The kinds of calendar entries; a leaf file so the calendar's rules can import it without a circle. */
export const JENIS_ENTRI_KALENDER = ['pertemuan', 'materi', 'tugas', 'ujian', 'forum', 'vidcon'] as const;
export type JenisEntriKalender = (typeof JENIS_ENTRI_KALENDER)[number];
