import type { JenisSoal } from '@lms/shared';
import { downloadFile } from '@/lib/fetch-file';

/** GET /v2/lms/bank_soal/template_import?jenis_soal=: the .xlsx template of a type. */
export const downloadTemplateImpor = (jenis: JenisSoal) => downloadFile(`/api/v2/lms/bank_soal/template_import?jenis_soal=${jenis}`, `Template Impor Soal.xlsx`);

/** GET /v2/lms/bank_soal/{id}/unduh: 'Bank Soal - {judul}.pdf'. */
export const downloadBankSoalPdf = (id: number, judul: string) => downloadFile(`/api/v2/lms/bank_soal/${id}/unduh`, `Bank Soal - ${judul}.pdf`);
