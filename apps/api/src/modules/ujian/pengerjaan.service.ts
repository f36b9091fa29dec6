import {
  PESAN_UJIAN,
  batasWaktuPengerjaan,
  hashSeed,
  isoUtc,
  statusPengerjaan,
  statusUjian,
  undiSoal,
  type CaraSelesai,
  type JawabanValue,
  type PengerjaanMe,
  type SoalPengerjaan,
} from '@lms/shared';
import type { Db } from '../../db/client';
import type { UjianSoalData } from '../../db/schema';
import type { Actor, Deps } from '../../deps';
import { conflict, unprocessable } from '../../lib/errors';
import { recordAktivitasSelesai } from '../aktivitas/aktivitas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { findKelompokByUjian, findSoalByUjian } from './soal-ujian.repo';
import { resumePengerjaan } from './hasil.service';
import { muatKonteksNilai, simpanNilaiPengerjaan, type KonteksNilai } from './penilaian-hitung';
import { toPengerjaanRingkas } from './ujian.mapper';
import { aksesPeserta, periksaKelayakanKehadiran } from './ujian.policy';
import { lockUjianShare, type UjianRow } from './ujian.repo';
import {
  closePengerjaan,
  countDijawab,
  findJawaban,
  findPengerjaan,
  findPengumuman,
  findSoalByIds,
  insertPengerjaan,
  type PengerjaanRow,
} from './pengerjaan.repo';

/**
 * Taking an exam: start (the draw is fixed here), the attempt as the student sees it, submit, and the one closing
 * routine every way of ending an attempt goes through (student, server at the deadline, teacher).
 */

const ringkas = (p: PengerjaanRow, jumlahDijawab: number, now: Date, nilaiTerbit: boolean) =>
  toPengerjaanRingkas(
    {
      id: p.id,
      waktu_mulai: p.waktuMulai.toISOString(),
      batas_waktu: p.batasWaktu.toISOString(),
      waktu_selesai: p.waktuSelesai?.toISOString() ?? null,
      cara_selesai: p.caraSelesai as CaraSelesai | null,
      jumlah_soal: p.jumlahSoal,
      nilai_akhir: p.nilaiAkhir,
      jumlah_dijawab: jumlahDijawab,
      tambahan_menit: p.tambahanMenit,
    },
    now,
    nilaiTerbit,
  );

/**
 * Closes an open attempt at `waktu` and records what follows in the same transaction: the attendance fact
 * (kerjakan_kuis_ujian) and, when someone else closed it, a live notice to the student. Returns the closed row, or
 * undefined when it was already closed.
 */
export async function tutupPengerjaan(
  deps: Pick<Deps, 'events'>,
  tx: Db,
  p: PengerjaanRow,
  cara: CaraSelesai,
  waktu: Date,
  konteks: Map<number, KonteksNilai> = new Map(),
) {
  const closed = await closePengerjaan(tx, p.id, waktu, cara);
  if (!closed) return undefined;
  // Automatic scoring at close; a batch closer shares one exam's questions across its attempts.
  if (!konteks.has(p.idUjian)) konteks.set(p.idUjian, await muatKonteksNilai(tx, p.idUjian));
  await simpanNilaiPengerjaan(tx, konteks.get(p.idUjian)!, closed);
  await recordAktivitasSelesai(deps, tx, {
    collegeId: p.collegeId,
    jenis: 'ujian',
    idSumber: p.idUjian,
    idUser: p.idUser,
    sumber: 'kerjakan',
    waktu,
    detail: { cara_selesai: cara, jumlah_dijawab: await countDijawab(tx, p.id), jumlah_soal: p.jumlahSoal },
  });
  if (cara !== 'kirim') {
    await deps.events.publish(
      {
        stream: 'ujian',
        event: 'pengerjaan_ditutup',
        collegeId: p.collegeId,
        audience: { kind: 'user', user_id: p.idUser },
        data: { id_ujian: p.idUjian, id_pengerjaan: p.id, cara_selesai: cara },
      },
      { db: tx },
    );
  }
  return closed;
}

/** An attempt whose deadline passed is closed at its deadline the moment anyone looks at it (the job does the rest). */
async function tutupBilaLewat(deps: Deps, p: PengerjaanRow, now: Date) {
  if (p.waktuSelesai || p.batasWaktu > now) return p;
  await deps.db.transaction(async (tx) => {
    await tutupPengerjaan(deps, tx, p, 'waktu_habis', p.batasWaktu);
  });
  return (await findPengerjaan(deps.db, p.collegeId, p.idUjian, p.idUser))!;
}

