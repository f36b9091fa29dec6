import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NILAI_TIDAK_MENGUMPULKAN, type NilaiKelasKuliah, type RiwayatKirimItem } from '@lms/shared';
import { bacaXlsx, get, getData, harapanNilai, jenisKolom, kunci, rerata, siswaDari } from './semester-hitung';
import { bangunSemester, type Semester } from './semester.fixture';

/**
 * The semester's grade invariants (issue 30 'What must exist' 5): every cell of the gradebook is the score the
 * lecturer gave or the student earned, every average is the mean of its parts (no submission = 0) and every Siakad
 * component the mean of the activities chosen for it; the xlsx is the API; the ledger of a send is its dry run;
 * Siakad ends up holding what the LMS shows; a student's own page shows the score of the gradebook.
 */

let sem: Semester;
let buku: NilaiKelasKuliah;
const base = () => `/v2/lms/nilai/kelas_kuliah/${encodeURIComponent(sem.idKelas)}`;
const dariApi = (n: number) => (Math.abs(n - NILAI_TIDAK_MENGUMPULKAN) < 1e-9 ? null : n);

beforeAll(async () => {
  sem = await bangunSemester();
  buku = await getData<NilaiKelasKuliah>(sem, base(), sem.dosen.headers);
}, 240_000);
afterAll(async () => sem?.t.close());

const kolomKunci = (a: { jenis_aktivitas: string; id: string }) => kunci(a.jenis_aktivitas, a.id);
const barisSiswa = (nim: string) => buku.nilai_mahasiswa.find((m) => m.mahasiswa.nim === nim)!;
/** A student's cells keyed like harapanNilai. */
function selSiswa(nim: string) {
  const row = barisSiswa(nim);
  return new Map(buku.header_aktivitas.map((h, i) => [kolomKunci(h.aktivitas), dariApi(row.nilai_pertemuan[i]!.nilai)]));
}

describe('the gradebook', () => {
  it('has a column for every graded activity, and each cell is the score given or earned', () => {
    const harapan = harapanNilai(sem, sem.siswa.rajin);
    expect(buku.header_aktivitas.map((h) => kolomKunci(h.aktivitas)).sort()).toEqual([...harapan.keys()].sort());
    expect(buku.nilai_mahasiswa).toHaveLength(sem.semuaSiswa.length);
    for (const s of sem.semuaSiswa) {
      const sel = selSiswa(s.nim);
      for (const [k, v] of harapanNilai(sem, s)) expect(sel.get(k), `${s.kebiasaan} ${k}`).toBe(v);
    }
  });

  it('each average per type is the mean of that type’s cells (no submission = 0), as counted by hand', () => {
    const jenis = jenisKolom(sem);
    for (const s of sem.semuaSiswa) {
      const sel = selSiswa(s.nim);
      const harapan = harapanNilai(sem, s);
      for (const r of barisSiswa(s.nim).rata_rata_lms) {
        const kunciJenis = [...jenis].filter(([, j]) => j === r.jenis).map(([k]) => k);
        expect(kunciJenis.length, r.jenis).toBeGreaterThan(0);
        expect(r.rata_rata, `${s.kebiasaan} rata-rata ${r.jenis}`).toBe(rerata(kunciJenis.map((k) => sel.get(k)!)));
        expect(r.rata_rata, `${s.kebiasaan} rata-rata ${r.jenis} (skenario)`).toBe(rerata(kunciJenis.map((k) => harapan.get(k)!)));
      }
    }
  });

  it('each Siakad component is the mean of the activities chosen for it; the weights make 100', () => {
    expect(buku.header_sikad.map((c) => c.id).sort()).toEqual(sem.komponen.map((c) => c.id).sort());
    expect(buku.header_sikad.reduce((a, c) => a + c.bobot, 0)).toBe(100);
    for (const c of buku.header_sikad) expect(c.aktivitas.length, c.label).toBeGreaterThan(0);
    for (const s of sem.semuaSiswa) {
      const harapan = harapanNilai(sem, s);
      const sel = selSiswa(s.nim);
      barisSiswa(s.nim).nilai_sikad.forEach((n, i) => {
        const c = buku.header_sikad[i]!;
        expect(n.komponen).toEqual({ id: c.id, bobot: c.bobot });
        const keys = c.aktivitas.map((a) => kolomKunci(a));
        expect(n.nilai, `${s.kebiasaan} ${c.label}`).toBe(rerata(keys.map((k) => sel.get(k)!)));
        expect(n.nilai, `${s.kebiasaan} ${c.label} (skenario)`).toBe(rerata(keys.map((k) => harapan.get(k)!)));
      });
    }
  });

  it('the xlsx holds the same rows, columns and numbers as the API', async () => {
    const res = await get(sem, `${base()}/export_excel`, sem.dosen.headers);
    expect(res.statusCode).toBe(200);
    const rows = await bacaXlsx(res.rawPayload);
    const h = rows.findIndex((r) => r[0]?.value === 'No');
    const header = rows[h]!.map((c) => String(c.value ?? ''));
    const kolomAktivitas = buku.header_aktivitas.length;
    expect(header.length).toBe(3 + kolomAktivitas + buku.header_rerata.length + buku.header_sikad.length);
    buku.header_aktivitas.forEach((a, i) => expect(header[3 + i]).toContain(a.aktivitas.label));
    const data = rows.slice(h + 1).filter((r) => typeof r[0]?.value === 'number');
    expect(data).toHaveLength(buku.nilai_mahasiswa.length);
    const sel = (n: number | null) => (n === null ? '' : dariApi(n) === null ? '-' : n);
    for (const r of data) {
      const m = barisSiswa(String(r[1]!.value));
      expect(String(r[2]!.value)).toBe(m.mahasiswa.nama);
      const harapan = [...m.nilai_pertemuan.map((n) => sel(n.nilai)), ...m.rata_rata_lms.map((x) => x.rata_rata), ...m.nilai_sikad.map((x) => sel(x.nilai))];
      expect(r.slice(3).map((c) => c.value ?? ''), m.mahasiswa.nim).toEqual(harapan);
    }
  });
});

