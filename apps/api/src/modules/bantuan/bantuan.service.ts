import {
  DETAIL_LOG_BANTUAN,
  PESAN_BANTUAN,
  TOPIK_BANTUAN,
  TOPIK_BANTUAN_KEYS,
  toUtcIso,
  tsQueryPrefiks,
  type BantuanInput,
  type BantuanItem,
  type BantuanQuery,
  type BantuanTopikItem,
  type Role,
  type TopikBantuan,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { listMeta, paging } from '../../lib/envelope';
import { fieldError, forbidden, notFound } from '../../lib/errors';
import { isBlankHtml, sanitizeRichText } from '../../lib/sanitize';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { aksesBacaBantuan, requireKelolaBantuan } from './bantuan.policy';
import {
  countBantuanPerTopik,
  deleteBantuan as deleteBantuanRow,
  findBantuan,
  findBantuanPage,
  insertBantuan,
  lockBantuan,
  updateBantuan as updateBantuanRow,
  type BantuanFilter,
  type BantuanRow,
} from './bantuan.repo';

const isTopik = (t: string): t is TopikBantuan => (TOPIK_BANTUAN_KEYS as readonly string[]).includes(t);

const toItem = (r: BantuanRow): BantuanItem => ({
  id: r.id,
  // A topic retired from the list later reads as 'lainnya' instead of breaking the page.
  topik: isTopik(r.topik) ? r.topik : 'lainnya',
  judul: r.judul,
  isi: r.isi,
  peran: r.peran as Role[],
  sumber: r.collegeId === null ? 'produk' : 'kampus',
  diubah_pada: toUtcIso(r.updatedAt)!,
});

async function filterOf(deps: Deps, actor: Actor, q: Omit<BantuanQuery, 'page' | 'per_page' | 'ignore_default_pagination'>): Promise<BantuanFilter> {
  const { role } = await aksesBacaBantuan(deps.db, actor);
  return { role, peran: q.peran, topik: q.topik, sumber: q.sumber, tsQuery: tsQueryPrefiks(q.search) };
}

export async function listBantuan(deps: Deps, actor: Actor, q: BantuanQuery) {
  const f = await filterOf(deps, actor, q);
  const p = paging(q);
  const { rows, total } = await findBantuanPage(deps.db, actor.college.id, f, { limit: p.limit, offset: p.offset });
  return { items: rows.map((r) => toItem(r.row)), meta: listMeta(p, total) };
}

/** Every topic in the product's order with its number of articles for the same search and role filters. */
export async function listTopikBantuan(deps: Deps, actor: Actor, q: Omit<BantuanQuery, 'page' | 'per_page' | 'ignore_default_pagination'>): Promise<BantuanTopikItem[]> {
  const f = await filterOf(deps, actor, q);
  const counts = new Map((await countBantuanPerTopik(deps.db, actor.college.id, f)).map((r) => [r.topik, r.jumlah]));
  return TOPIK_BANTUAN_KEYS.map((topik) => ({ topik, label: TOPIK_BANTUAN[topik], jumlah: counts.get(topik) ?? 0 }));
}

export async function getBantuan(deps: Deps, actor: Actor, id: number) {
  const { role } = await aksesBacaBantuan(deps.db, actor);
  const row = await findBantuan(deps.db, actor.college.id, role, id);
  if (!row) throw notFound(PESAN_BANTUAN.tidakDitemukan);
  return toItem(row);
}

function toValues(body: BantuanInput) {
  const isi = sanitizeRichText(body.isi);
  if (isBlankHtml(isi)) throw fieldError('isi', PESAN_BANTUAN.isiWajib);
  return { topik: body.topik, judul: body.judul, isi, peran: body.peran };
}

const userOf = (actor: Actor) => (actor.userId > 0 ? actor.userId : null);

export async function createBantuan(deps: Deps, actor: Actor, body: BantuanInput) {
  await requireKelolaBantuan(deps.db, actor);
  const v = toValues(body);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertBantuan(tx, actor.college.id, userOf(actor), v);
    await recordAktivitas(tx, actor, 'tambah_bantuan', DETAIL_LOG_BANTUAN.tambah(v.judul));
    return inserted;
  });
  return toItem(row);
}

/** The college's own article under a lock; a product article is refused (403), another college's is 404. */
async function lockOwn(tx: Deps['db'], actor: Actor, id: number) {
  const row = await lockBantuan(tx, actor.college.id, id);
  if (!row) throw notFound(PESAN_BANTUAN.tidakDitemukan);
  if (row.collegeId === null) throw forbidden(PESAN_BANTUAN.bawaanTidakBolehDiubah);
  return row;
}

export async function updateBantuan(deps: Deps, actor: Actor, id: number, body: BantuanInput) {
  await requireKelolaBantuan(deps.db, actor);
  const v = toValues(body);
  const row = await deps.db.transaction(async (tx) => {
    await lockOwn(tx, actor, id);
    const updated = await updateBantuanRow(tx, actor.college.id, id, userOf(actor), v);
    await recordAktivitas(tx, actor, 'ubah_bantuan', DETAIL_LOG_BANTUAN.ubah(v.judul));
    return updated!;
  });
  return toItem(row);
}

export async function deleteBantuan(deps: Deps, actor: Actor, id: number) {
  await requireKelolaBantuan(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, actor, id);
    await deleteBantuanRow(tx, actor.college.id, id);
    await recordAktivitas(tx, actor, 'hapus_bantuan', DETAIL_LOG_BANTUAN.hapus(row.judul));
  });
}
