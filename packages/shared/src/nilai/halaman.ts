import { JEDA_MULAI_ENTRI_DOSEN_MS, PESAN_NILAI, dalamWaktuEntriDosen, keputusanKirim, keputusanKirimDalam, waktuEntriDibuka } from './rules';

/**
 * The state of the grade page (spec 2 §2, §6, §8) in one pure rule: the entry-window banner, the page's refusal text,
 * and per Siakad component whether 'Kirim ke Siakad' may be pressed and why not. The API puts it in the page answer
 * (`akses`) and the web computes it again from that answer on the server clock, so the two never disagree and a page
 * left open turns when a window opens or closes. Before, the banner and the buttons were decided apart and
 * contradicted the locked message (issue 30 defect 4).
 */

export type KomponenHalaman = { id: number; jenis: string; jumlahAktivitas: number; mulai: Date | null; selesai: Date | null };

export type MasukanHalamanNilai = {
  peran: 'dosen' | 'operator';
  /** May write (operators: laporan write); without it the page is read-only and offers no action. */
  tulis: boolean;
  /** Is the grade-integration party of this page type (pelaku_integrasi_nilai). */
  pelaku: boolean;
  dikunci: boolean;
  now: Date;
  komponen: KomponenHalaman[];
};

export type KeadaanHalamanNilai = {
  /** 'Waktu entri nilai sedang dibuka. Anda dapat mengirim nilai LMS ke Siakad': shown only when it is true. */
  banner_entri: boolean;
  /** Some component's window is open now for this role, locked or not. */
  waktu_entri_dibuka: boolean;
  /** The page's one refusal text (locked, outside every window, not the integration party); null when none. */
  pesan: string | null;
  /** Send and component buttons are shown (read-only mode hides them, spec 2 §6). */
  tampil_aksi: boolean;
  /** Some component may be sent now. */
  boleh_kirim: boolean;
  boleh_ubah_komponen: boolean;
  pesan_ubah_komponen: string | null;
  /** Per component, in the order given: may it be sent now, and the reason when not. */
  kirim: { id: number; boleh: boolean; pesan: string | null }[];
  /** The next instant (epoch ms) this state changes with no data changed; null when it never does. */
  sampai: number | null;
};

/** Whether the component's window lets this role send now (a lecturer's part starts 24h 59m 59s late). */
function terbuka(peran: MasukanHalamanNilai['peran'], now: Date, c: KomponenHalaman) {
  return peran === 'dosen' ? dalamWaktuEntriDosen(now, c.mulai, c.selesai) : waktuEntriDibuka(now, c.mulai, c.selesai);
}

/** The instants a window turns for this role: its (lecturer) opening and the millisecond after its end. */
function batasWaktu(peran: MasukanHalamanNilai['peran'], c: KomponenHalaman): number[] {
  if (!c.mulai || !c.selesai) return [];
  return [c.mulai.getTime() + (peran === 'dosen' ? JEDA_MULAI_ENTRI_DOSEN_MS : 0), c.selesai.getTime() + 1];
}

export function keadaanHalamanNilai(m: MasukanHalamanNilai): KeadaanHalamanNilai {
  const t = m.now.getTime();
  const sampai = m.komponen.flatMap((c) => batasWaktu(m.peran, c)).reduce<number | null>((s, x) => (x > t && (s === null || x < s) ? x : s), null);
  const adaTerbuka = m.komponen.some((c) => terbuka(m.peran, m.now, c));
  if (!m.tulis) {
    return { banner_entri: false, waktu_entri_dibuka: adaTerbuka, pesan: null, tampil_aksi: false, boleh_kirim: false, boleh_ubah_komponen: false, pesan_ubah_komponen: null, kirim: m.komponen.map((c) => ({ id: c.id, boleh: false, pesan: null })), sampai: null };
  }
  if (!m.pelaku) {
    const pesan = PESAN_NILAI.bukanPelaku;
    return { banner_entri: false, waktu_entri_dibuka: adaTerbuka, pesan, tampil_aksi: true, boleh_kirim: false, boleh_ubah_komponen: false, pesan_ubah_komponen: pesan, kirim: m.komponen.map((c) => ({ id: c.id, boleh: false, pesan })), sampai: null };
  }
  // The page's text: the spec 2 §8 one for the lecturer inside some component's window or outside all of them.
  const halaman = keputusanKirimDalam(m.peran, adaTerbuka, m.dikunci);
  const kirim = m.komponen.map((c) => {
    const k = keputusanKirim(m.peran, m.now, m.dikunci, c.mulai, c.selesai);
    if (k.boleh && c.jumlahAktivitas === 0) return { id: c.id, boleh: false, pesan: PESAN_NILAI.komponenKosong };
    return { id: c.id, boleh: k.boleh, pesan: k.pesan };
  });
  return {
    banner_entri: !m.dikunci && adaTerbuka,
    waktu_entri_dibuka: adaTerbuka,
    // An operator with no window open may still send: nothing to refuse, and no banner claims a window is open.
    pesan: halaman.pesan,
    tampil_aksi: true,
    boleh_kirim: kirim.some((k) => k.boleh),
    boleh_ubah_komponen: !m.dikunci,
    pesan_ubah_komponen: m.dikunci ? PESAN_NILAI.dikunciUbahKomponen : null,
    kirim,
    sampai,
  };
}

/** The page answer's part the rule reads (GET /v2/lms/nilai/kelas_kuliah/{id}). */
export type HalamanNilaiSumber = {
  kelas: { is_nilai_dikunci: boolean };
  header_sikad: { id: number; jenis: string; aktivitas: readonly unknown[]; waktu_entri_nilai_start: string | null; waktu_entri_nilai_end: string | null }[];
  akses: { peran: 'dosen' | 'operator'; tulis: boolean; pelaku: boolean };
};

const tanggal = (iso: string | null) => (iso ? new Date(iso) : null);

/** The rule's input from the page answer, for the web (the API builds it from its gradebook). */
export function masukanHalamanNilai(d: HalamanNilaiSumber, now: Date): MasukanHalamanNilai {
  return {
    peran: d.akses.peran,
    tulis: d.akses.tulis,
    pelaku: d.akses.pelaku,
    dikunci: d.kelas.is_nilai_dikunci,
    now,
    komponen: d.header_sikad.map((h) => ({ id: h.id, jenis: h.jenis, jumlahAktivitas: h.aktivitas.length, mulai: tanggal(h.waktu_entri_nilai_start), selesai: tanggal(h.waktu_entri_nilai_end) })),
  };
}
