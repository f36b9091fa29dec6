import {
  HASIL_KIRIM,
  PESAN_NILAI,
  keputusanKirim,
  kunciIdempotensiNilai,
  type PratinjauKirim,
  type RiwayatKirimItem,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { listMeta, paging } from '../../lib/envelope';
import { enqueueJob, findRunningJob, runTrackedJob, toJobResponse, type TrackedJobPayload } from '../../jobs/status';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { AcademicSystem } from '../akademik/academic-system';
import { requireIntegrasiNilai, resolveAksesNilai } from './nilai.policy';
import { deleteKirim, findKirim, findRiwayatPage, insertKirim, insertKirimBaris, listBarisKirim, setHasilBaris, setKirimJob } from './nilai.repo';
import { bacaBukuNilai, nilaiKomponen, toKomponenSikad, type BukuNilai } from './nilai.service';
import { KODE_DIKUNCI } from './nilai-komponen.service';

/**
 * Sending a Siakad component (spec 2 §5, §8): a dry-run diff first, then a send that is a job. The send writes its
 * ledger rows (one per student, each with the idempotency key class:component:student:send) in one transaction, then
 * queues the job; the job writes each row still not sent to Siakad with its key, so a retried job or a retried
 * write never writes a score twice.
 */

export const KIRIM_NILAI_QUEUE = 'nilai-kirim-sikad';
export type KirimPayload = TrackedJobPayload & { idKirim: number };
/** Attempts per score inside one run before the row is marked failed. */
const PERCOBAAN = 3;

function komponenOf(b: BukuNilai, idKomponen: number) {
  const c = b.komponen.find((x) => x.id === idKomponen);
  if (!c) throw notFound(PESAN_NILAI.komponenTidakDitemukan);
  return c;
}

function diff(b: BukuNilai, c: BukuNilai['komponen'][number]) {
  return b.siswa.map((s) => {
    const sk = b.sikad.get(`${c.id}:${s.idMahasiswa}`);
    const baru = nilaiKomponen(b, c, s.userId);
    const lama = sk?.nilai ?? null;
    return { s, lama, baru, updateBySikad: sk?.updateBySikad ?? false, berubah: lama === null || Math.abs(lama - baru) > 1e-9 };
  });
}

/** GET …/komponen/{komponenId}/pratinjau_kirim: what a send would change, per student. */
export async function pratinjauKirim(deps: Deps, actor: Actor, idKelas: string, idKomponen: number): Promise<PratinjauKirim> {
  const a = await resolveAksesNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const c = komponenOf(b, idKomponen);
  const k = keputusanKirim(a.peran, new Date(), b.dikunci, c.mulai, c.selesai);
  const rows = diff(b, c);
  const integrasi = a.tulis && a.pelaku;
  return {
    komponen: toKomponenSikad(c),
    boleh_kirim: integrasi && k.boleh && c.aktivitas.length > 0,
    pesan_kirim: !integrasi ? PESAN_NILAI.bukanPelaku : k.pesan ?? (c.aktivitas.length ? null : PESAN_NILAI.komponenKosong),
    perlu_konfirmasi_timpa: rows.some((r) => r.updateBySikad),
    baris: rows.map((r) => ({
      mahasiswa: { id_user: r.s.userId, nama: r.s.nama, nim: r.s.nim },
      nilai_sikad: r.lama,
      nilai_baru: r.baru,
      update_by_sikad: r.updateBySikad,
      berubah: r.berubah,
    })),
  };
}

/** POST …/komponen/{komponenId}/kirim: checks the rules, writes the ledger rows and queues the send. */
export async function kirimNilai(deps: Deps, actor: Actor, idKelas: string, idKomponen: number, body: { konfirmasi_timpa?: boolean }) {
  const a = await requireIntegrasiNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const c = komponenOf(b, idKomponen);
  const k = keputusanKirim(a.peran, new Date(), b.dikunci, c.mulai, c.selesai);
  if (!k.boleh) throw forbidden(k.pesan ?? undefined, b.dikunci ? KODE_DIKUNCI : 'di_luar_waktu_entri');
  if (!c.aktivitas.length) throw unprocessable(PESAN_NILAI.komponenKosong);
  const rows = diff(b, c);
  if (rows.some((r) => r.updateBySikad) && !body.konfirmasi_timpa) throw conflict(PESAN_NILAI.perluKonfirmasiTimpa);
  const idSumber = `${idKelas}:${idKomponen}`;
  const resource = { jenis: 'kirim_nilai_sikad' as const, jenisSumber: 'komponen_nilai', idSumber, idKelasKuliah: idKelas };
  const running = await findRunningJob(deps.db, actor.college.id, resource);
  if (running) return { job: toJobResponse(running), started: false, id_kirim: null };

  const kirim = await deps.db.transaction(async (tx) => {
    const row = await insertKirim(tx, {
      collegeId: actor.college.id,
      idKelasKuliah: idKelas,
      idKomponen,
      labelKomponen: c.label,
      createdBy: actor.userId,
      createdByNama: actor.username,
    });
    await insertKirimBaris(
      tx,
      rows.map((r) => ({
        idKirim: row.id,
        collegeId: actor.college.id,
        idKelasKuliah: idKelas,
        idKomponen,
        userId: r.s.userId,
        idMahasiswa: r.s.idMahasiswa,
        nama: r.s.nama,
        nim: r.s.nim,
        kunci: kunciIdempotensiNilai(idKelas, idKomponen, r.s.idMahasiswa, row.id),
        nilaiLama: r.lama,
        nilaiBaru: r.baru,
      })),
    );
    await recordAktivitas(tx, actor, 'kirim_nilai_sikad', `Mengirim nilai ${c.label} kelas ${idKelas} ke Siakad (${rows.length} mahasiswa)`);
    return row;
  });
  const { row, started } = await enqueueJob(deps, actor, resource, KIRIM_NILAI_QUEUE, {
    payload: { idKirim: kirim.id },
    singletonKey: `kirim_nilai_sikad:${idSumber}`,
  });
  if (!started) {
    // The same component is being sent already (a double click): this send never happened.
    await deleteKirim(deps.db, kirim.id);
    return { job: toJobResponse(row), started, id_kirim: null };
  }
  await setKirimJob(deps.db, kirim.id, row.id);
  return { job: toJobResponse(row), started, id_kirim: kirim.id };
}

/**
 * The worker: writes every ledger row of the send not yet sent, each with its own key (Siakad applies a key once),
 * trying each up to PERCOBAAN times; rows already 'terkirim' (an earlier run of the same job) are skipped.
 */
export async function runKirimNilai(deps: Pick<Deps, 'db' | 'events'> & { academic: AcademicSystem }, p: KirimPayload) {
  return runTrackedJob(deps, p.jobId, async (report) => {
    const kirim = await findKirim(deps.db, p.collegeId, p.idKirim);
    if (!kirim) throw new Error('kirim nilai tidak ditemukan');
    const baris = await listBarisKirim(deps.db, kirim.id);
    let terkirim = 0;
    let gagal = 0;
    for (const [i, r] of baris.entries()) {
      if (r.hasil === 'terkirim') {
        terkirim++;
        continue;
      }
      let pesan: string | null = null;
      for (let n = 0; n < PERCOBAAN; n++) {
        try {
          await deps.academic.tulisNilai(p.collegeId, kirim.idKelasKuliah, kirim.idKomponen, { idMahasiswa: r.idMahasiswa, nilai: r.nilaiBaru, kunci: r.kunci });
          pesan = null;
          break;
        } catch (err) {
          pesan = err instanceof Error ? err.message.slice(0, 500) : 'Gagal menulis nilai';
        }
      }
      await setHasilBaris(deps.db, r.id, pesan === null ? 'terkirim' : 'gagal', pesan);
      if (pesan === null) terkirim++;
      else gagal++;
      await report(((i + 1) / baris.length) * 100);
    }
    if (gagal) throw `${gagal} nilai gagal dikirim ke Siakad`;
    return { id_kirim: kirim.id, terkirim, gagal };
  });
}

/** GET …/riwayat_kirim: the ledger (who, when, old, new, result), newest first. */
export async function listRiwayatKirim(deps: Deps, actor: Actor, idKelas: string, q: { page: number; per_page: number; ignore_default_pagination?: boolean; id_komponen?: number }) {
  await resolveAksesNilai(deps, actor, idKelas);
  const p = paging(q);
  const { rows, total } = await findRiwayatPage(deps.db, actor.college.id, idKelas, q.id_komponen, { limit: p.limit, offset: p.offset });
  const items: RiwayatKirimItem[] = rows.map(({ b, k }) => ({
    id: b.id,
    id_kirim: b.idKirim,
    komponen: { id: b.idKomponen, label: k.label },
    mahasiswa: { id_user: b.userId, nama: b.nama, nim: b.nim },
    nilai_lama: b.nilaiLama,
    nilai_baru: b.nilaiBaru,
    hasil: (HASIL_KIRIM as readonly string[]).includes(b.hasil) ? (b.hasil as RiwayatKirimItem['hasil']) : 'menunggu',
    pesan: b.pesan,
    kunci: b.kunci,
    dikirim_oleh: k.oleh,
    dibuat_pada: k.at.toISOString(),
    dikirim_pada: b.dikirimAt?.toISOString() ?? null,
  }));
  return { items, meta: listMeta(p, total) };
}
