import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { INTERVAL_PING_MS, sisaWaktuMs, type JawabanValue, type PengerjaanMe } from '@lms/shared';
import { isApiError } from '@/lib/api-error';
import { getCollegeId } from '@/lib/api-client';
import { useServerTime } from '@/lib/server-time';
import { kirimPelanggaran, simpanJawaban } from '../api/jawaban';
import { ujianKeys } from '../api/keys';
import { pingPengerjaan, selesaiPengerjaan } from '../api/pengerjaan';
import { JawabanDitolakError, JawabanSync, type StatusSinkron } from './jawaban-sync';
import { jurnalBrowser } from './jurnal-store';
import { PelanggaranSync } from './pelanggaran-sync';

/**
 * Everything the exam page runs while an attempt is open: the answer journal and its sync, the violation journal,
 * online/offline state, the countdown on the server's clock, the idle ping, and the submit at the deadline.
 */

const jurnal = typeof window !== 'undefined' ? jurnalBrowser() : null;

/** Save errors no retry can fix (closed, deadline passed, not a taker) stop sending; others are retried. */
function keKirimError(err: unknown): unknown {
  if (isApiError(err) && err.statusCode !== null && [400, 403, 404, 409, 422].includes(err.statusCode)) return new JawabanDitolakError(err.message, err.statusCode);
  return err;
}

export function usePengerjaan(idUjian: number, me: PengerjaanMe | undefined) {
  const qc = useQueryClient();
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [ditolak, setDitolak] = useState<string | null>(null);
  const [mengirim, setMengirim] = useState(false);
  const kontakTerakhir = useRef(Date.now());
  const idPengerjaan = me?.pengerjaan?.id ?? null;
  const terbuka = me?.status === 'sedang_berlangsung';
  // Attempt ids are unique in a college; the journal of one attempt is never read for another.
  const kunci = idPengerjaan ? `${getCollegeId() ?? 0}:${idPengerjaan}` : null;

  const sync = useMemo(() => {
    if (!kunci || !jurnal || !terbuka) return null;
    return new JawabanSync({
      store: jurnal.jawaban,
      kunci,
      kirim: async (idSoal, seq, jawaban) => {
        try {
          const r = await simpanJawaban(idUjian, idSoal, seq, jawaban);
          kontakTerakhir.current = Date.now();
          return r;
        } catch (err) {
          throw keKirimError(err);
        }
      },
      onChange: rerender,
      onDitolak: (err) => setDitolak(err.message),
    });
    // One engine per attempt; the attempt's data only seeds it.
  }, [kunci, terbuka, idUjian]);

  const pelanggaran = useMemo(
    () => (kunci && jurnal ? new PelanggaranSync({ store: jurnal.pelanggaran, kunci, kirim: (body) => kirimPelanggaran(idUjian, body) }) : null),
    [kunci, idUjian],
  );

  // Seed once per engine with the server's acknowledged answers; stop when the page goes.
  const seeded = useRef<JawabanSync | null>(null);
  useEffect(() => {
    if (!sync || !me || seeded.current === sync) return;
    seeded.current = sync;
    void sync.mulai(me.jawaban);
    void pelanggaran?.kirimSemua();
    return undefined;
  }, [sync, me, pelanggaran]);
  useEffect(() => () => sync?.hentikan(), [sync]);

  useEffect(() => {
    const on = () => {
      setOnline(true);
      void sync?.kirimSemua();
      void pelanggaran?.kirimSemua();
    };
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, [sync, pelanggaran]);

  // The countdown follows the server: the live stream's clock, or the offset measured by the attempt's answer.
  const server = useServerTime();
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (me?.server_time) setOffset(Date.parse(me.server_time) - Date.now());
  }, [me?.server_time]);
  const [tick, setTick] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const nowServer = server.synced ? server.now : tick + offset;
  const batas = me?.pengerjaan?.batas_waktu ?? null;
  const sisa = batas ? sisaWaktuMs(batas, nowServer) : null;

  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: ujianKeys.me(idUjian) }), [qc, idUjian]);

  /** Sends what is pending, then submits; the attempt reloads closed. */
  const kirim = useCallback(async () => {
    setMengirim(true);
    try {
      await sync?.kirimSemua();
      await pelanggaran?.kirimSemua();
      const res = await selesaiPengerjaan(idUjian);
      sync?.hentikan();
      qc.setQueryData(ujianKeys.me(idUjian), res.data);
      void qc.invalidateQueries({ queryKey: ujianKeys.lists() });
      return res;
    } finally {
      setMengirim(false);
    }
  }, [sync, pelanggaran, idUjian, qc]);

  // At the deadline the page submits itself; without a connection the server closes the attempt at the deadline.
  const autoKirim = useRef(false);
  useEffect(() => {
    if (!terbuka || sisa === null || sisa > 0 || autoKirim.current) return;
    autoKirim.current = true;
    void kirim().catch(refresh);
  }, [terbuka, sisa, kirim, refresh]);

  // An idle page still says it is there (the monitor's connection state).
  useEffect(() => {
    if (!terbuka) return;
    const t = setInterval(() => {
      if (Date.now() - kontakTerakhir.current < INTERVAL_PING_MS) return;
      void pingPengerjaan(idUjian)
        .then((r) => {
          kontakTerakhir.current = Date.now();
          if (r.data.selesai) refresh();
        })
        .catch(() => {});
    }, INTERVAL_PING_MS / 3);
    return () => clearInterval(t);
  }, [terbuka, idUjian, refresh]);

  return {
    sync,
    pelanggaran,
    online,
    ditolak,
    mengirim,
    sisa,
    nowServer,
    ubah: (idSoal: number, jawaban: JawabanValue | null) => void sync?.ubah(idSoal, jawaban),
    status: (idSoal: number): StatusSinkron | null => sync?.status(idSoal) ?? null,
    jawaban: (idSoal: number) => sync?.jawaban(idSoal),
    belumTersimpan: sync?.belumTersimpan() ?? [],
    kirim,
  };
}
