import { useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { parseIdPertemuan } from '@/lib/parse-id';
import { PertemuanDetailView } from '../components/pertemuan-detail-view';

/** /pertemuan/{id}: the same meeting page in the default layout. */
export function PertemuanDetailPage() {
  const pid = parseIdPertemuan(useParams().id);
  if (pid === null) return <ErrorPage statusCode={404} />;
  return <PertemuanDetailView key={pid} id={pid} />;
}
