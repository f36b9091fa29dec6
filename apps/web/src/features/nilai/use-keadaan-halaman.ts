import { useEffect, useState } from 'react';
import { keadaanHalamanNilai, masukanHalamanNilai, type KeadaanHalamanNilai, type NilaiKelasKuliah } from '@lms/shared';
import { serverNow } from '@/lib/server-time';

/** setTimeout's ceiling (about 24.8 days): a later turn is re-checked when this one fires. */
const TUNDA_MAKS = 2_147_483_647;

/**
 * The grade page's state (banner, refusal text, which component may be sent) from the shared rule the API used for
 * this answer, on the server's clock; recomputed when a window opens or closes while the page stays open.
 */
export function useKeadaanHalaman(data: NilaiKelasKuliah): KeadaanHalamanNilai {
  // A few components' windows: cheap enough to decide on every render, which also follows the clock.
  const keadaan = keadaanHalamanNilai(masukanHalamanNilai(data, new Date(serverNow())));
  // Re-renders the page just after the next turn of a window; re-armed after each firing.
  const [giliran, setGiliran] = useState(0);
  useEffect(() => {
    if (keadaan.sampai === null) return;
    const t = setTimeout(() => setGiliran((n) => n + 1), Math.min(TUNDA_MAKS, Math.max(0, keadaan.sampai - serverNow()) + 5));
    return () => clearTimeout(t);
  }, [keadaan.sampai, giliran]);
  return keadaan;
}
