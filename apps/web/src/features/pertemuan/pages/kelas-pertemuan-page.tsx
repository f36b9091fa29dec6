import { useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { parseIdPertemuan } from '@/lib/parse-id';
import { PertemuanDetailView } from '../components/pertemuan-detail-view';

/** /kelas/{id}/{idPertemuan}: the meeting inside its class (context layout). */
export function KelasPertemuanPage() {
  const { id = '', idPertemuan } = useParams();
  const pid = parseIdPertemuan(idPertemuan);
  // A page-level validation that fails shows 404 (spec 1 §2.1).
  if (pid === null || !id) return <ErrorPage statusCode={404} />;
  return <PertemuanDetailView key={pid} id={pid} idKelas={id} />;
}