const toSoalPengerjaan = (s: { id: number; jenis: string; pertanyaan: string; data: UjianSoalData; soalFiles: SoalPengerjaan['soal_files'] }, nomor: number): SoalPengerjaan => {
  const base = { id: s.id, nomor, jenis: s.jenis as SoalPengerjaan['jenis'], pertanyaan: s.pertanyaan, soal_files: s.soalFiles };
  // Keys never leave the server while the attempt runs.
  if ('pilihan' in s.data) return { ...base, pilihan: { pilihan: s.data.pilihan.pilihan, gambar: s.data.pilihan.gambar } };
  if ('benar_salah' in s.data) return { ...base, benar_salah: { pilihan: s.data.benar_salah.pilihan } };
  return { ...base, esay: { jenis_file_diterima: s.data.esay.jenis_file_diterima as ('text' | 'image' | 'pdf' | 'docs' | 'compressed')[] } };
};

type KelompokRow = Awaited<ReturnType<typeof findKelompokByUjian>>[number];
type SoalRow = Awaited<ReturnType<typeof findSoalByIds>>[number];

/** The attempt's questions in its drawn order (groups as named by the exam), from the groups and the drawn questions. */
function susunSoal(p: PengerjaanRow, kelompok: KelompokRow[], soal: SoalRow[]) {
  const byId = new Map(soal.map((s) => [s.id, s]));
  const byKelompok = new Map(kelompok.map((k) => [k.id, k]));
  let nomor = 0;
  return p.susunan.flatMap((g) => {
    const k = byKelompok.get(g.id_kelompok);
    if (!k) return [];
    const items = g.soal.flatMap((id) => (byId.has(id) ? [toSoalPengerjaan(byId.get(id)!, ++nomor)] : []));
    return [{ id: k.id, nama: k.nama, aturan: k.aturan as 'semua', jumlah_wajib_dijawab: k.jumlahWajibDijawab, soal: items }];
  });
}

/** GET /v2/lms/ujian/{id}/pengerjaan/me: the student's attempt (questions only while it runs, never keys). */
export async function getPengerjaanMe(deps: Deps, actor: Actor, idUjian: number): Promise<PengerjaanMe> {
  const { row: u } = await aksesPeserta(deps.db, actor, idUjian);
  const now = new Date();
  let p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (p) p = await tutupBilaLewat(deps, p, now);
  return pengerjaanMe(deps, u, p, now);
}

/**
 * The attempt as the student sees it. `baru`: an attempt this request just created, with the exam's groups and
 * questions the draw read — it has no answers yet, so nothing is read again (start is the exam's busiest minute).
 */