describe('sending to Siakad', () => {
  type Riwayat = RiwayatKirimItem;
  const riwayat = (idKomponen: number) => getData<Riwayat[]>(sem, `${base()}/riwayat_kirim?id_komponen=${idKomponen}&ignore_default_pagination=true`, sem.dosen.headers);

  it('a send after a score changed in Siakad writes exactly the rows its dry run showed as changing', async () => {
    const { pratinjau, idKirim, komponen, siswa, nilaiSikad } = sem.kirimUlang;
    const s = sem.siswa[siswa];
    const c = buku.header_sikad.find((x) => x.id === komponen.id)!;
    const lms = rerata(c.aktivitas.map((a) => harapanNilai(sem, s).get(kolomKunci(a))!));
    // The dry run: only the student whose score Siakad changed differs, and the overwrite must be confirmed.
    expect(pratinjau.perlu_konfirmasi_timpa).toBe(true);
    const berubah = pratinjau.baris.filter((b) => b.berubah);
    expect(berubah.map((b) => b.mahasiswa.nim)).toEqual([s.nim]);
    expect(berubah[0]).toMatchObject({ nilai_sikad: nilaiSikad, nilai_baru: lms, update_by_sikad: true });
    for (const b of pratinjau.baris) expect(b.nilai_baru, b.mahasiswa.nim).toBe(rerata(pratinjau.komponen.aktivitas.map((a) => harapanNilai(sem, siswaDari(sem, b.mahasiswa.nim)).get(kolomKunci(a))!)));
    // The ledger of that send: the same rows, old and new values, all written.
    const ledger = (await riwayat(komponen.id)).filter((r) => r.id_kirim === idKirim);
    expect(ledger.map((r) => ({ nim: r.mahasiswa.nim, lama: r.nilai_lama, baru: r.nilai_baru })).sort((a, b) => a.nim.localeCompare(b.nim))).toEqual(
      berubah.map((b) => ({ nim: b.mahasiswa.nim, lama: b.nilai_sikad, baru: b.nilai_baru })).sort((a, b) => a.nim.localeCompare(b.nim)),
    );
    expect(ledger.every((r) => r.hasil === 'terkirim')).toBe(true);
  });

  it('the first send of each component recorded every student once, with the gradebook’s value', async () => {
    for (const c of buku.header_sikad) {
      const rows = (await riwayat(c.id)).filter((r) => r.id_kirim !== sem.kirimUlang.idKirim);
      expect(rows.map((r) => r.mahasiswa.nim).sort(), c.label).toEqual(sem.semuaSiswa.map((s) => s.nim).sort());
      for (const r of rows) {
        const i = buku.header_sikad.indexOf(c);
        expect(r.nilai_lama, `${c.label} ${r.mahasiswa.nim}`).toBeNull();
        expect(r.nilai_baru, `${c.label} ${r.mahasiswa.nim}`).toBe(barisSiswa(r.mahasiswa.nim).nilai_sikad[i]!.nilai);
      }
    }
  });

  it('Siakad now holds what the LMS shows, for every component and student', () => {
    for (const m of buku.nilai_mahasiswa) {
      for (const n of m.nilai_sikad) {
        expect(n.nilai_di_sikad, `${m.mahasiswa.nim} komponen ${n.komponen.id}`).toBe(n.nilai);
        expect(n.update_by_sikad).toBe(false);
      }
    }
  });

  it('the ledger xlsx lists the ledger rows with their old and new values', async () => {
    const all = await getData<Riwayat[]>(sem, `${base()}/riwayat_kirim?ignore_default_pagination=true`, sem.dosen.headers);
    const res = await get(sem, `${base()}/riwayat_kirim/export_excel`, sem.dosen.headers);
    expect(res.statusCode).toBe(200);
    const rows = (await bacaXlsx(res.rawPayload)).slice(1);
    expect(rows).toHaveLength(all.length);
    const teks = (v: unknown) => (v === null || v === undefined ? '' : v);
    rows.forEach((r, i) => {
      const x = all[i]!;
      expect([r[4]!.value, r[6]!.value, r[7]!.value].map(teks)).toEqual([x.mahasiswa.nim, x.nilai_lama ?? '', x.nilai_baru]);
    });
  });
});

describe("a student's own pages show the gradebook's scores", () => {
  it('published task scores and exam results', async () => {
    const t1 = sem.tugas[0]!;
    for (const s of sem.semuaSiswa) {
      const sel = selSiswa(s.nim);
      const tugas = await getData<{ nilai: { nilai: number | null } | null }>(sem, `/v2/lms/tugas/${t1.id}/pengumpulan/me`, s.headers);
      expect(tugas.nilai?.nilai ?? null, `${s.kebiasaan} tugas`).toBe(sel.get(kunci('tugas', t1.id)));
      for (const u of sem.ujian.filter((x) => x.peserta.includes(s.kebiasaan))) {
        const me = await getData<{ pengerjaan?: { nilai_akhir: number | null } | null; nilai_akhir?: number | null }>(sem, `/v2/lms/ujian/${u.id}/pengerjaan/me`, s.headers);
        const nilai = me.pengerjaan?.nilai_akhir ?? me.nilai_akhir ?? null;
        expect(nilai, `${s.kebiasaan} ${u.judul}`).toBe(sel.get(kunci('ujian', u.id)));
      }
    }
  });
});
