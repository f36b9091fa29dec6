import type { QueryClient } from '@tanstack/react-query';
import type { TabDataSistem } from '@lms/shared';

export const dataSistemKeys = {
  all: ['data-sistem'] as const,
  tab: (tab: TabDataSistem) => ['data-sistem', tab] as const,
  list: (tab: TabDataSistem, params: object) => ['data-sistem', tab, 'list', params] as const,
};

/**
 * After a write: the tab's lists, and what other screens read from the same data (the current semester, the
 * meeting form's sessions and rooms, the class filters' types and labels).
 */
export async function refreshDataSistem(qc: QueryClient, tab: TabDataSistem) {
  const lain: Partial<Record<TabDataSistem, readonly unknown[][]>> = {
    periode: [['semester-berjalan'], ['referensi', 'waktu-akademik']],
    sesi_kuliah: [['pertemuan', 'sesi-kuliah']],
    ruangan: [['pertemuan', 'ruangan']],
    jenis_kelas: [['referensi', 'jenis-kelas']],
    label_kelas: [['referensi', 'label-kelas']],
  };
  await Promise.all([qc.invalidateQueries({ queryKey: dataSistemKeys.tab(tab) }), ...(lain[tab] ?? []).map((k) => qc.invalidateQueries({ queryKey: k }))]);
}

/** The API path of a tab: /v2/lms/data_sistem/{tab}. */
export const pathTab = (tab: TabDataSistem) => `/v2/lms/data_sistem/${tab}`;
