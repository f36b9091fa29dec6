import { kirimNilaiBody, ubahKomponenBody, updateKehadiranDosenBody, updateKehadiranPertemuanBody, waktuEntriBody, type PratinjauKirim } from '@lms/shared';
import { updateKehadiranDosen } from '../../src/modules/kehadiran/kehadiran-dosen.service';
import { updateKehadiranPertemuan } from '../../src/modules/kehadiran/kehadiran-pertemuan.service';
import { getQrCode, scanQr } from '../../src/modules/kehadiran/kehadiran-qr.service';
import { KIRIM_NILAI_QUEUE, kirimNilai, pratinjauKirim, runKirimNilai } from '../../src/modules/nilai/nilai-kirim.service';
import { ubahKomponen } from '../../src/modules/nilai/nilai-komponen.service';
import { setWaktuEntri, tandaiUpdateBySikad } from '../../src/modules/nilai/nilai-siakad.service';
import { MANUAL, QR, jalankanKegiatan, type Kegiatan } from './semester-kegiatan';
import { bangunDunia, jadwalKehadiran, HARI, JAM, type Dunia, type Kebiasaan } from './semester-kelas';
import { jalankanKuisUts, jalankanTugas, jalankanUasRemedial, type Tugas, type Ujian } from './semester-penilaian';

/**
 * The whole semester of one class, built through the service layer in the order it happens: meetings, materials,
 * vidcons, forums, tasks, quiz and UTS; the scheduled attendance run; the lecturers' manual attendance and the QR
 * attendance of the UAS meeting; the UAS (with its attendance restriction) and the remedial; the operator's
 * lecturer attendance; Siakad components, a first send of every component, a score changed in Siakad and a
 * second send. Each test file builds its own (beforeAll) on its own database.
 */

export type Komponen = { id: number; jenis: 'tugas' | 'kuis' | 'forum' | 'uts' | 'uas'; label: string; bobot: number };

export type Semester = Dunia &
  Kegiatan & {
    tugas: Tugas[];
    ujian: Ujian[];
    komponen: Komponen[];
    /** The send after a score was changed in Siakad: its dry run, read just before, and its ledger id. */
    kirimUlang: { komponen: Komponen; pratinjau: PratinjauKirim; idKirim: number; siswa: Kebiasaan; nilaiSikad: number };
  };

/** Runs a queued send as the worker would, then drops the queued pg-boss job (no worker runs in tests). */
async function jalankanKirim(d: Dunia, hasil: { job: { id: string }; id_kirim: number | null }) {
  if (hasil.id_kirim === null) throw new Error('kirim nilai tidak dimulai');
  try {
    await runKirimNilai({ db: d.deps.db, events: d.deps.events, academic: d.deps.academic }, { jobId: hasil.job.id, collegeId: 1, idKirim: hasil.id_kirim });
  } finally {
    await d.q(`delete from pgboss.job where name = '${KIRIM_NILAI_QUEUE}'`);
  }
  return hasil.id_kirim;
}

async function kehadiranManual(d: Dunia) {
  for (const [nomor, m] of Object.entries(MANUAL)) {
    const dosen = m.oleh === 'dosen' ? d.dosen : d.dosen2;
    const data = Object.entries(m.presensi).map(([k, presensi]) => ({ nim: d.siswa[k as Kebiasaan].nim, presensi, ada_presensi: true }));
    const body = updateKehadiranPertemuanBody.parse({ data });
    await d.tulis(dosen, `mengisi kehadiran pertemuan ${nomor}`, () => updateKehadiranPertemuan(d.deps, dosen.actor, d.p[Number(nomor)]!.id, body));
  }
}

async function presensiQr(d: Dunia) {
  const p16 = d.p[16]!;
  for (const k of QR) {
    // A fresh token per scan: the projector's code turns every 10 seconds.
    const { token } = await getQrCode(d.deps, d.dosen.actor, p16.id);
    const s = d.siswa[k];
    await d.tulis(s, 'presensi QR pertemuan 16', () => scanQr(d.deps, s.actor, token));
  }
}

