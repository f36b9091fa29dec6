import type { NilaiTugasBody, PenilaianItem } from '@lms/shared';

/**
 * The score form of a task (one participant, or a whole group): it sends, beside the score and feedback, what each
 * row it writes held when the form was opened (`sebelum`). The server refuses with 409 when another grader changed
 * one of them meanwhile, and leaves rows the save would not change untouched.
 */
export function bodyNilaiTugas(dibaca: readonly Pick<PenilaianItem, 'mahasiswa' | 'nilai' | 'komentar'>[], nilai: number | null, komentar: string): NilaiTugasBody {
  return { nilai, komentar, sebelum: dibaca.map((r) => ({ id_mahasiswa: r.mahasiswa.id, nilai: r.nilai, komentar: r.komentar })) };
}
