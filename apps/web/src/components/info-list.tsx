import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export type InfoItem = { label: string; value: ReactNode; testId?: string };

/** Label/value pairs in one or two columns (class data, profile, syllabus heads). */
export function InfoList({ items, cols = { base: 1, tablet: 2 } }: { items: InfoItem[]; cols?: number | Record<string, number> }) {
  return (
    <SimpleGrid cols={cols} spacing="md" verticalSpacing="sm">
      {items.map((it) => (
        <Stack key={it.label} gap={0} data-testid={it.testId}>
          <Text fz="xs" c="dimmed" fw={600}>
            {it.label}
          </Text>
          {typeof it.value === 'string' || typeof it.value === 'number' ? (
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {it.value}
            </Text>
          ) : (
            it.value
          )}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
