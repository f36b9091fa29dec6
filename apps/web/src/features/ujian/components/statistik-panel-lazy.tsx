import { Suspense, lazy } from 'react';
import { Skeleton } from '@mantine/core';
import type { UjianDetail } from '@lms/shared';

const Panel = lazy(() => import('./statistik-panel').then((m) => ({ default: m.StatistikPanel })));

/** The statistics tab loads the chart library only when a lecturer opens it. */
export function StatistikPanelLazy({ ujian }: { ujian: UjianDetail }) {
  return (
    <Suspense fallback={<Skeleton h={240} />}>
      <Panel ujian={ujian} />
    </Suspense>
  );
}
