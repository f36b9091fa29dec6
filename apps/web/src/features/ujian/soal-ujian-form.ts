import type { SoalFile, UjianSoalBody, UjianSoalItem } from '@lms/shared';

/**
 * The question editor is the question bank's (the shared question model); it hands over the bank's form. For an
 * exam the new files are uploaded first (kind soal_ujian / kunci_ujian of the exam's class) and the question is
 * sent as JSON naming every file it keeps.
 */
export async function bodyDariForm(
  fd: FormData,
  lama: Pick<UjianSoalItem, 'soal_files' | 'esay' | 'bobot'> | null,
  unggah: (file: File, kind: 'soal_ujian' | 'kunci_ujian') => Promise<SoalFile>,
): Promise<UjianSoalBody> {
  const teks = (k: string) => fd.get(k) as string | null;
  const json = (k: string) => (teks(k) ? (JSON.parse(teks(k)!) as Record<string, unknown>) : undefined);
  const hapus = (k: string) => new Set(fd.getAll(k).map(String));
  const files = (k: string) => fd.getAll(k).filter((x): x is File => typeof x !== 'string');
  const jenis = teks('jenis') as UjianSoalBody['jenis'];
  const hapusSoal = hapus('soal_files_delete');
  const soal_files = [...(lama?.soal_files ?? []).filter((f) => !hapusSoal.has(f.url))];
  for (const f of files('files')) soal_files.push(await unggah(f, 'soal_ujian'));
  const hapusKunci = hapus('kunci_files_delete');
  const kunci_files = [...(lama?.esay?.kunci_files ?? []).filter((f) => !hapusKunci.has(f.url))];
  for (const f of files('files_kunci')) kunci_files.push(await unggah(f, 'kunci_ujian'));
  const base = { pertanyaan: teks('pertanyaan') ?? '', soal_files, kunci_files, bobot: lama?.bobot ?? 1 };
  if (jenis === 'pilihan') return { ...base, jenis, pilihan: json('pilihan') } as UjianSoalBody;
  if (jenis === 'benar_salah') return { ...base, jenis, benar_salah: json('benar_salah') } as UjianSoalBody;
  return { ...base, jenis: 'esay', esay: json('esay') } as UjianSoalBody;
}
