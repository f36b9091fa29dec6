import type { Db } from '../../db/client';
import { listPertemuanLaporan } from './pertemuan.repo';

/**
 * Every meeting of a class with what a meeting report (BAP) prints: times, method, room, text, actual start and
 * end, by number. For reports that have already resolved the reader's access to the class.
 */
export async function listPertemuanUntukLaporan(db: Db, collegeId: number, idKelas: string) {
  return listPertemuanLaporan(db, collegeId, idKelas);
}
