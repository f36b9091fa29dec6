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

export function toUjianItem(r: UjianView, now: Date, v: Pemirsa): UjianItem {
  const u = r.u;
  const pengerjaan = v.peserta ? toPengerjaanRingkas(r.pengerjaan as PengerjaanJson | null, now, u.isTampilkanNilai) : null;
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
    peserta_remedial: v.peserta ? [] : u.pesertaRemedial,
    status: statusUjian({ waktu_mulai: u.waktuMulai, waktu_selesai: u.waktuSelesai }, now),
    jumlah_soal: r.jumlahSoal,
    jumlah_pengerjaan: v.peserta ? 0 : r.jumlahPengerjaan,
    jumlah_belum_dinilai: v.peserta ? 0 : r.jumlahBelumDinilai,
    jumlah_sudah_dinilai: v.peserta ? 0 : r.jumlahSudahDinilai,
    sedang_dihitung: Boolean(r.sedangDihitung),
    has_remedial: Boolean(r.hasRemedial),
    is_tampilkan_nilai: u.isTampilkanNilai,
    waktu_mulai_pengerjaan: pengerjaan?.waktu_mulai ?? ZERO_DATE,
    waktu_selesai_pengerjaan: pengerjaan?.waktu_selesai ?? ZERO_DATE,
    pengerjaan,
    created_by: r.creatorUsername ? { name: r.creatorNama ?? '', username: r.creatorUsername } : null,
    kelas_kuliah: {
      id: u.idKelasKuliah,
      periode: r.kkPeriode,
      mata_kuliah: { id: r.mkId, kode: r.mkKode, nama: r.mkNama },
      kelas: { nama: r.labelNama, jenis: { nama: r.jenisNama } },
    },
    pertemuan: { id: u.idPertemuan, nomor: r.pertemuanNomor },
    ujian_utama: u.idUjianUtama && r.utamaJudul !== null ? { id: u.idUjianUtama, judul: r.utamaJudul } : null,
    akses: { can_edit: v.canWrite, can_delete: v.canWrite, can_take: v.canTake, is_peserta: v.peserta },
  };
}
