import { z } from 'zod';
import { paginationQuery, repeatedQuery } from '../common/envelope';
import { parsePeriode } from '../periode';
import { MODE_KULIAH, STATUS_KELAS } from './schemas';

/**
 * Meetings per class (16): jumlah_pertemuan of the class list, detail and syllabus counts the class's pertemuan
 * rows and falls back to this only while a class has none.
 */
export const JUMLAH_PERTEMUAN_DEFAULT = 16;

const idList = repeatedQuery(z.coerce.number().int().positive().max(2_147_483_647));
const periodeKode = z.coerce
  .number()
  .int()
  .refine((n) => parsePeriode(n) !== null, 'Periode tidak valid (contoh: 20261 untuk 2026/2027 Ganjil)');

/**
 * GET /v2/lms/kelas_kuliah: the shared filter parameters of spec 1 §3 that apply to classes.
 * Every filter except search may repeat its key (`id_prodi=1&id_prodi=2`): values of one key are OR-ed,
 * different keys are AND-ed.
 */
export const kelasListQuery = paginationQuery.extend({
  periode: repeatedQuery(periodeKode),
  id_mata_kuliah: idList,
  /** Class label id (label_kelas: A, B ...), as in the spec's kelas.id_kelas. */
  id_kelas: idList,
  id_jenis_kelas: idList,
  /** Programme of the course OR one of the class's programmes. */
  id_prodi: idList,
  id_prodi_kelas: idList,
  id_prodi_mata_kuliah: idList,
  mode_kuliah: repeatedQuery(z.enum(MODE_KULIAH)),
  /** Classes taught by any of these lecturers. */
  id_dosen: idList,
  status: repeatedQuery(z.enum(STATUS_KELAS)),
  /** Case-insensitive part of the course name or code, the class label ('Basis Data A') or a lecturer's name. */
  search: z.string().trim().max(100).optional(),
});
export type KelasListQuery = z.infer<typeof kelasListQuery>;
