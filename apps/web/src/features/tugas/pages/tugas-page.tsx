import { useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { parseIdPertemuan } from '@/lib/parse-id';
import { TugasView } from '../components/tugas-view';

/** /kelas/{id}/tugas/{idTugas}: the task page (context layout). */
export function TugasPage() {
  const { id = '', idTugas } = useParams();
  const tid = parseIdPertemuan(idTugas);
  // A page-level validation that fails shows 404 (spec 1 §2.1).
  if (tid === null || !id) return <ErrorPage statusCode={404} />;
  return <TugasView key={tid} idKelas={id} id={tid} />;
}

/** /kelas/{id}/tugas/{idTugas}/penilaian: the task's grading list. */
export function PenilaianTugasPage() {
  const { id = '', idTugas } = useParams();
  const tid = parseIdPertemuan(idTugas);
  if (tid === null || !id) return <ErrorPage statusCode={404} />;
  return <TugasView key={tid} idKelas={id} id={tid} penilaian />;
}
