import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { chatPesanBody, forumBody, forumUpdateBody, materiFormFields, vidconCreateBody, type TipeFileMateri } from '@lms/shared';
import type { ReceivedFile } from '../../src/lib/multipart';
import { kirimPesan } from '../../src/modules/chat/chat-pesan.service';
import { createForum, updateForumById } from '../../src/modules/forum/forum.service';
import { bukaMateri, progresMateri, sudahBacaMateri, unduhMateri } from '../../src/modules/materi/materi-pakai.service';
import { createMateri } from '../../src/modules/materi/materi-tulis.service';
import { joinVidcon } from '../../src/modules/vidcon/vidcon-join.service';
import { createVidcon } from '../../src/modules/vidcon/vidcon.service';
import { HARI, JAM, MENIT, type Dunia, type Kebiasaan, type Pelaku, type Siswa } from './semester-kelas';

/**
 * The semester's materials (every kind), vidcons and forums, and what each student does with them. Who does what
 * is written once in SIAPA, so the expectations of the tests read the same table the script followed.
 */

/** Who does the required work of each online meeting (1-12), and the ahead-of-schedule work of meetings 14-15. */
export const SIAPA: Record<number, readonly Kebiasaan[]> = {
  1: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  2: ['rajin', 'telat', 'duluan', 'sakit'],
  3: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  4: ['rajin', 'telat', 'duluan', 'sakit'],
  5: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  // Vidcon of meeting 6: 'telat' joins too, but after the lateness limit (no attendance).
  6: ['rajin', 'duluan', 'sakit'],
  // Vidcon of meeting 7, running now: 'absen' has not joined (yet), and before the meeting ends that is no decision.
  7: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  // UTS
  8: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  // Individual task: 'telat' hands in after the due time (late, still a submission).
  9: ['rajin', 'telat', 'duluan', 'sakit', 'biasa'],
  // Group task: one member's submission counts for every member of the group, 'absen' included.
  10: ['rajin', 'telat', 'sakit', 'duluan', 'biasa', 'absen'],
  // Forum with minimal_post 2: 'telat' writes only once.
  11: ['rajin', 'duluan', 'biasa'],
  // Quiz
  12: ['rajin', 'duluan'],
  14: ['duluan'],
  15: ['duluan'],
};

/** Manual decisions: the first lecturer fills in the offline meeting 13, the second corrects the quiz meeting 12. */
export const MANUAL: Record<number, { oleh: 'dosen' | 'dosen2'; presensi: Partial<Record<Kebiasaan, 'H' | 'A' | 'I' | 'S'>> }> = {
  13: { oleh: 'dosen', presensi: { rajin: 'H', telat: 'H', duluan: 'H', biasa: 'H', sakit: 'S', absen: 'A' } },
  12: { oleh: 'dosen2', presensi: { telat: 'H', sakit: 'S' } },
};

/** Who scans the QR code of the UAS meeting running now. */
export const QR: readonly Kebiasaan[] = ['rajin', 'telat', 'duluan', 'sakit', 'biasa'];

export const ikut = (nomor: number, s: Siswa) => (SIAPA[nomor] ?? []).includes(s.kebiasaan);

const aset = (nama: string) => fs.readFileSync(new URL(`../../src/db/seed/assets/${nama}`, import.meta.url));
/** The smallest valid zip: an empty archive (end-of-central-directory record only). */
const ZIP_KOSONG = Buffer.from(`504b0506${'00'.repeat(18)}`, 'hex');

const BERKAS: Record<Exclude<TipeFileMateri, 'url'>, { nama: string; ext: string; mime: string; isi: () => Buffer }> = {
  ebook: { nama: 'modul-1.pdf', ext: 'pdf', mime: 'application/pdf', isi: () => aset('materi-demo.pdf') },
  video: { nama: 'rekaman-2.mp4', ext: 'mp4', mime: 'video/mp4', isi: () => aset('materi-demo.mp4') },
  audio: { nama: 'podcast-3.mp3', ext: 'mp3', mime: 'audio/mpeg', isi: () => aset('materi-demo.mp3') },
  archive: { nama: 'kode-sumber.zip', ext: 'zip', mime: 'application/zip', isi: () => ZIP_KOSONG },
};

/** The upload as the multipart reader leaves it: bytes in storage, the file described. */
async function unggah(d: Dunia, tipe: Exclude<TipeFileMateri, 'url'>): Promise<ReceivedFile> {
  const b = BERKAS[tipe];
  const bytes = b.isi();
  const key = `1/materi/${randomUUID()}.${b.ext}`;
  await d.deps.storage.put(key, Readable.from([bytes]), { contentType: b.mime, contentLength: bytes.length });
  return { field: 'file', name: b.nama, ext: b.ext, mime: b.mime, size: bytes.length, key, buffer: null };
}

