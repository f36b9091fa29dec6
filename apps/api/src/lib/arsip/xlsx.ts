import { PelanggaranArsip, rusak } from './batas';
import { bacaDirektori, bacaEntri, type EntriZip } from './zip';
import { uraikanXml } from './xml';

/**
 * The cell values of one sheet of an .xlsx (OOXML), read as streams with every size bounded: the zip through
 * zip.ts, the shared strings up to a count, the sheet up to a number of rows holding values (reading stops there,
 * so a sheet of a million rows costs what its first rows cost). Values are typed as exceljs gives them (shared and
 * inline strings, numbers, booleans, dates by the cell's number format, cached formula results), so the import
 * services map them to text as before.
 */

export type Sel = string | number | boolean | Date | null;
export type BarisTabel = { n: number; sel: Sel[] };
export type Tabel = { baris: BarisTabel[] };

export type BatasTabel = {
  maksEntri: number;
  maksTerurai: number;
  /** Rows holding at least one value; one more is refused. */
  maksBaris: number;
  /** Columns read per row; values further right are ignored. */
  maksKolom: number;
};

type Lembar = { nama: string; path: string };

/** Excel's own limit of characters in a cell: a longer text is not from a spreadsheet program. */
const MAKS_KARAKTER_SEL = 32_767;

/** Collects a cell's text pieces, refusing a text past MAKS_KARAKTER_SEL as it grows. */
class TeksSel {
  private potongan: string[] = [];
  private panjang = 0;
  tambah(t: string) {
    this.panjang += t.length;
    if (this.panjang > MAKS_KARAKTER_SEL) throw rusak(`sel berisi lebih dari ${MAKS_KARAKTER_SEL} karakter`);
    this.potongan.push(t);
  }
  toString() {
    return this.potongan.join('');
  }
}

