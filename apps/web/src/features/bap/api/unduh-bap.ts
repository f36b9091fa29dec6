import { fetchFile, saveBlob } from '@/lib/fetch-file';
import { API_BASE } from '@/lib/api-client';
import { queryBap, type OpsiBap } from '../bap-opsi';

/**
 * GET /v2/lms/kelas_kuliah/{id}/bap/unduh: the class's BAP as PDF, saved under the name of content-disposition
 * (default BAP.pdf, spec 2 §7).
 */
export async function unduhBapKelas(idKelas: string, opsi: OpsiBap) {
  const qs = new URLSearchParams(queryBap(opsi)).toString();
  const { blob, filename } = await fetchFile(`${API_BASE}/v2/lms/kelas_kuliah/${encodeURIComponent(idKelas)}/bap/unduh?${qs}`);
  saveBlob(blob, filename.toLowerCase().endsWith('.pdf') ? filename : 'BAP.pdf');
}
