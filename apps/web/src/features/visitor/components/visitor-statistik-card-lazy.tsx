import { Suspense, lazy } from 'react';
import { Paper, Skeleton } from '@mantine/core';

const Card = lazy(() => import('./visitor-statistik-card').then((m) => ({ default: m.VisitorStatistikCard })));

/**
 * The visitor charts for the dashboard, loaded after the page itself: the chart library is only downloaded by
 * operators who may see the statistics, never on a student's or lecturer's first visit.
 */
export function VisitorStatistikCardLazy() {
  return (
    <Suspense
      fallback={
        <Paper p="md" withBorder>
          <Skeleton h={20} w={180} mb="md" />
          <Skeleton h={220} />
        </Paper>
      }
    >
      <Card />
    </Suspense>
  );
}