export type Materi = { id: number; nomor: number; tipe: TipeFileMateri; judul: string };

async function buatMateri(d: Dunia, nomor: number, tipe: TipeFileMateri): Promise<Materi> {
  const judul = `Materi ${tipe} pertemuan ${nomor}`;
  const fields = materiFormFields.parse({
    id_pertemuan: d.p[nomor]!.id,
    judul,
    deskripsi: `Bahan pertemuan ${nomor}`,
    tipe_file: tipe,
    jenis_materi: 'modul',
    file_url: tipe === 'url' ? 'https://contoh.ac.id/bacaan' : undefined,
    tampil_sekarang: 'true',
    is_syarat_hadir: 'true',
    deadline: new Date(d.t0 + 7 * HARI).toISOString(),
  });
  const file = tipe === 'url' ? undefined : await unggah(d, tipe);
  const item = await d.tulis(d.dosen, `menambah ${judul}`, () => createMateri(d.deps, d.dosen.actor, { fields, file }));
  return { id: item.id, nomor, tipe, judul };
}

/**
 * Moves a student's opening (and last play report) of a material back, as if they had read or played it for that
 * long: the server counts reading and playing time itself, and the test must not sleep.
 */
async function mundurkan(d: Dunia, idMateri: number, s: Siswa, detik: number) {
  await d.q(
    `update materi_progres set waktu_buka = waktu_buka - make_interval(secs => $3), waktu_lapor = waktu_lapor - make_interval(secs => $3)
     where id_materi = $1 and id_user = $2`,
    [idMateri, s.userId, detik],
  );
}

/** A student uses a material the way its kind asks: reads, watches, listens, downloads or opens the link. */
async function pakaiMateri(d: Dunia, m: Materi, s: Siswa) {
  const buka = await bukaMateri(d.deps, s.actor, m.id);
  if (m.tipe === 'ebook') {
    await mundurkan(d, m.id, s, buka.ebook_detik + 5);
    await sudahBacaMateri(d.deps, s.actor, m.id);
  } else if (m.tipe === 'video' || m.tipe === 'audio') {
    const durasi = buka.durasi_detik ?? 60;
    await mundurkan(d, m.id, s, durasi + 5);
    await progresMateri(d.deps, s.actor, m.id, { dari: 0, sampai: durasi, durasi });
  } else if (m.tipe === 'archive') {
    const dl = await unduhMateri(d.deps, s.actor, m.id);
    dl.stream.destroy();
  }
}

export type Vidcon = { id: number; nomor: number; judul: string };

async function buatVidcon(d: Dunia, nomor: number): Promise<Vidcon> {
  const judul = `Kelas daring pertemuan ${nomor}`;
  const now = Date.now();
  // Opened a minute ago: a join now is on time.
  const body = vidconCreateBody.parse({
    id_pertemuan: d.p[nomor]!.id,
    judul,
    aplikasi: 'gmeet',
    link: 'https://meet.google.com/abc-defg-hij',
    catatan: '',
    waktu_mulai: new Date(now - MENIT).toISOString(),
    waktu_selesai: new Date(now + 2 * JAM).toISOString(),
  });
  const v = await d.tulis(d.dosen, `menambah ${judul}`, () => createVidcon(d.deps, d.dosen.actor, body));
  return { id: v.id, nomor, judul };
}

/**
 * Rewinds a running vidcon and its joins so far by some minutes, as if the class had started that long ago: the
 * on-time joins stay on time, and a join now is past the lateness limit.
 */
async function mundurkanVidcon(d: Dunia, v: Vidcon, menit: number) {
  const geser = [v.id, menit];
  await d.q('update vidcon set waktu_mulai = waktu_mulai - make_interval(mins => $2), waktu_selesai = waktu_selesai - make_interval(mins => $2) where id = $1', geser);
  await d.q(
    `update aktivitas_kelas set waktu_mulai = waktu_mulai - make_interval(mins => $2), waktu_selesai = waktu_selesai - make_interval(mins => $2),
       waktu_kalender = waktu_kalender - make_interval(mins => $2) where jenis = 'vidcon' and id_sumber = $1::text`,
    geser,
  );
  await d.q('update vidcon_join set waktu_join = waktu_join - make_interval(mins => $2), waktu_join_terakhir = waktu_join_terakhir - make_interval(mins => $2) where id_vidcon = $1', geser);
  await d.q(
    `update aktivitas_selesai s set waktu = s.waktu - make_interval(mins => $2) from aktivitas_kelas a
     where a.id = s.id_aktivitas and a.jenis = 'vidcon' and a.id_sumber = $1::text`,
    geser,
  );
}

