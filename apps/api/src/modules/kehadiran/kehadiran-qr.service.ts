import { createHmac, timingSafeEqual } from 'node:crypto';
import { PESAN_KEHADIRAN, QR_BERLAKU_DETIK, QR_ROTASI_DETIK, isoUtc, type AturanQrCode, type QrCodeToken, type ScanQrResponse } from '@lms/shared';
import type { Db } from '../../db/client';
import type { Actor, Deps } from '../../deps';
import type { AppError } from '../../lib/errors';
import { forbidden, unprocessable } from '../../lib/errors';
import { loadJwtSecret } from '../../lib/tokens';
import { resolveAksesKelas } from '../kelas/kelas-akses';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesPertemuanKehadiran, pengaturanKelasOf, pertemuanDimulai } from './kehadiran.policy';
import { countHadirQr, findPertemuanKehadiran, identitasAktor, insertLogQr, listKehadiranPertemuan, simpanRingkasanPertemuan, upsertKehadiranManual, type PertemuanKehadiran } from './kehadiran.repo';

/**
 * QR attendance (issue 16 point 4). The lecturer's projector page fetches a token every QR_ROTASI_DETIK seconds:
 * HMAC-signed (a key derived from the API's signing secret), bound to the college, the meeting and a time window
 * of QR_ROTASI_DETIK seconds, accepted for the current and the previous window only (≤ QR_BERLAKU_DETIK s), so a
 * screenshot sent to a friend expires before it helps. A signed-in participant who scans it while the meeting
 * runs is marked H with is_qr_code. Every scan, accepted or refused, is written to log_presensi_qr.
 */

const keys = new WeakMap<object, Promise<Buffer>>();
function qrKey(deps: Pick<Deps, 'db' | 'config'>) {
  let k = keys.get(deps.db);
  if (!k) {
    k = loadJwtSecret(deps.db, deps.config.jwtSecret).then((s) => createHmac('sha256', Buffer.from(s)).update('presensi-qr').digest());
    keys.set(deps.db, k);
  }
  return k;
}

const jendela = (ms: number) => Math.floor(ms / (QR_ROTASI_DETIK * 1000));
const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url');

export async function buatTokenQr(deps: Pick<Deps, 'db' | 'config'>, collegeId: number, idPertemuan: number, now: Date) {
  const w = jendela(now.getTime());
  const body = `1.${collegeId}.${idPertemuan}.${w}`;
  return { token: `${body}.${sign(await qrKey(deps), body)}`, berlakuSampai: new Date((w + 1) * QR_ROTASI_DETIK * 1000 + (QR_BERLAKU_DETIK - QR_ROTASI_DETIK) * 1000) };
}

type Terbaca = { ok: true; collegeId: number; idPertemuan: number; window: number } | { ok: false; alasan: 'tidak_valid' | 'kedaluwarsa'; idPertemuan: number | null };

export async function bacaTokenQr(deps: Pick<Deps, 'db' | 'config'>, token: string, now: Date): Promise<Terbaca> {
  const parts = token.split('.');
  if (parts.length !== 5 || parts[0] !== '1') return { ok: false, alasan: 'tidak_valid', idPertemuan: null };
  const [, c, p, w, sig] = parts as [string, string, string, string, string];
  const body = `1.${c}.${p}.${w}`;
  const expected = Buffer.from(sign(await qrKey(deps), body));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, alasan: 'tidak_valid', idPertemuan: null };
  const idPertemuan = Number(p);
  const window = Number(w);
  const cur = jendela(now.getTime());
  if (!(window === cur || window === cur - 1)) return { ok: false, alasan: 'kedaluwarsa', idPertemuan };
  return { ok: true, collegeId: Number(c), idPertemuan, window };
}

/** GET /v0/aturan/qr-code. */
export async function getAturanQr(deps: Deps, actor: Actor): Promise<AturanQrCode> {
  const k = await pengaturanKelasOf(deps, actor.college.id);
  return { is_active: k.presensi_qr.is_active, status: k.presensi_qr.is_active, interval_detik: QR_ROTASI_DETIK };
}

const berlangsung = (p: PertemuanKehadiran['p'], now: Date) => pertemuanDimulai(p, now) && p.status !== 'selesai' && now.getTime() <= p.waktuSelesai.getTime() + 3 * 3600_000;

/** GET /v2/lms/kehadiran_mahasiswa/pertemuan/{idPertemuan}/qr_code: the lecturer's current token. */
export async function getQrCode(deps: Deps, actor: Actor, id: number): Promise<QrCodeToken> {
  if (actor.role !== 'ROLE_DOSEN') throw forbidden(PESAN_KEHADIRAN.qrHanyaDosen);
  const { row, akses } = await aksesPertemuanKehadiran(deps.db, actor, id, 'read');
  if (!akses.isTeacher) throw forbidden(PESAN_KEHADIRAN.qrHanyaDosen);
  const k = await pengaturanKelasOf(deps, actor.college.id);
  if (!k.presensi_qr.is_active) throw forbidden(PESAN_KEHADIRAN.qrTidakAktif);
  if (row.p.jenis !== 'offline') throw unprocessable(PESAN_KEHADIRAN.qrHanyaOffline);
  const now = new Date();
  if (!berlangsung(row.p, now)) throw unprocessable(PESAN_KEHADIRAN.qrPertemuanTidakBerlangsung);
  const t = await buatTokenQr(deps, actor.college.id, id, now);
  return {
    id_pertemuan: id,
    token: t.token,
    url: `/presensi-qr?token=${encodeURIComponent(t.token)}`,
    berlaku_sampai: isoUtc(t.berlakuSampai),
    interval_detik: QR_ROTASI_DETIK,
    waktu_server: isoUtc(now),
    jumlah_hadir_qr: await countHadirQr(deps.db, id),
  };
}

