import {
  BAGIAN_PENGATURAN,
  BAGIAN_PENGATURAN_LABEL,
  KONFIGURASI_KEYS,
  PELAKU_INTEGRASI_LABEL,
  PESAN,
  PESAN_PENGATURAN,
  timeZoneLabel,
  type BagianPengaturan,
  type ConfigurationItem,
  type Konfigurasi,
  type Pengaturan,
  type UbahPengaturanBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { fieldError, notFound } from '../../lib/errors';
import { requireOperatorAccess } from '../../lib/policy';
import type { EventBus } from '../../plugins/events';
import { recordAktivitas } from '../log-aktivitas/log-aktivitas.service';
import { toPengaturan } from './pengaturan-bawaan';
import {
  findHostnameOfOtherCollege,
  findPengaturanRows,
  replaceHostnames,
  updateCollegeSettings,
  upsertPengaturanExtra,
} from './pengaturan.repo';

/**
 * THE settings service: every module reads a college's settings through getPengaturan. Settings are read on most
 * requests and change rarely, so each process keeps them in memory; a change publishes `pengaturan_changed` on the
 * college's `pengaturan` stream and every process (this one included) drops its copy when it arrives. The writer's
 * own process also drops it right after commit, so its next read never waits for the NOTIFY round trip.
 */
type CacheState = { entries: Map<number, Promise<Pengaturan>>; subscribed: Set<number> };
/** Keyed by the event bus: one cache per app instance (tests build several in one process). */
const caches = new WeakMap<EventBus, CacheState>();

function cacheOf(events: EventBus): CacheState {
  let c = caches.get(events);
  if (!c) {
    c = { entries: new Map(), subscribed: new Set() };
    caches.set(events, c);
  }
  return c;
}

function watch(deps: Pick<Deps, 'events'>, c: CacheState, collegeId: number) {
  if (c.subscribed.has(collegeId)) return;
  c.subscribed.add(collegeId);
  deps.events.subscribe({ streams: ['pengaturan'], collegeId, userId: 0, role: 'SYSTEM' }, () => c.entries.delete(collegeId));
}

/** The college's settings, typed and complete (defaults for what was never saved). */
export async function getPengaturan(deps: Pick<Deps, 'db' | 'events'>, collegeId: number): Promise<Pengaturan> {
  const c = cacheOf(deps.events);
  watch(deps, c, collegeId);
  let hit = c.entries.get(collegeId);
  if (!hit) {
    hit = findPengaturanRows(deps.db, collegeId).then((rows) => {
      if (!rows) throw notFound(PESAN.collegeTidakDitemukan);
      return toPengaturan(rows);
    });
    c.entries.set(collegeId, hit);
    // A failed read is not remembered.
    hit.catch(() => c.entries.get(collegeId) === hit && c.entries.delete(collegeId));
  }
  return hit;
}

/** Drops this process's copy (the bus tells the other processes). */
export function forgetPengaturan(deps: Pick<Deps, 'events'>, collegeId: number) {
  cacheOf(deps.events).entries.delete(collegeId);
}

/** GET /v2/lms/pengaturan: the whole settings document, for operators with read on konfigurasi. */
export async function getPengaturanOperator(deps: Deps, actor: Actor): Promise<Pengaturan> {
  await requireOperatorAccess(deps.db, actor, 'konfigurasi', 'read');
  return getPengaturan(deps, actor.college.id);
}

/** GET /v2/lms/pengaturan/me: what every signed-in client needs (system and class settings). */
export async function getPengaturanMe(deps: Deps, actor: Actor) {
  const p = await getPengaturan(deps, actor.college.id);
  return {
    pengaturan_sistem: { ...p.pengaturan_sistem, time_zone_label: timeZoneLabel(p.pengaturan_sistem.time_zone) },
    pengaturan_kelas: p.pengaturan_kelas,
  };
}

/** GET /v1/configuration: the configuration keys, all or those asked for. */
export async function listConfiguration(deps: Deps, actor: Actor, q: { key?: (keyof Konfigurasi)[] }): Promise<ConfigurationItem[]> {
  const { konfigurasi } = await getPengaturan(deps, actor.college.id);
  const keys = q.key?.length ? KONFIGURASI_KEYS.filter((k) => q.key!.includes(k)) : KONFIGURASI_KEYS;
  return keys.map((key) => ({ key, value: konfigurasi[key] }));
}

/** GET /v2/lms/pengaturan/integrasi_nilai/{id}: who sends grades to Siakad from that page. */
export async function getIntegrasiNilai(deps: Deps, actor: Actor, id: keyof Pengaturan['pelaku_integrasi_nilai']) {
  const { pelaku_integrasi_nilai } = await getPengaturan(deps, actor.college.id);
  const pelaku = pelaku_integrasi_nilai[id];
  return { halaman: id, pelaku, label: PELAKU_INTEGRASI_LABEL[pelaku] };
}

/** PUT /v2/lms/pengaturan: replaces the sections sent, in one transaction with its log entry and event. */
export async function ubahPengaturan(deps: Deps, actor: Actor, body: UbahPengaturanBody): Promise<Pengaturan> {
  await requireOperatorAccess(deps.db, actor, 'konfigurasi', 'write');
  const collegeId = actor.college.id;
  const bagian = BAGIAN_PENGATURAN.filter((b) => body[b] !== undefined) as BagianPengaturan[];
  await deps.db.transaction(async (tx) => {
    const { pengaturan_sistem: s, pengaturan_kelas: k, multisite: m } = body;
    if (m) {
      const dipakai = await findHostnameOfOtherCollege(tx, collegeId, m.hostnames);
      if (dipakai) throw fieldError('multisite.hostnames', PESAN_PENGATURAN.hostnameDipakai(dipakai));
    }
    await updateCollegeSettings(tx, collegeId, {
      ...(s && { timeZone: s.time_zone, sapaan: s.sapaan, ukuranMaxFile: s.ukuran_max_file }),
      ...(k && { pengaturanKelas: k }),
      ...(m && { copyright: m.copyright, urlSikadLegacy: m.url_sikad_legacy, colorMode: m.color_mode }),
    });
    if (m) await replaceHostnames(tx, collegeId, m.hostnames);
    await upsertPengaturanExtra(tx, collegeId, actor.userId || null, {
      ...(body.pelaku_integrasi_nilai && { pelakuIntegrasiNilai: body.pelaku_integrasi_nilai }),
      ...(body.pengaturan_nilai && { pengaturanNilai: [...body.pengaturan_nilai].sort((a, b) => a.periode - b.periode) }),
      ...(body.konfigurasi && { konfigurasi: body.konfigurasi }),
    });
    await recordAktivitas(tx, actor, 'ubah_pengaturan', `Mengubah ${bagian.map((b) => BAGIAN_PENGATURAN_LABEL[b]).join(', ')}`);
    await deps.events.publish(
      { stream: 'pengaturan', event: 'pengaturan_changed', collegeId, audience: { kind: 'college' }, data: { bagian } },
      { db: tx },
    );
  });
  forgetPengaturan(deps, collegeId);
  return getPengaturan(deps, collegeId);
}
