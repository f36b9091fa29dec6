import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  JENIS_AKTIVITAS_LABEL,
  KOLOM_EKSPOR_LOG_AKTIVITAS,
  ROLE_LABEL,
  dateFilterRange,
  toUtcIso,
  type LogAktivitasFilter,
  type LogAktivitasOperatorItem,
  type LogAktivitasOperatorQuery,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { requireOperatorAccess } from '../../lib/policy';
import { formatSelWaktu, labelZonaKolom, selWaktu, teksWaktuCsv } from '../../lib/waktu-ekspor';
import { getPengaturan } from '../pengaturan/pengaturan.service';
import { findLogAktivitasCollegePage, iterateLogAktivitasCollege, type BarisLog, type FilterLog } from './log-aktivitas-operator.repo';

/** The college's activity log (spec 1 §7 log_aktivitas): operators with read on laporan. */

const labelJenis = (j: string) => (JENIS_AKTIVITAS_LABEL as Record<string, string>)[j] ?? j;
const labelPeran = (r: string) => (ROLE_LABEL as Record<string, string>)[r] ?? r;

/** Applies the same-instant rule (the end moves to 23:59:59 of that day in the college's zone). */
async function resolveFilter(deps: Deps, actor: Actor, q: LogAktivitasFilter): Promise<FilterLog> {
  const { time_zone } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  const range = dateFilterRange(q.waktu_awal ?? null, q.waktu_akhir ?? null, time_zone);
  return {
    waktuAwal: range.start ? new Date(range.start) : undefined,
    waktuAkhir: range.end ? new Date(range.end) : undefined,
    jenisAktivitas: q.jenis_aktivitas,
    idUser: q.id_user,
    ipAddress: q.ip_address,
    role: q.role,
    isValid: q.is_valid,
    search: q.search,
  };
}

const toItem = (r: BarisLog): LogAktivitasOperatorItem => ({
  id: r.id,
  jenis_aktivitas: r.jenisAktivitas,
  jenis_aktivitas_label: labelJenis(r.jenisAktivitas),
  detail: r.detail,
  waktu: toUtcIso(r.waktu)!,
  ip_address: r.ipAddress,
  role: r.role,
  operator: r.operator,
  user: { id: r.userId, username: r.username, nama: r.nama },
});

export async function listLogAktivitasCollege(deps: Deps, actor: Actor, q: LogAktivitasOperatorQuery) {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const p = paging(q);
  const { rows, total } = await findLogAktivitasCollegePage(deps.db, actor.college.id, await resolveFilter(deps, actor, q), p);
  return { items: rows.map(toItem), meta: listMeta(p, total) };
}

/**
 * GET /v2/lms/log_aktivitas/export_excel: every matching entry (no page limit) through exceljs's streaming writer,
 * so memory stays flat however long the log is. The access check and filter run before the first byte; a failure
 * while streaming aborts the download rather than sending a truncated file as complete.
 */
export async function exportLogAktivitas(deps: Deps, actor: Actor, q: LogAktivitasFilter): Promise<{ filename: string; stream: Readable }> {
  await requireOperatorAccess(deps.db, actor, 'laporan', 'read');
  const filter = await resolveFilter(deps, actor, q);
  const { time_zone } = (await getPengaturan(deps, actor.college.id)).pengaturan_sistem;
  const out = new PassThrough();
  const tulis = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('Log Aktivitas');
    // The time is a date cell in the college's wall clock (its zone in the header), so it sorts and filters.
    ws.columns = KOLOM_EKSPOR_LOG_AKTIVITAS.map((header, i) => ({
      header: header === 'Waktu' ? labelZonaKolom(header, time_zone) : header,
      width: [6, 20, 20, 28, 12, 24, 60, 16, 16][i],
    }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    let no = 0;
    for await (const batch of iterateLogAktivitasCollege(deps.db, actor.college.id, filter)) {
      for (const r of batch) {
        no += 1;
        const row = ws.addRow([no, selWaktu(r.waktu, time_zone), r.username, r.nama, labelPeran(r.role), labelJenis(r.jenisAktivitas), r.detail, r.ipAddress, r.operator ?? '']);
        formatSelWaktu(row.getCell(2));
        row.commit();
      }
    }
    ws.commit();
    await wb.commit();
  };
  tulis().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  const tanggal = teksWaktuCsv(new Date(), time_zone).slice(0, 10);
  return { filename: `log-aktivitas-${actor.college.id}-${tanggal}.xlsx`, stream: out };
}
