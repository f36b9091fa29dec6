import { createHash } from 'node:crypto';
import {
  HASIL_KIRIM,
  PESAN_NILAI,
  keputusanKirim,
  kunciIdempotensiNilai,
  nilaiBerubah,
  type PratinjauKirim,
  type RiwayatKirimItem,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { listMeta, paging } from '../../lib/envelope';
import { enqueueJob, findRunningJob, runTrackedJob, toJobResponse, type TrackedJobPayload } from '../../jobs/status';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import type { AcademicSystem } from '../../lib/academic-system';
import { requireIntegrasiNilai, resolveAksesNilai } from './nilai.policy';
import { deleteKirim, findKirim, findRiwayatPage, insertKirim, insertKirimBaris, listBarisKirim, setHasilBaris, setKirimJob } from './nilai.repo';
import { bacaBukuNilai, toKomponenSikad, type BukuNilai } from './nilai.service';
import { rataRataMahasiswa } from './nilai-rerata';
import { KODE_DIKUNCI } from './nilai-komponen.service';

/**
 * Sending a Siakad component (spec 2 §5, §8): a dry-run diff first, then a send that is a job. The send writes its
 * ledger rows (one per student whose score changes, each with the idempotency key class:component:student:send) in
 * one transaction, then queues the job; the job writes each row still not sent to Siakad with its key, so a retried
 * job or a retried write never writes a score twice.
 */

export const KIRIM_NILAI_QUEUE = 'nilai-kirim-sikad';
export type KirimPayload = TrackedJobPayload & { idKirim: number };
/** Attempts per score inside one run before the row is marked failed. */
const PERCOBAAN = 3;

function komponenOf(b: BukuNilai, idKomponen: number) {
  const i = b.komponen.findIndex((x) => x.id === idKomponen);
  if (i < 0) throw notFound(PESAN_NILAI.komponenTidakDitemukan);
  return { c: b.komponen[i]!, i };
}

/**
 * The one computation behind the dry-run and the send (issue 30 defect 5): per student Siakad's value now and the
 * LMS's (rataRataMahasiswa), whether it changes (nilaiBerubah), and the rows a send writes — only those that change,
 * so the ledger records exactly what the dry-run counted. `versi` names those rows: a send confirmed on a dry-run
 * whose rows are no longer these is refused.
 */
export function rencanaKirim(b: BukuNilai, idKomponen: number) {
  const { c, i } = komponenOf(b, idKomponen);
  const baris = b.siswa.map((s) => {
    const sk = b.sikad.get(`${c.id}:${s.idMahasiswa}`);
    const baru = rataRataMahasiswa(b, s.userId).komponen[i]!.nilai ?? 0;
    const lama = sk?.nilai ?? null;
    return { s, lama, baru, updateBySikad: sk?.updateBySikad ?? false, berubah: nilaiBerubah(lama, baru) };
  });
  const ditulis = baris.filter((r) => r.berubah);
  const versi = createHash('sha256')
    .update(JSON.stringify([c.id, ditulis.map((r) => [r.s.idMahasiswa, r.lama, r.baru])]))
    .digest('hex')
    .slice(0, 32);
  const belumBerakhir = c.aktivitas.filter((a) => a.statusNilai === 'belum_berakhir');
  return { c, baris, ditulis, versi, belumBerakhir, perluKonfirmasiTimpa: baris.some((r) => r.updateBySikad) };
}

/** GET …/komponen/{komponenId}/pratinjau_kirim: what a send would change, per student. */
export async function pratinjauKirim(deps: Deps, actor: Actor, idKelas: string, idKomponen: number): Promise<PratinjauKirim> {
  const a = await resolveAksesNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const r = rencanaKirim(b, idKomponen);
  const c = r.c;
  const k = keputusanKirim(a.peran, new Date(), b.dikunci, c.mulai, c.selesai);
  const integrasi = a.tulis && a.pelaku;
  const pesan = !integrasi ? PESAN_NILAI.bukanPelaku : (k.pesan ?? (!c.aktivitas.length ? PESAN_NILAI.komponenKosong : !r.ditulis.length ? PESAN_NILAI.tidakAdaPerubahan : null));
  return {
    komponen: toKomponenSikad(c),
    boleh_kirim: integrasi && k.boleh && c.aktivitas.length > 0 && r.ditulis.length > 0,
    pesan_kirim: pesan,
    perlu_konfirmasi_timpa: r.perluKonfirmasiTimpa,
    jumlah_berubah: r.ditulis.length,
    versi: r.versi,
    aktivitas_belum_berakhir: r.belumBerakhir.map((x) => ({
      id: x.idSumber,
      jenis: x.jenisNilai,
      jenis_aktivitas: x.jenis,
      label: x.judul,
      waktu_selesai: x.waktuSelesai?.toISOString() ?? null,
    })),
    peringatan: r.belumBerakhir.length ? PESAN_NILAI.belumBerakhir(r.belumBerakhir.length, c.aktivitas.length, r.belumBerakhir.map((x) => x.judul)) : null,
    baris: r.baris.map((x) => ({
      mahasiswa: { id_user: x.s.userId, nama: x.s.nama, nim: x.s.nim },
      nilai_sikad: x.lama,
      nilai_baru: x.baru,
      update_by_sikad: x.updateBySikad,
      berubah: x.berubah,
    })),
  };
}

/**
 * POST …/komponen/{komponenId}/kirim: checks the rules, writes a ledger row for each score that changes (the
 * dry-run's rows) and queues the send.
 */
export async function kirimNilai(deps: Deps, actor: Actor, idKelas: string, idKomponen: number, body: { konfirmasi_timpa?: boolean; versi_pratinjau?: string }) {
  const a = await requireIntegrasiNilai(deps, actor, idKelas);
  const b = await bacaBukuNilai(deps, actor.college.id, idKelas);
  const r = rencanaKirim(b, idKomponen);
  const c = r.c;
  const k = keputusanKirim(a.peran, new Date(), b.dikunci, c.mulai, c.selesai);
  if (!k.boleh) throw forbidden(k.pesan ?? undefined, b.dikunci ? KODE_DIKUNCI : 'di_luar_waktu_entri');
  if (!c.aktivitas.length) throw unprocessable(PESAN_NILAI.komponenKosong);
  if (body.versi_pratinjau !== undefined && body.versi_pratinjau !== r.versi) throw conflict(PESAN_NILAI.pratinjauKedaluwarsa);
  if (!r.ditulis.length) throw unprocessable(PESAN_NILAI.tidakAdaPerubahan);
  if (r.perluKonfirmasiTimpa && !body.konfirmasi_timpa) throw conflict(PESAN_NILAI.perluKonfirmasiTimpa);
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
      r.ditulis.map((x) => ({
        idKirim: row.id,
        collegeId: actor.college.id,
        idKelasKuliah: idKelas,
        idKomponen,
        userId: x.s.userId,
        idMahasiswa: x.s.idMahasiswa,
        nama: x.s.nama,
        nim: x.s.nim,
        kunci: kunciIdempotensiNilai(idKelas, idKomponen, x.s.idMahasiswa, row.id),
        nilaiLama: x.lama,
        nilaiBaru: x.baru,
      })),
    );
    await recordAktivitas(tx, actor, 'kirim_nilai_sikad', `Mengirim nilai ${c.label} kelas ${idKelas} ke Siakad (${r.ditulis.length} dari ${r.baris.length} mahasiswa berubah)`);
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
