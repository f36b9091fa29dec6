import {
  INTERVAL_PING_MS,
  PESAN_UJIAN,
  bolehMengikuti,
  isoUtc,
  statusPengerjaan,
  type MonitorItem,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { forbidden, notFound } from '../../lib/errors';
import { listNimNamaKelas } from '../kelas/kelas.service';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { penulis } from '../pertemuan/pertemuan-akses';
import { tutupPengerjaan } from './pengerjaan.service';
import { findMonitor, findPengerjaanById, findPengumuman, insertPengumuman } from './pengerjaan.repo';
import { aksesUjian } from './ujian.policy';

/**
 * The teachers' side of a running exam: the live monitor (takers, answered count, last save, connection, violation
 * timeline), announcements to every taker and closing one student's attempt. Both writes are pushed live.
 */

const iso = (v: unknown) => (v ? isoUtc(new Date(v as string)) : null);

/** GET /v2/lms/ujian/{id}/monitor: every participant the exam is open to, started or not. Teachers and operators. */
export async function getMonitor(deps: Deps, actor: Actor, idUjian: number): Promise<MonitorItem[]> {
  const { row: u, peserta } = await aksesUjian(deps.db, actor, idUjian, 'read');
  if (peserta) throw forbidden();
  const now = new Date();
  const [semua, rows] = await Promise.all([listNimNamaKelas(deps, actor, u.idKelasKuliah), findMonitor(deps.db, idUjian)]);
  const byNim = new Map(rows.map((r) => [String(r.nim), r]));
  const terlihat = semua.filter((p) => bolehMengikuti({ jenis: u.jenis, peserta_remedial: u.pesertaRemedial }, p.nim));
  const out: MonitorItem[] = terlihat.map((p) => {
    const r = byNim.get(p.nim);
    if (!r) {
      return {
        id_user: null, nim: p.nim, nama: p.nama, id_pengerjaan: null, status: 'belum_dimulai', waktu_mulai: null, waktu_selesai: null,
        batas_waktu: null, cara_selesai: null, jumlah_soal: 0, jumlah_soal_dijawab: 0, terakhir_simpan: null, terakhir_aktif: null,
        terhubung: false, tambahan_menit: 0, pelanggaran: [],
      };
    }
    const terakhir = Math.max(r.terakhir_aktif ? Date.parse(String(iso(r.terakhir_aktif))) : 0, r.terakhir_simpan ? Date.parse(String(iso(r.terakhir_simpan))) : 0);
    const status = statusPengerjaan({ waktu_selesai: iso(r.waktu_selesai), batas_waktu: iso(r.batas_waktu)! }, now);
    const pelanggaran = (r.pelanggaran as { jenis: MonitorItem['pelanggaran'][number]['jenis']; waktu: string; diterima_at: string }[]).map((v) => ({
      jenis: v.jenis,
      waktu: iso(v.waktu)!,
      diterima_at: iso(v.diterima_at)!,
    }));
    return {
      id_user: Number(r.id_user),
      nim: p.nim,
      nama: p.nama,
      id_pengerjaan: Number(r.id),
      status,
      waktu_mulai: iso(r.waktu_mulai),
      waktu_selesai: iso(r.waktu_selesai),
      batas_waktu: iso(r.batas_waktu),
      cara_selesai: (r.cara_selesai as MonitorItem['cara_selesai']) ?? null,
      jumlah_soal: Number(r.jumlah_soal),
      jumlah_soal_dijawab: Number(r.dijawab),
      terakhir_simpan: iso(r.terakhir_simpan),
      terakhir_aktif: iso(r.terakhir_aktif),
      terhubung: status === 'sedang_berlangsung' && now.getTime() - terakhir < 2 * INTERVAL_PING_MS,
      tambahan_menit: Number(r.tambahan_menit),
      pelanggaran,
    };
  });
  return out.sort((a, b) => a.nim.localeCompare(b.nim));
}

/** POST /v2/lms/ujian/{id}/pengumuman: an announcement every taker's page shows at once (event pengumuman_ujian). */
export async function kirimPengumuman(deps: Deps, actor: Actor, idUjian: number, isi: string) {
  const { row: u } = await aksesUjian(deps.db, actor, idUjian, 'write');
  const row = await deps.db.transaction(async (tx) => {
    const p = await insertPengumuman(tx, { collegeId: actor.college.id, idUjian, isi, createdBy: penulis(actor) });
    await deps.events.publish(
      {
        stream: 'ujian',
        event: 'pengumuman_ujian',
        collegeId: actor.college.id,
        audience: { kind: 'ujian', id_kelas_kuliah: u.idKelasKuliah, id_ujian: idUjian },
        data: { id_ujian: idUjian, id_kelas_kuliah: u.idKelasKuliah, id_pengumuman: p.id },
      },
      { db: tx },
    );
    await recordAktivitas(tx, actor, 'pengumuman_ujian', `Mengirim pengumuman pada kuis/ujian "${u.judul}"`);
    return p;
  });
  return { id: row.id, isi: row.isi, created_at: isoUtc(row.createdAt), created_by: actor.username };
}

/** GET /v2/lms/ujian/{id}/pengumuman: members of the class who may read the exam. */
export async function listPengumuman(deps: Deps, actor: Actor, idUjian: number) {
  await aksesUjian(deps.db, actor, idUjian, 'read');
  return (await findPengumuman(deps.db, idUjian)).map((x) => ({ id: x.p.id, isi: x.p.isi, created_at: isoUtc(x.p.createdAt), created_by: x.nama }));
}

/**
 * POST /v2/lms/ujian/{id}/pengerjaan/{idPengerjaan}/paksa_selesai: a teacher ends one student's attempt now; the
 * answers acknowledged so far stay, the student's page closes at once (event pengerjaan_ditutup).
 */
export async function paksaSelesai(deps: Deps, actor: Actor, idUjian: number, idPengerjaan: number) {
  const { row: u } = await aksesUjian(deps.db, actor, idUjian, 'write');
  const p = await findPengerjaanById(deps.db, actor.college.id, idUjian, idPengerjaan);
  if (!p) throw notFound(PESAN_UJIAN.pengerjaanTidakDitemukan);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const waktu = p.batasWaktu < now ? p.batasWaktu : now;
    const closed = await tutupPengerjaan(deps, tx, p, p.batasWaktu < now ? 'waktu_habis' : 'paksa', waktu);
    if (closed) await recordAktivitas(tx, actor, 'akhiri_pengerjaan_ujian', `Mengakhiri pengerjaan peserta pada kuis/ujian "${u.judul}"`);
  });
}