async function pengerjaanMe(
  deps: Deps,
  u: UjianRow,
  p: PengerjaanRow | undefined,
  now: Date,
  baru?: { kelompok: KelompokRow[]; soal: SoalRow[] },
): Promise<PengerjaanMe> {
  const terbuka = p ? statusPengerjaan({ waktu_selesai: p.waktuSelesai, batas_waktu: p.batasWaktu }, now) === 'sedang_berlangsung' : false;
  const soalTerbuka = async (q: PengerjaanRow) => {
    if (baru) return susunSoal(q, baru.kelompok, baru.soal);
    const [kelompok, soal] = await Promise.all([findKelompokByUjian(deps.db, u.id), findSoalByIds(deps.db, u.id, q.soalIds)]);
    return susunSoal(q, kelompok, soal);
  };
  const [kelompok, jawaban, pengumuman, jumlahDijawab] = await Promise.all([
    p && terbuka ? soalTerbuka(p) : null,
    p && terbuka && !baru ? findJawaban(deps.db, p.id) : [],
    findPengumuman(deps.db, u.id),
    p && !baru ? countDijawab(deps.db, p.id) : 0,
  ]);
  return {
    status: statusPengerjaan(p ? { waktu_selesai: p.waktuSelesai, batas_waktu: p.batasWaktu } : null, now),
    server_time: now.toISOString(),
    pengerjaan: p ? ringkas(p, jumlahDijawab, now, u.isTampilkanNilai) : null,
    kelompok,
    jawaban: jawaban.map((j) => ({ id_soal: j.idSoal, seq: Number(j.seq), jawaban: j.jawaban as JawabanValue | null, diterima_at: isoUtc(j.diterimaAt) })),
    pengumuman: pengumuman.map((x) => ({ id: x.p.id, isi: x.p.isi, created_at: isoUtc(x.p.createdAt), created_by: x.nama })),
    resume: await resumePengerjaan(deps, u, p, terbuka, now),
  };
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/start: starts (or, when already started and still open, continues) the
 * student's attempt. The draw — which questions of random groups, in which order — is computed from the exam's
 * structure under a share lock on the exam row (a structure change waits, or waits for us) and stored with the
 * attempt, so a reload or another device shows the same questions.
 */
export async function startPengerjaan(deps: Deps, actor: Actor, idUjian: number) {
  const { row: u, mahasiswa } = await aksesPeserta(deps.db, actor, idUjian);
  const now = new Date();
  const ada = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (ada) {
    const p = await tutupBilaLewat(deps, ada, now);
    if (p.waktuSelesai) throw conflict(PESAN_UJIAN.sudahSelesai);
    return pengerjaanMe(deps, u, p, now);
  }
  const status = statusUjian({ waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai }, now);
  if (status === 'belum_dimulai') throw unprocessable(PESAN_UJIAN.belumDimulai);
  if (status === 'selesai') throw unprocessable(PESAN_UJIAN.sudahBerakhir);
  await periksaKelayakanKehadiran(deps, actor, u);
  const tambahanMenit = await deps.academic.getTambahanWaktuUjian(actor.college.id, mahasiswa.id);
  const mulai = await deps.db.transaction(async (tx) => {
    const locked = await lockUjianShare(tx, actor.college.id, idUjian);
    const [kelompok, soal] = await Promise.all([findKelompokByUjian(tx, idUjian), findSoalByUjian(tx, idUjian)]);
    const susunan = undiSoal(
      kelompok.map((k) => ({
        id: k.id,
        aturan: k.aturan as 'semua',
        jumlah_wajib_dijawab: k.jumlahWajibDijawab,
        soal: soal.filter((s) => s.soal.idKelompok === k.id).map((s) => s.soal.id),
      })),
      { acakSoal: locked.acakSoal, seed: hashSeed(`${idUjian}:${actor.userId}`) },
    ).filter((g) => g.soal.length > 0);
    const soalIds = susunan.flatMap((g) => g.soal);
    if (soalIds.length === 0) throw unprocessable(PESAN_UJIAN.belumAdaSoal);
    const batas = batasWaktuPengerjaan({
      mulai: now,
      gunakanBatasWaktu: locked.gunakanBatasWaktu,
      durasi: locked.durasi,
      waktuSelesaiUjian: locked.waktuSelesai,
      tambahanMenit,
    });
    const { row: p, dibuat } = await insertPengerjaan(tx, {
      collegeId: actor.college.id,
      idUjian,
      idUser: actor.userId,
      idMahasiswa: mahasiswa.id,
      waktuMulai: now,
      batasWaktu: batas,
      tambahanMenit,
      susunan,
      soalIds,
      jumlahSoal: soalIds.length,
      terakhirAktif: now,
    });
    // Two starts at once: the second finds the first one's row and changes nothing.
    if (dibuat) await recordAktivitas(tx, actor, 'mulai_ujian', `Memulai kuis/ujian "${u.judul}"`);
    return { u: locked, p, dibuat, kelompok, soal: soal.map((s) => s.soal) };
  });
  // The attempt just created is answered from what the draw read; the loser of a race reads it like a reload.
  if (!mulai.dibuat) return getPengerjaanMe(deps, actor, idUjian);
  return pengerjaanMe(deps, mulai.u, mulai.p, now, { kelompok: mulai.kelompok, soal: mulai.soal });
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/selesai: the student submits. Idempotent: a repeated submit (a retry after a
 * lost answer) reads the closed attempt. After the deadline the attempt closes at its deadline with the answers
 * acknowledged until then.
 */
export async function submitPengerjaan(deps: Deps, actor: Actor, idUjian: number) {
  const { row: u } = await aksesPeserta(deps.db, actor, idUjian);
  const p = await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId);
  if (!p) throw unprocessable(PESAN_UJIAN.belumMulai);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const lewat = p.batasWaktu <= now;
    const closed = await tutupPengerjaan(deps, tx, p, lewat ? 'waktu_habis' : 'kirim', lewat ? p.batasWaktu : now);
    if (closed) await recordAktivitas(tx, actor, 'selesai_ujian', `Menyelesaikan kuis/ujian "${u.judul}"`);
  });
  // Access was checked above; the closed attempt is read again for its score.
  return pengerjaanMe(deps, u, await findPengerjaan(deps.db, actor.college.id, idUjian, actor.userId), new Date());
}
