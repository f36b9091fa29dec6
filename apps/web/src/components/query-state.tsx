import type { ComponentProps, ReactNode } from 'react';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { EmptyState } from './empty-state';

/** What QueryState reads of a TanStack query result (pending, error and success exclude each other). */
type QueryLike<T> = { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };

type Props<T> = {
  query: QueryLike<T>;
  /** Shown while pending; a 240px skeleton by default. */
  loader?: ReactNode;
  /** Title of the red alert with the error's message. */
  errorTitle?: ReactNode;
  /** The alert icon; off where a compact report shows the bare message. */
  errorIcon?: boolean;
  errorTestId?: string;
  /** With `empty`: when the loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  empty?: ComponentProps<typeof EmptyState>;
  children: (data: T) => ReactNode;
};

/** The pending / error / empty / loaded branches every list and page repeats, in one place. */
export function QueryState<T>({ query, loader, errorTitle, errorIcon = true, errorTestId, isEmpty, empty, children }: Props<T>) {
  if (query.isPending) return <>{loader ?? <Skeleton h={240} />}</>;
  if (query.isError || query.data === undefined) {
    return (
      <Alert color="red" icon={errorIcon ? <IconAlertCircle size={18} /> : undefined} title={errorTitle} data-testid={errorTestId}>
        {query.error?.message}
      </Alert>
    );
  }
  if (empty && isEmpty?.(query.data)) return <EmptyState {...empty} />;
  return <>{children(query.data)}</>;
}

/** A loader of `count` skeleton rows of height `h`, for lists of cards or rows. */
export function SkeletonRows({ count, h, gap }: { count: number; h: number; gap?: 'xs' | 'sm' | 'md' }) {
  return (
    <Stack gap={gap}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} h={h} />
      ))}
    </Stack>
  );
}
