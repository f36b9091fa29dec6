import { Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlignLeft, IconClipboardCheck, IconClipboardList, IconFileText, IconMessages, IconVideo } from '@tabler/icons-react';
import type { CountActivity } from '@lms/shared';

const ITEMS = [
  { key: 'materi', label: 'Materi', icon: IconFileText, color: 'blue' },
  { key: 'tugas', label: 'Tugas', icon: IconClipboardList, color: 'orange' },
  { key: 'ujian', label: 'Ujian', icon: IconClipboardCheck, color: 'red' },
  { key: 'forum', label: 'Forum', icon: IconMessages, color: 'teal' },
  { key: 'vidcon', label: 'Vidcon', icon: IconVideo, color: 'grape' },
  { key: 'teks', label: 'Teks', icon: IconAlignLeft, color: 'gray' },
] as const satisfies readonly { key: keyof CountActivity; label: string; icon: unknown; color: string }[];

/** Activities of the meeting by type (materi, tugas, ujian, forum, vidcon, teks). */
export function CountActivityTiles({ count }: { count: CountActivity }) {
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="pertemuan-aktivitas">
      <Title order={4} fz="md" mb="sm">
        Aktivitas Pertemuan
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, desktop: 6 }} spacing="sm">
        {ITEMS.map((it) => (
          <Group key={it.key} gap="sm" wrap="nowrap" p="xs" style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}>
            <ThemeIcon variant="light" color={it.color} size={36} radius="md">
              <it.icon size={20} />
            </ThemeIcon>
            <div>
              <Text fw={700} fz="lg" lh={1.1} data-testid={`count-activity-${it.key}`}>
                {count[it.key]}
              </Text>
              <Text fz="xs" c="dimmed">
                {it.label}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