async function tolak(db: Db, actor: Actor, idPertemuan: number | null, alasan: string, err: AppError): Promise<never> {
  await insertLogQr(db, { collegeId: actor.college.id, idPertemuan, idUser: actor.userId, berhasil: false, alasan, ipAddress: actor.ip ?? '' });
  throw err;
}

/** POST /v2/lms/kehadiran_mahasiswa/qr_code/scan: the student's scan. */
export async function scanQr(deps: Deps, actor: Actor, token: string): Promise<{ data: ScanQrResponse; pesan: string }> {
  if (actor.role !== 'ROLE_MAHASISWA') throw forbidden(PESAN_KEHADIRAN.qrHanyaMahasiswa);
  const now = new Date();
  const t = await bacaTokenQr(deps, token, now);
  if (!t.ok) {
    const err = t.alasan === 'kedaluwarsa' ? unprocessable(PESAN_KEHADIRAN.qrKedaluwarsa) : unprocessable(PESAN_KEHADIRAN.qrTidakValid);
    // A meeting id from a token that is not ours is not trusted enough to reference.
    return tolak(deps.db, actor, null, t.alasan, err);
  }
  if (t.collegeId !== actor.college.id) return tolak(deps.db, actor, null, 'kampus_lain', unprocessable(PESAN_KEHADIRAN.qrTidakValid));
  const row = await findPertemuanKehadiran(deps.db, actor.college.id, t.idPertemuan);
  if (!row) return tolak(deps.db, actor, null, 'pertemuan_tidak_ada', unprocessable(PESAN_KEHADIRAN.qrTidakValid));
  const akses = await resolveAksesKelas(deps.db, actor, row.p.idKelasKuliah);
  if (!akses.isParticipant || akses.idMahasiswa === null) return tolak(deps.db, actor, row.p.id, 'bukan_peserta', forbidden(PESAN_KEHADIRAN.bukanPeserta));
  const k = await pengaturanKelasOf(deps, actor.college.id);
  if (!k.presensi_qr.is_active) return tolak(deps.db, actor, row.p.id, 'qr_tidak_aktif', forbidden(PESAN_KEHADIRAN.qrTidakAktif));
  if (row.p.jenis !== 'offline') return tolak(deps.db, actor, row.p.id, 'bukan_offline', unprocessable(PESAN_KEHADIRAN.qrHanyaOffline));
  if (!berlangsung(row.p, now)) return tolak(deps.db, actor, row.p.id, 'tidak_berlangsung', unprocessable(PESAN_KEHADIRAN.qrPertemuanTidakBerlangsung));

  const [cur] = await listKehadiranPertemuan(deps.db, row.p.id, [akses.idMahasiswa]);
  const sudah = cur?.presensi === 'H';
  const siapa = await identitasAktor(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    if (!sudah) {
      await upsertKehadiranManual(tx, [
        {
          collegeId: actor.college.id,
          idPertemuan: row.p.id,
          idKelasKuliah: row.p.idKelasKuliah,
          idMahasiswa: akses.idMahasiswa!,
          presensi: 'H',
          adaPresensi: true,
          isHadir: true,
          isQrCode: true,
          isManual: false,
          updatedBy: siapa.userId,
          updatedByUsername: siapa.username,
          updatedByName: siapa.name,
          updatedAt: now,
        },
      ]);
      // The meeting detail's present count, from the rows, in the scan's transaction.
      await simpanRingkasanPertemuan(tx, actor.college.id, row.p.id, null);
      await recordAktivitas(tx, actor, 'presensi_qr_code', `Presensi QR code pertemuan ${row.p.nomor} ${row.mkNama} ${row.labelNama}`);
    }
    await insertLogQr(tx, { collegeId: actor.college.id, idPertemuan: row.p.id, idUser: actor.userId, berhasil: true, alasan: sudah ? 'sudah_hadir' : '', ipAddress: actor.ip ?? '' });
  });
  return {
    data: {
      id_pertemuan: row.p.id,
      id_kelas_kuliah: row.p.idKelasKuliah,
      nomor: row.p.nomor,
      mata_kuliah: { kode: row.mkKode, nama: row.mkNama },
      presensi: 'H',
      is_qr_code: true,
      waktu: isoUtc(now),
    },
    pesan: sudah ? PESAN_KEHADIRAN.qrSudahHadir : PESAN_KEHADIRAN.qrBerhasil,
  };
}
