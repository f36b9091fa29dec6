import { Suspense, lazy } from 'react';
import { Paper, Skeleton } from '@mantine/core';

const Board = lazy(() => import('./bank-soal-board').then((m) => ({ default: m.BankSoalBoard })));

/**
 * The board for the dashboard, loaded after the page itself: its modal, filter and cards are not part of the
 * dashboard's first download.
 */
export function BankSoalBoardLazy({ judulSebagai = 'h3' }: { judulSebagai?: 'h2' | 'h3' }) {
  return (
    <Suspense
      fallback={
        <Paper p="md" withBorder>
          <Skeleton h={20} w={140} mb="md" />
          <Skeleton h={160} />
        </Paper>
      }
    >
      <Board judulSebagai={judulSebagai} />
    </Suspense>
  );
}
