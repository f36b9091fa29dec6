import {
  ZERO_DATE,
  isoUtc,
  statusPengerjaan,
  statusUjian,
  type PengerjaanRingkas,
  type UjianItem,
} from '@lms/shared';
import type { UjianView } from './ujian.repo';

/** Row → answer shapes of the exam endpoints. */

type PengerjaanJson = {
  id: number;
  waktu_mulai: string;
  batas_waktu: string;
  waktu_selesai: string | null;
  cara_selesai: PengerjaanRingkas['cara_selesai'];
  jumlah_soal: number;
  nilai_akhir: number | string | null;
  jumlah_dijawab: number | string;
  tambahan_menit: number | string;
};

const isoOf = (v: string | Date | null | undefined) => (v ? isoUtc(new Date(v)) : null);

export function toPengerjaanRingkas(p: PengerjaanJson | null, now: Date, nilaiTerbit: boolean): PengerjaanRingkas | null {
  if (!p) return null;
  const waktuSelesai = isoOf(p.waktu_selesai);
  return {
    id: Number(p.id),
    status: statusPengerjaan({ waktu_selesai: waktuSelesai, batas_waktu: new Date(p.batas_waktu) }, now),
    waktu_mulai: isoOf(p.waktu_mulai)!,
    // A deadline passed but not yet closed by the server reads as closed at its deadline.
    waktu_selesai: waktuSelesai ?? (new Date(p.batas_waktu) <= now ? isoOf(p.batas_waktu) : null),
    batas_waktu: isoOf(p.batas_waktu)!,
    cara_selesai: p.cara_selesai ?? (new Date(p.batas_waktu) <= now ? 'waktu_habis' : null),
    jumlah_soal: Number(p.jumlah_soal),
    jumlah_soal_dijawab: Number(p.jumlah_dijawab),
    nilai_akhir: nilaiTerbit && p.nilai_akhir !== null ? Number(p.nilai_akhir) : null,
    tambahan_menit: Number(p.tambahan_menit),
  };
}

export type Pemirsa = { peserta: boolean; canWrite: boolean; canTake: boolean };

/** What an item shows fresh per viewer and request (ujian.repo findUjianSegar, or the detail's own columns). */
export type UjianSegar = Pick<UjianView, 'jumlahPengerjaan' | 'jumlahBelumDinilai' | 'jumlahSudahDinilai' | 'sedangDihitung' | 'pengerjaan'>;

/** The item's fields that depend neither on the viewer nor on the clock. */
export type UjianItemTetap = Omit<
  UjianItem,
  | 'peserta_remedial'
  | 'status'
  | 'jumlah_pengerjaan'
  | 'jumlah_belum_dinilai'
  | 'jumlah_sudah_dinilai'
  | 'sedang_dihitung'
  | 'waktu_mulai_pengerjaan'
  | 'waktu_selesai_pengerjaan'
  | 'pengerjaan'
  | 'akses'
>;

/**
 * Built once per cached list row (the list keeps it beside the row), so a list hit only adds the viewer's and the
 * clock's fields. Shared between answers: never mutated.
 */
export function toUjianItemTetap(r: Omit<UjianView, keyof UjianSegar>): UjianItemTetap {
  const u = r.u;
  return {
    id: u.id,
    id_kelas_kuliah: u.idKelasKuliah,
    id_pertemuan: u.idPertemuan,
    judul: u.judul,
    deskripsi: u.deskripsi,
    jenis: u.jenis as UjianItem['jenis'],
    id_ujian_utama: u.idUjianUtama,
    sifat: u.sifat as UjianItem['sifat'],
    acak_soal: u.acakSoal,
    ditampilkan: u.ditampilkan,
    gunakan_batas_waktu: u.gunakanBatasWaktu,
    durasi: u.durasi,
    waktu_mulai: isoUtc(u.waktuMulai),
    waktu_selesai: isoUtc(u.waktuSelesai),
    tampilkan_kunci_jawaban: u.tampilkanKunciJawaban,
    waktu_tampil_kunci: isoOf(u.waktuTampilKunci),
    jumlah_soal: r.jumlahSoal,
    has_remedial: Boolean(r.hasRemedial),
    is_tampilkan_nilai: u.isTampilkanNilai,
    created_by: r.creatorUsername ? { name: r.creatorNama ?? '', username: r.creatorUsername } : null,
    kelas_kuliah: {
      id: u.idKelasKuliah,
      periode: r.kkPeriode,
      mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
      kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    },
    pertemuan: { id: u.idPertemuan, nomor: r.pertemuanNomor },
    ujian_utama: u.idUjianUtama && r.utamaJudul !== null ? { id: u.idUjianUtama, judul: r.utamaJudul } : null,
  };
}

/** The item for this viewer at `now`: a copy of `tetap` with the viewer's and the clock's fields. */
export function toUjianItemPada(tetap: UjianItemTetap, u: UjianView['u'], s: UjianSegar, now: Date, v: Pemirsa): UjianItem {
  const pengerjaan = v.peserta ? toPengerjaanRingkas(s.pengerjaan as PengerjaanJson | null, now, u.isTampilkanNilai) : null;
  // Every field named, in the answer's order, rather than `...tetap`: one object shape for all items, which the
  // compiled serializer reads fast (a spread plus added fields made the list 20% slower under load).
  return {
    id: tetap.id,
    id_kelas_kuliah: tetap.id_kelas_kuliah,
    id_pertemuan: tetap.id_pertemuan,
    judul: tetap.judul,
    deskripsi: tetap.deskripsi,
    jenis: tetap.jenis,
    id_ujian_utama: tetap.id_ujian_utama,
    sifat: tetap.sifat,
    acak_soal: tetap.acak_soal,
    ditampilkan: tetap.ditampilkan,
    gunakan_batas_waktu: tetap.gunakan_batas_waktu,
    durasi: tetap.durasi,
    waktu_mulai: tetap.waktu_mulai,
    waktu_selesai: tetap.waktu_selesai,
    tampilkan_kunci_jawaban: tetap.tampilkan_kunci_jawaban,
    waktu_tampil_kunci: tetap.waktu_tampil_kunci,
    peserta_remedial: v.peserta ? [] : u.pesertaRemedial,
    status: statusUjian({ waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai }, now),
    jumlah_soal: tetap.jumlah_soal,
    jumlah_pengerjaan: v.peserta ? 0 : s.jumlahPengerjaan,
    jumlah_belum_dinilai: v.peserta ? 0 : s.jumlahBelumDinilai,
    jumlah_sudah_dinilai: v.peserta ? 0 : s.jumlahSudahDinilai,
    sedang_dihitung: Boolean(s.sedangDihitung),
    has_remedial: tetap.has_remedial,
    is_tampilkan_nilai: tetap.is_tampilkan_nilai,
    waktu_mulai_pengerjaan: pengerjaan?.waktu_mulai ?? ZERO_DATE,
    waktu_selesai_pengerjaan: pengerjaan?.waktu_selesai ?? ZERO_DATE,
    pengerjaan,
    created_by: tetap.created_by,
    kelas_kuliah: tetap.kelas_kuliah,
    pertemuan: tetap.pertemuan,
    ujian_utama: tetap.ujian_utama,
    akses: { can_edit: v.canWrite, can_delete: v.canWrite, can_take: v.canTake, is_peserta: v.peserta },
  };
}

export function toUjianItem(r: UjianView, now: Date, v: Pemirsa): UjianItem {
  return toUjianItemPada(toUjianItemTetap(r), r.u, r, now, v);
}
