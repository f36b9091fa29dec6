import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** One label/value pair of an info box. */
export function InfoRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }} data-testid={testId}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase" lts={0.3}>
        {label}
      </Text>
      {typeof children === 'string' || typeof children === 'number' ? (
        <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
