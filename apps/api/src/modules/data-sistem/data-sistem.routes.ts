import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PESAN_DATA_SISTEM,
  TAB_DATA_SISTEM_LABEL as L,
  dataSistemIdParams,
  dataSistemListQuery,
  type DataSistemListQuery,
  type PaginationMeta,
  envelope,
  jenisKelasBody,
  jenisPresensiBody,
  jenisPresensiItem,
  jenisPresensiKodeParams,
  kampusBody,
  kampusItem,
  labelKelasBody,
  listEnvelope,
  namaItem,
  parsePeriode,
  periodeItem,
  periodeKodeParams,
  ruanganBody,
  ruanganItem,
  sesiKuliahBody,
  sesiKuliahItem,
  tambahPeriodeBody,
  ubahPeriodeBody,
} from '@lms/shared';
import type { Actor, Deps } from '../../deps';
import { ok, okList } from '../../lib/envelope';
import {
  hapusKampus,
  hapusNama,
  hapusRuangan,
  hapusSesi,
  listKampusDataSistem,
  listNamaDataSistem,
  listRuanganDataSistem,
  listSesiDataSistem,
  simpanKampus,
  simpanNama,
  simpanRuangan,
  simpanSesi,
  type JenisNama,
} from './data-sistem-ref.service';
import {
  aturPeriodeBerjalan,
  hapusPeriode,
  listJenisPresensiDataSistem,
  listPeriodeDataSistem,
  tambahPeriode,
  ubahJenisPresensi,
  ubahPeriode,
} from './data-sistem.service';

const tags = ['data sistem'];
const BACA = 'Operator dengan akses baca data_sistem.';
const TULIS = 'Operator dengan akses tulis data_sistem. Data yang masih dipakai tidak dapat dihapus (409).';
const BASE = '/v2/lms/data_sistem';
const nullEnvelope = envelope(z.null());

