import type { ReactNode } from 'react';
import { Avatar, Box, Group, Text } from '@mantine/core';
import { initials } from '@/lib/initials';

/** Avatar, name and a second line (participants and teachers). */
export function PersonRow({ nama, avatarUrl, sub, right, testId }: { nama: string; avatarUrl?: string | null; sub?: ReactNode; right?: ReactNode; testId?: string }) {
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid={testId}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={avatarUrl || null} radius="xl" color="initials" name={nama}>
          {initials(nama)}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} lineClamp={2} lh={1.3}>
            {nama}
          </Text>
          {sub ? (
            <Text fz="xs" c="dimmed" truncate="end">
              {sub}
            </Text>
          ) : null}
        </Box>
      </Group>
      {right ? <Box style={{ flexShrink: 0 }}>{right}</Box> : null}
    </Group>
  );
}