/** The operator records the second lecturer as present at meeting 12 (the first started and ended it). */
async function kehadiranDosen2(d: Dunia) {
  const p = d.p[12]!;
  const body = updateKehadiranDosenBody.parse({
    is_hadir: true,
    mulai_kuliah: p.mulai.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    selesai_kuliah: new Date(p.mulai.getTime() + JAM).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
  await d.tulis(d.operator, 'mengubah kehadiran pengajar pertemuan 12', () => updateKehadiranDosen(d.deps, d.operator.actor, p.id, d.dosen2.idDosen, body));
}

const komponenKelas = (d: Dunia) =>
  d.q<Komponen>('select id, jenis, label, bobot::float8 as bobot from siakad_komponen_nilai where id_kelas_kuliah = $1 order by id', [d.idKelas]);

async function kirimKeSiakad(d: Dunia, k: Kegiatan, tugas: Tugas[], ujian: Ujian[]): Promise<Semester['kirimUlang']> {
  const komponen = await komponenKelas(d);
  const ujianJenis = (j: Ujian['jenis']) => ujian.filter((u) => u.jenis === j).map((u) => ({ jenis_aktivitas: 'ujian', id: String(u.id) }));
  const pilihan: Record<Komponen['jenis'], { jenis_aktivitas: string; id: string }[]> = {
    // The task of next week is not in the component yet: it has not ended.
    tugas: tugas.filter((t) => t.nomor !== 15).map((t) => ({ jenis_aktivitas: 'tugas', id: String(t.id) })),
    kuis: ujianJenis('kuis'),
    forum: k.forum.filter((f) => f.dinilai).map((f) => ({ jenis_aktivitas: 'forum', id: String(f.id) })),
    uts: ujianJenis('uts'),
    uas: ujianJenis('uas'),
  };
  // The academic office opens the period's entry window of every component (two days ago, for two weeks): a lecturer
  // may send from its start plus 24h 59m 59s.
  for (const c of komponen) {
    const body = waktuEntriBody.parse({
      jenis: c.jenis,
      waktu_entri_nilai_start: new Date(d.t0 - 2 * HARI).toISOString(),
      waktu_entri_nilai_end: new Date(d.t0 + 14 * HARI).toISOString(),
    });
    await d.tulis(d.operator, `membuka waktu entri ${c.label}`, () => setWaktuEntri(d.deps, d.operator.actor, d.idKelas, body));
  }
  for (const c of komponen) {
    const body = ubahKomponenBody.parse({ list_aktivitas: pilihan[c.jenis] });
    await d.tulis(d.dosen, `mengatur komponen ${c.label}`, () => ubahKomponen(d.deps, d.dosen.actor, d.idKelas, c.id, body));
    const hasil = await d.tulis(d.dosen, `mengirim ${c.label} ke Siakad`, () => kirimNilai(d.deps, d.dosen.actor, d.idKelas, c.id, kirimNilaiBody.parse({})));
    await jalankanKirim(d, hasil);
  }
  // Siakad's academic office changes one score (the built-in Siakad's operator action), then the lecturer sends the
  // component again, confirming the overwrite.
  const c = komponen.find((x) => x.jenis === 'tugas')!;
  const s = d.siswa.rajin;
  const nilaiSikad = 77.5;
  await d.tulis(d.operator, 'menandai nilai diubah di Siakad', () => tandaiUpdateBySikad(d.deps, d.operator.actor, d.idKelas, c.id, s.userId, nilaiSikad));
  const pratinjau = await pratinjauKirim(d.deps, d.dosen.actor, d.idKelas, c.id);
  const hasil = await d.tulis(d.dosen, `mengirim ulang ${c.label} ke Siakad`, () =>
    kirimNilai(d.deps, d.dosen.actor, d.idKelas, c.id, kirimNilaiBody.parse({ konfirmasi_timpa: true })),
  );
  const idKirim = await jalankanKirim(d, hasil);
  return { komponen: c, pratinjau, idKirim, siswa: s.kebiasaan, nilaiSikad };
}

export async function bangunSemester(): Promise<Semester> {
  const d = await bangunDunia();
  const kegiatan = await jalankanKegiatan(d);
  const tugas = await jalankanTugas(d);
  const [kuis, uts] = await jalankanKuisUts(d);
  await jadwalKehadiran(d);
  await kehadiranManual(d);
  await presensiQr(d);
  const [uas, remedial] = await jalankanUasRemedial(d, uts!);
  await kehadiranDosen2(d);
  const ujian = [kuis!, uts!, uas!, remedial!];
  const kirimUlang = await kirimKeSiakad(d, kegiatan, tugas, ujian);
  const komponen = await komponenKelas(d);
  // The minute job once more: whatever the last writes changed is applied before anything is read.
  await jadwalKehadiran(d);
  return { ...d, ...kegiatan, tugas, ujian, komponen, kirimUlang };
}