export type Forum = { id: number; nomor: number; judul: string; idGroup: string; idThread: string; minimalPost: number; dinilai: boolean };

async function buatForum(d: Dunia, nomor: number, opts: { dinilai: boolean; minimalPost: number; selesai: number }): Promise<Forum> {
  const judul = `Diskusi pertemuan ${nomor}`;
  const body = forumBody.parse({
      id_pertemuan: d.p[nomor]!.id,
      judul,
      deskripsi: '<p>Bahas kasus minggu ini.</p>',
      waktu_mulai: new Date(Date.now() - JAM).toISOString(),
      waktu_selesai: new Date(opts.selesai).toISOString(),
      penilaian_keaktifan: opts.dinilai,
      minimal_post: opts.minimalPost,
  });
  const f = await d.tulis(d.dosen, `menambah ${judul}`, () => createForum(d.deps, d.dosen.actor, body));
  return { id: f.id, nomor, judul, idGroup: f.id_group_chat, idThread: f.id_forum_chat, minimalPost: opts.minimalPost, dinilai: opts.dinilai };
}

/** Comments each student writes in the graded forum of meeting 11. */
export const KOMENTAR_FORUM: Record<Kebiasaan, number> = { rajin: 2, telat: 1, absen: 0, duluan: 3, sakit: 0, biasa: 2 };

export type Kegiatan = { materi: Materi[]; vidcon: Vidcon[]; forum: Forum[] };

/** Materials of meetings 1-5 (one per kind) and 14, vidcons of 6-7, forums of 11 (graded) and 15, with their use. */
export async function jalankanKegiatan(d: Dunia): Promise<Kegiatan> {
  const s = d.semuaSiswa;
  const materi: Materi[] = [];
  const kinds: [number, TipeFileMateri][] = [[1, 'ebook'], [2, 'video'], [3, 'audio'], [4, 'archive'], [5, 'url'], [14, 'archive']];
  for (const [nomor, tipe] of kinds) {
    const m = await buatMateri(d, nomor, tipe);
    materi.push(m);
    for (const x of s) if (ikut(nomor, x)) await d.tulis(x, `memakai ${m.judul}`, () => pakaiMateri(d, m, x));
  }

  const v6 = await buatVidcon(d, 6);
  const v7 = await buatVidcon(d, 7);
  const join = (x: Pelaku, v: Vidcon) => d.tulis(x, `bergabung ke ${v.judul}`, () => joinVidcon(d.deps, x.actor, v.id));
  for (const x of s) if (ikut(6, x)) await join(x, v6);
  for (const x of s) if (ikut(7, x)) await join(x, v7);
  await mundurkanVidcon(d, v6, 20);
  await join(d.siswa.telat, v6);
  // A teacher opens the room too (recorded, never a fact).
  await join(d.dosen, v7);

  const f11 = await buatForum(d, 11, { dinilai: true, minimalPost: 2, selesai: Date.now() + JAM });
  const tulisForum = (x: Pelaku, f: Forum, isi: string) =>
    d.tulis(x, `menulis di ${f.judul}`, () => kirimPesan(d.deps, x.actor, f.idGroup, f.idThread, chatPesanBody.parse({ isi })));
  for (const x of s) {
    for (let i = 0; i < KOMENTAR_FORUM[x.kebiasaan]; i++) await tulisForum(x, f11, `<p>Pendapat ${i + 1} dari ${x.nim}.</p>`);
  }
  await tulisForum(d.dosen, f11, '<p>Terima kasih, diskusi ditutup.</p>');
  // The lecturer closes the discussion now: its score is final. 'Ubah Data' sends the field the lecturer changed; the
  // forum stays graded.
  const tutup = forumUpdateBody.parse({ waktu_selesai: new Date().toISOString() });
  await d.tulis(d.dosen, `menutup ${f11.judul}`, () => updateForumById(d.deps, d.dosen.actor, f11.id, tutup));

  const f15 = await buatForum(d, 15, { dinilai: false, minimalPost: 1, selesai: d.t0 + 8 * HARI });
  for (const x of s) if (ikut(15, x)) await tulisForum(x, f15, '<p>Saya sudah membaca bahan minggu depan.</p>');
  return { materi, vidcon: [v6, v7], forum: [f11, f15] };
}
