import { Suspense, lazy } from 'react';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { CommentsPanelProps } from './comments-panel';

const Panel = lazy(() => import('./comments-panel').then((m) => ({ default: m.CommentsPanel })));

/**
 * CommentsPanel for a page whose first paint must stay light (the exam page): the thread view, composer and
 * tooltips download after it. Until then the panel shows the same frame and skeleton as while its group loads.
 */
export function CommentsPanelLazy(props: CommentsPanelProps) {
  const { title = 'Komentar', withBorder = true } = props;
  return (
    <Suspense
      fallback={
        <Paper withBorder={withBorder} p={withBorder ? { base: 'sm', tablet: 'md' } : 0} data-testid="comments-panel">
          <Stack gap="sm">
            <Title order={4} fz="md">
              {title}
            </Title>
            <Skeleton h={96} />
          </Stack>
        </Paper>
      }
    >
      <Panel {...props} />
    </Suspense>
  );
}