/** /data-sistem: periods and the current semester, sessions, rooms, attendance types, class types and labels, campuses. */
export const dataSistemRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => app.deps;

  // --- periods -------------------------------------------------------------------------------------------------
  app.get(
    `${BASE}/periode`,
    { schema: { tags, summary: 'Daftar periode akademik (terbaru dahulu)', description: BACA, querystring: dataSistemListQuery, response: { 200: listEnvelope(periodeItem) } } },
    async (request) => {
      const r = await listPeriodeDataSistem(deps(), request.actor, request.query);
      return okList(r.items, r.meta);
    },
  );
  app.post(
    `${BASE}/periode`,
    { config: { aktivitas: 'tambah_data_sistem' }, schema: { tags, summary: 'Tambah periode (kode = 10 × tahun + semester)', description: TULIS, body: tambahPeriodeBody, response: { 200: envelope(periodeItem) } } },
    async (request) => ok(await tambahPeriode(deps(), request.actor, request.body), PESAN_DATA_SISTEM.ditambah(L.periode)),
  );
  app.put(
    `${BASE}/periode/:kode`,
    { config: { aktivitas: 'ubah_data_sistem' }, schema: { tags, summary: 'Ubah tanggal periode', description: TULIS, params: periodeKodeParams, body: ubahPeriodeBody, response: { 200: envelope(periodeItem) } } },
    async (request) => ok(await ubahPeriode(deps(), request.actor, request.params.kode, request.body), PESAN_DATA_SISTEM.disimpan(L.periode)),
  );
  app.delete(
    `${BASE}/periode/:kode`,
    { config: { aktivitas: 'hapus_data_sistem' }, schema: { tags, summary: 'Hapus periode (bukan periode berjalan, tanpa kelas)', description: TULIS, params: periodeKodeParams, response: { 200: nullEnvelope } } },
    async (request) => {
      await hapusPeriode(deps(), request.actor, request.params.kode);
      return ok(null, PESAN_DATA_SISTEM.dihapus(L.periode));
    },
  );
  app.put(
    `${BASE}/periode/:kode/berjalan`,
    { config: { aktivitas: 'ubah_data_sistem' }, schema: { tags, summary: 'Tetapkan semester berjalan', description: TULIS, params: periodeKodeParams, response: { 200: envelope(periodeItem) } } },
    async (request) =>
      ok(await aturPeriodeBerjalan(deps(), request.actor, request.params.kode), PESAN_DATA_SISTEM.periodeBerjalanDiatur(parsePeriode(request.params.kode)?.label ?? '')),
  );

  // --- attendance types ------------------------------------------------------------------------------------------
  app.get(
    `${BASE}/jenis_presensi`,
    { schema: { tags, summary: 'Jenis presensi izin dan sakit dengan status aktif', description: BACA, response: { 200: envelope(z.array(jenisPresensiItem)) } } },
    async (request) => ok(await listJenisPresensiDataSistem(deps(), request.actor)),
  );
  app.put(
    `${BASE}/jenis_presensi/:kode`,
    {
      config: { aktivitas: 'ubah_data_sistem' },
      schema: { tags, summary: 'Ubah nama dan status aktif jenis presensi (izin, sakit)', description: TULIS, params: jenisPresensiKodeParams, body: jenisPresensiBody, response: { 200: envelope(jenisPresensiItem) } },
    },
    async (request) => ok(await ubahJenisPresensi(deps(), request.actor, request.params.kode, request.body), PESAN_DATA_SISTEM.disimpan(L.jenis_presensi)),
  );

  // --- sessions, rooms, class types and labels, campuses: one shape each -----------------------------------------
  type Crud<B> = {
    path: string;
    label: string;
    item: z.ZodType;
    body: z.ZodType<B>;
    list: (d: Deps, a: Actor, q: DataSistemListQuery) => Promise<{ items: unknown[]; meta: PaginationMeta }>;
    simpan: (d: Deps, a: Actor, id: number | null, body: B) => Promise<unknown>;
    hapus: (d: Deps, a: Actor, id: number) => Promise<void>;
  };
  const nama = (jenis: JenisNama) => ({
    list: (d: Deps, a: Actor, q: DataSistemListQuery) => listNamaDataSistem(d, a, jenis, q),
    simpan: (d: Deps, a: Actor, id: number | null, body: { nama: string }) => simpanNama(d, a, jenis, id, body),
    hapus: (d: Deps, a: Actor, id: number) => hapusNama(d, a, jenis, id),
  });
  const crud = <B>(c: Crud<B>) => {
    app.get(
      `${BASE}/${c.path}`,
      { schema: { tags, summary: `Daftar ${c.label.toLowerCase()}`, description: BACA, querystring: dataSistemListQuery, response: { 200: listEnvelope(c.item) } } },
      async (request) => {
        const r = await c.list(deps(), request.actor, request.query);
        return okList(r.items, r.meta);
      },
    );
    app.post(
      `${BASE}/${c.path}`,
      { config: { aktivitas: 'tambah_data_sistem' }, schema: { tags, summary: `Tambah ${c.label.toLowerCase()}`, description: TULIS, body: c.body, response: { 200: envelope(c.item) } } },
      async (request) => ok(await c.simpan(deps(), request.actor, null, request.body as B), PESAN_DATA_SISTEM.ditambah(c.label)),
    );
    app.put(
      `${BASE}/${c.path}/:id`,
      { config: { aktivitas: 'ubah_data_sistem' }, schema: { tags, summary: `Ubah ${c.label.toLowerCase()}`, description: TULIS, params: dataSistemIdParams, body: c.body, response: { 200: envelope(c.item) } } },
      async (request) => ok(await c.simpan(deps(), request.actor, request.params.id, request.body as B), PESAN_DATA_SISTEM.disimpan(c.label)),
    );
    app.delete(
      `${BASE}/${c.path}/:id`,
      { config: { aktivitas: 'hapus_data_sistem' }, schema: { tags, summary: `Hapus ${c.label.toLowerCase()} yang tidak dipakai`, description: TULIS, params: dataSistemIdParams, response: { 200: nullEnvelope } } },
      async (request) => {
        await c.hapus(deps(), request.actor, request.params.id);
        return ok(null, PESAN_DATA_SISTEM.dihapus(c.label));
      },
    );
  };

  crud({ path: 'sesi_kuliah', label: L.sesi_kuliah, item: sesiKuliahItem, body: sesiKuliahBody, list: listSesiDataSistem, simpan: simpanSesi, hapus: hapusSesi });
  crud({ path: 'ruangan', label: L.ruangan, item: ruanganItem, body: ruanganBody, list: listRuanganDataSistem, simpan: simpanRuangan, hapus: hapusRuangan });
  crud({ path: 'jenis_kelas', label: L.jenis_kelas, item: namaItem, body: jenisKelasBody, ...nama('jenis_kelas') });
  crud({ path: 'label_kelas', label: L.label_kelas, item: namaItem, body: labelKelasBody, ...nama('label_kelas') });
  crud({ path: 'kampus', label: L.kampus, item: kampusItem, body: kampusBody, list: listKampusDataSistem, simpan: simpanKampus, hapus: hapusKampus });
};
