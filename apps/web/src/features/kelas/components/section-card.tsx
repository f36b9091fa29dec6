import type { ReactNode } from 'react';
import { Group, Paper, Title } from '@mantine/core';

/** A titled card of the 'Pendahuluan' view. */
export function SectionCard({ title, badge, actions, children, testId }: { title: string; badge?: ReactNode; actions?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-label={title} data-testid={testId}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap="xs">
          <Title order={3} fz="md">
            {title}
          </Title>
          {badge}
        </Group>
        {actions}
      </Group>
      {children}
    </Paper>
  );
}