// Built-in number formats that are dates or times (ECMA-376 18.8.30; the ids exceljs treats as dates).
const FORMAT_TANGGAL_BAWAAN = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs' test for a date format: a date or time letter outside quotes and brackets. */
const formatTanggal = (kode: string) => /[ymdhMsb]+/.test(kode.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Excel's escape of characters XML cannot carry (`_x000D_`). */
const bukaEscape = (s: string) => s.replace(/_x([0-9A-F]{4})_/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** An OOXML part target relative to the part that names it ('worksheets/sheet1.xml' from 'xl/workbook.xml'). */
function resolusi(dari: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const bagian = dari.split('/').slice(0, -1);
  for (const s of target.split('/')) {
    if (s === '..') bagian.pop();
    else if (s !== '.' && s !== '') bagian.push(s);
  }
  return bagian.join('/');
}

const relsDari = (part: string) => {
  const i = part.lastIndexOf('/');
  return `${part.slice(0, i + 1)}_rels/${part.slice(i + 1)}.rels`;
};

type Relasi = { id: string; target: string; tipe: string };

export async function bacaXlsx(buf: Buffer, batas: BatasTabel, namaLembar?: string): Promise<Tabel> {
  const entri = bacaDirektori(buf, batas);
  const terpakai = { bytes: 0 };
  const ambil = (nama: string): EntriZip | undefined => entri.get(nama);
  const alir = (e: EntriZip) => bacaEntri(buf, e, batas, terpakai);

  async function relasi(part: string): Promise<Relasi[]> {
    const e = ambil(relsDari(part));
    if (!e) return [];
    const out: Relasi[] = [];
    await uraikanXml(alir(e), {
      buka: (nama, a) => {
        if (nama === 'Relationship' && a.Id && a.Target) out.push({ id: a.Id, target: resolusi(part, a.Target), tipe: a.Type ?? '' });
      },
    });
    return out;
  }

  const utama = (await relasi('')).find((r) => r.tipe.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  const eBuku = ambil(utama);
  if (!eBuku) throw rusak('workbook tidak ditemukan');
  const lembarRid: { nama: string; rid: string }[] = [];
  let date1904 = false;
  await uraikanXml(alir(eBuku), {
    buka: (nama, a) => {
      if (nama === 'sheet' && a.name !== undefined && a.id) lembarRid.push({ nama: a.name, rid: a.id });
      else if (nama === 'workbookPr') date1904 = a.date1904 === '1';
    },
  });
  const rels = await relasi(utama);
  const target = (rid: string) => rels.find((r) => r.id === rid)?.target;
  const lembar: Lembar[] = lembarRid.flatMap((l) => {
    const path = target(l.rid);
    return path ? [{ nama: l.nama, path }] : [];
  });
  const dipilih = lembar.find((l) => l.nama === namaLembar) ?? lembar[0];
  if (!dipilih) return { baris: [] };
  const eLembar = ambil(dipilih.path);
  if (!eLembar) throw rusak(`lembar ${dipilih.nama} tidak ditemukan`);

  const gayaTanggal = await bacaGayaTanggal(rels.find((r) => r.tipe.endsWith('/styles'))?.target, ambil, alir);
  const teksBersama = await bacaTeksBersama(rels.find((r) => r.tipe.endsWith('/sharedStrings'))?.target, ambil, alir, batas.maksBaris * batas.maksKolom);
  return bacaLembar(alir(eLembar), { batas, gayaTanggal, teksBersama, date1904 });
}

/** The cell style indexes (cellXfs) whose number format is a date. */
async function bacaGayaTanggal(path: string | undefined, ambil: (n: string) => EntriZip | undefined, alir: (e: EntriZip) => AsyncIterable<Buffer>) {
  const hasil = new Set<number>();
  const e = path ? ambil(path) : undefined;
  if (!e) return hasil;
  const kustom = new Map<number, string>();
  const xf: number[] = [];
  let dalamCellXfs = false;
  await uraikanXml(alir(e), {
    buka: (nama, a) => {
      if (nama === 'numFmt') kustom.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (nama === 'cellXfs') dalamCellXfs = true;
      else if (nama === 'xf' && dalamCellXfs) xf.push(Number(a.numFmtId ?? 0));
    },
    tutup: (nama) => {
      if (nama === 'cellXfs') dalamCellXfs = false;
    },
  });
  xf.forEach((id, i) => {
    const kode = kustom.get(id);
    if (kode !== undefined ? formatTanggal(kode) : FORMAT_TANGGAL_BAWAAN.has(id)) hasil.add(i);
  });
  return hasil;
}

/** The shared strings, rich text runs joined, phonetic runs (`rPh`) left out; at most `maks` of them. */
async function bacaTeksBersama(path: string | undefined, ambil: (n: string) => EntriZip | undefined, alir: (e: EntriZip) => AsyncIterable<Buffer>, maks: number) {
  const hasil: string[] = [];
  const e = path ? ambil(path) : undefined;
  if (!e) return hasil;
  let sekarang: TeksSel | null = null;
  let dalamT = false;
  let dalamRph = false;
  await uraikanXml(alir(e), {
    buka: (nama) => {
      if (nama === 'si') {
        if (hasil.length >= maks) throw new PelanggaranArsip({ jenis: 'teks', batas: maks });
        sekarang = new TeksSel();
      } else if (nama === 'rPh') dalamRph = true;
      else if (nama === 't' && !dalamRph) dalamT = true;
    },
    teks: (t) => {
      if (dalamT && sekarang) sekarang.tambah(t);
    },
    tutup: (nama) => {
      if (nama === 't') dalamT = false;
      else if (nama === 'rPh') dalamRph = false;
      else if (nama === 'si' && sekarang) {
        hasil.push(bukaEscape(sekarang.toString()));
        sekarang = null;
      }
    },
  });
  return hasil;
}

/** 'C12' -> 3 (1-based column), or 0 when the reference is missing or malformed. */
function kolomDari(ref: string | undefined): number {
  if (!ref) return 0;
  let k = 0;
  for (let i = 0; i < ref.length; i++) {
    const c = ref.charCodeAt(i);
    if (c >= 65 && c <= 90) k = k * 26 + (c - 64);
    else break;
  }
  return k;
}

type KonteksLembar = { batas: BatasTabel; gayaTanggal: Set<number>; teksBersama: string[]; date1904: boolean };

async function bacaLembar(potongan: AsyncIterable<Buffer>, k: KonteksLembar): Promise<Tabel> {
  const baris: BarisTabel[] = [];
  let nBaris = 0;
  let sel: Sel[] = [];
  let adaNilai = false;
  let kolom = 0;
  let sc: { kolom: number; tipe: string; gaya: number; v: TeksSel; is: TeksSel } | null = null;
  let tempat: 'v' | 't' | null = null;
  let dalamIs = false;
  let dalamRph = false;

  const nilai = (c: NonNullable<typeof sc>): Sel => {
    const v = c.v.toString();
    switch (c.tipe) {
      case 's':
        return k.teksBersama[Number(v)] ?? '';
      case 'str':
        return v;
      case 'inlineStr':
        return bukaEscape(c.is.toString());
      case 'b':
        return v === '1' || v === 'true';
      case 'e':
        return null;
      case 'd': {
        const d = new Date(v);
        return Number.isNaN(d.getTime()) ? v : d;
      }
      default: {
        if (v.trim() === '') return null;
        const n = parseFloat(v);
        if (!Number.isFinite(n)) return v;
        // exceljs' excelToDate, so a date cell reads as it did before.
        if (k.gayaTanggal.has(c.gaya)) return new Date(Math.round((n - 25569 + (k.date1904 ? 1462 : 0)) * 86_400_000));
        return n;
      }
    }
  };

  await uraikanXml(potongan, {
    buka: (nama, a) => {
      if (nama === 'row') {
        const r = Number(a.r);
        nBaris = Number.isInteger(r) && r > 0 ? r : nBaris + 1;
        sel = [];
        adaNilai = false;
        kolom = 0;
      } else if (nama === 'c') {
        const kol = kolomDari(a.r);
        kolom = kol > 0 ? kol : kolom + 1;
        sc = { kolom, tipe: a.t ?? 'n', gaya: Number(a.s ?? 0), v: new TeksSel(), is: new TeksSel() };
      } else if (sc && nama === 'v') tempat = 'v';
      else if (sc && nama === 'is') dalamIs = true;
      else if (dalamIs && nama === 'rPh') dalamRph = true;
      else if (dalamIs && !dalamRph && nama === 't') tempat = 't';
    },
    teks: (t) => {
      if (tempat === 'v') sc?.v.tambah(t);
      else if (tempat === 't') sc?.is.tambah(t);
    },
    tutup: (nama) => {
      if (nama === 'v' || nama === 't') tempat = null;
      else if (nama === 'rPh') dalamRph = false;
      else if (nama === 'is') dalamIs = false;
      else if (nama === 'c' && sc) {
        if (sc.kolom <= k.batas.maksKolom) {
          const v = nilai(sc);
          if (v !== null) {
            while (sel.length < sc.kolom - 1) sel.push(null);
            sel[sc.kolom - 1] = v;
            adaNilai = true;
          }
        }
        sc = null;
      } else if (nama === 'row' && adaNilai) {
        if (baris.length >= k.batas.maksBaris) throw new PelanggaranArsip({ jenis: 'baris', batas: k.batas.maksBaris });
        baris.push({ n: nBaris, sel });
      }
    },
  });
  return { baris };
}
