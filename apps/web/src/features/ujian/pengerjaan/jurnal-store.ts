import type { JenisPelanggaran } from '@lms/shared';
import type { EntriJurnal, JurnalStore } from './jawaban-sync';

/**
 * Where unacknowledged answers and violations wait: IndexedDB (survives reloads, crashes and a closed tab), one
 * entry per (attempt, question) and one per violation. Without IndexedDB (some private modes) localStorage does
 * the same job.
 */

export type EntriPelanggaran = { client_id: string; jenis: JenisPelanggaran; waktu: string };

export interface PelanggaranStore {
  muat(kunci: string): Promise<EntriPelanggaran[]>;
  simpan(kunci: string, e: EntriPelanggaran): Promise<void>;
  hapus(kunci: string, ids: string[]): Promise<void>;
}

/** An in-memory journal (tests; never loses within one page). */
export function memoryJurnal(): { jawaban: JurnalStore; pelanggaran: PelanggaranStore } {
  const jawaban = new Map<string, EntriJurnal>();
  const pelanggaran = new Map<string, EntriPelanggaran & { kunci: string }>();
  return {
    jawaban: {
      async muat(kunci) {
        return [...jawaban].filter(([k]) => k.startsWith(`${kunci}|`)).map(([, e]) => e);
      },
      async simpan(kunci, e) {
        const old = jawaban.get(`${kunci}|${e.idSoal}`);
        if (!old || old.seq < e.seq) jawaban.set(`${kunci}|${e.idSoal}`, e);
      },
      async hapus(kunci, idSoal, seq) {
        const old = jawaban.get(`${kunci}|${idSoal}`);
        if (old && old.seq <= seq) jawaban.delete(`${kunci}|${idSoal}`);
      },
    },
    pelanggaran: {
      async muat(kunci) {
        return [...pelanggaran.values()].filter((e) => e.kunci === kunci).map(({ kunci: _k, ...e }) => e);
      },
      async simpan(kunci, e) {
        pelanggaran.set(e.client_id, { ...e, kunci });
      },
      async hapus(_kunci, ids) {
        ids.forEach((id) => pelanggaran.delete(id));
      },
    },
  };
}

const DB = 'lms-ujian';
const JAWABAN = 'jawaban';
const PELANGGARAN = 'pelanggaran';

function bukaDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      if (!db.objectStoreNames.contains(JAWABAN)) db.createObjectStore(JAWABAN, { keyPath: ['kunci', 'idSoal'] }).createIndex('kunci', 'kunci');
      if (!db.objectStoreNames.contains(PELANGGARAN)) db.createObjectStore(PELANGGARAN, { keyPath: 'client_id' }).createIndex('kunci', 'kunci');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function selesai(tx: IDBTransaction) {
  return new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function semua<T>(req: IDBRequest<T[]>) {
  return new Promise<T[]>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** IndexedDB journal: answers keyed by (attempt, question), violations by their client id. */
export function indexedDbJurnal(): { jawaban: JurnalStore; pelanggaran: PelanggaranStore } {
  let db: Promise<IDBDatabase> | null = null;
  const open = () => (db ??= bukaDb());
  return {
    jawaban: {
      async muat(kunci) {
        const tx = (await open()).transaction(JAWABAN, 'readonly');
        const rows = await semua<EntriJurnal & { kunci: string }>(tx.objectStore(JAWABAN).index('kunci').getAll(kunci));
        return rows.map(({ kunci: _k, ...e }) => e);
      },
      async simpan(kunci, e) {
        const tx = (await open()).transaction(JAWABAN, 'readwrite');
        const store = tx.objectStore(JAWABAN);
        // Never replace a newer entry with an older one (two tabs of one attempt).
        const cur = store.get([kunci, e.idSoal]);
        cur.onsuccess = () => {
          const old = cur.result as EntriJurnal | undefined;
          if (!old || old.seq < e.seq) store.put({ ...e, kunci });
        };
        await selesai(tx);
      },
      async hapus(kunci, idSoal, seq) {
        const tx = (await open()).transaction(JAWABAN, 'readwrite');
        const store = tx.objectStore(JAWABAN);
        const cur = store.get([kunci, idSoal]);
        cur.onsuccess = () => {
          const old = cur.result as EntriJurnal | undefined;
          if (old && old.seq <= seq) store.delete([kunci, idSoal]);
        };
        await selesai(tx);
      },
    },
    pelanggaran: {
      async muat(kunci) {
        const tx = (await open()).transaction(PELANGGARAN, 'readonly');
        const rows = await semua<EntriPelanggaran & { kunci: string }>(tx.objectStore(PELANGGARAN).index('kunci').getAll(kunci));
        return rows.map(({ kunci: _k, ...e }) => e);
      },
      async simpan(kunci, e) {
        const tx = (await open()).transaction(PELANGGARAN, 'readwrite');
        tx.objectStore(PELANGGARAN).put({ ...e, kunci });
        await selesai(tx);
      },
      async hapus(_kunci, ids) {
        const tx = (await open()).transaction(PELANGGARAN, 'readwrite');
        for (const id of ids) tx.objectStore(PELANGGARAN).delete(id);
        await selesai(tx);
      },
    },
  };
}

/** localStorage journal for browsers without IndexedDB (same semantics, one JSON value per attempt). */
export function localStorageJurnal(): { jawaban: JurnalStore; pelanggaran: PelanggaranStore } {
  const baca = <T>(k: string): T[] => {
    try {
      return JSON.parse(localStorage.getItem(k) ?? '[]') as T[];
    } catch {
      return [];
    }
  };
  const tulis = (k: string, v: unknown[]) => localStorage.setItem(k, JSON.stringify(v));
  const kj = (kunci: string) => `lms-ujian-jawaban:${kunci}`;
  const kp = (kunci: string) => `lms-ujian-pelanggaran:${kunci}`;
  return {
    jawaban: {
      async muat(kunci) {
        return baca<EntriJurnal>(kj(kunci));
      },
      async simpan(kunci, e) {
        const list = baca<EntriJurnal>(kj(kunci));
        const old = list.find((x) => x.idSoal === e.idSoal);
        if (old && old.seq >= e.seq) return;
        tulis(kj(kunci), [...list.filter((x) => x.idSoal !== e.idSoal), e]);
      },
      async hapus(kunci, idSoal, seq) {
        tulis(kj(kunci), baca<EntriJurnal>(kj(kunci)).filter((x) => !(x.idSoal === idSoal && x.seq <= seq)));
      },
    },
    pelanggaran: {
      async muat(kunci) {
        return baca<EntriPelanggaran>(kp(kunci));
      },
      async simpan(kunci, e) {
        tulis(kp(kunci), [...baca<EntriPelanggaran>(kp(kunci)), e]);
      },
      async hapus(kunci, ids) {
        tulis(kp(kunci), baca<EntriPelanggaran>(kp(kunci)).filter((x) => !ids.includes(x.client_id)));
      },
    },
  };
}

/** The browser's journal: IndexedDB when it opens, localStorage otherwise. */
export function jurnalBrowser() {
  return typeof indexedDB !== 'undefined' ? indexedDbJurnal() : localStorageJurnal();
}
