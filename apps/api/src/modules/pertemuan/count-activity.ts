import type { CountActivity } from '@lms/shared';
import type { Db } from '../../db/client';
import { countTeksByPertemuan } from './pertemuan-teks.repo';

/**
 * count_activity of meetings, in ONE place: the materials, tasks, vidcon, exams and forum modules do not exist
 * yet, so their counts are 0; each of those modules replaces its 0 here with one grouped count query
 * (WHERE id_pertemuan IN (...) GROUP BY id_pertemuan), keeping list endpoints free of per-row queries.
 */
export async function countActivityByPertemuan(db: Db, ids: number[]): Promise<Map<number, CountActivity>> {
  const teks = await countTeksByPertemuan(db, ids);
  return new Map(ids.map((id) => [id, { materi: 0, tugas: 0, vidcon: 0, ujian: 0, forum: 0, teks: teks.get(id) ?? 0 }]));
}
