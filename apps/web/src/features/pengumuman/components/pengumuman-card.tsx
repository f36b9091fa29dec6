import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatTanggal, PENGUMUMAN_CARD_ITEMS } from '@lms/shared';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { usePengumumanList } from '../api/get-pengumuman-list';

/**
 * Dashboard announcements (spec 1 §2.5): the first 2 items, 'Lihat Semua' to /pengumuman and each item to
 * /pengumuman?index={n}. Without access to the announcement page the items show without links.
 */
export function PengumumanCard({ withLinks }: { withLinks: boolean }) {
  const { timeZone } = useServerTime();
  const list = usePengumumanList({ page: 1, per_page: PENGUMUMAN_CARD_ITEMS });
  const items = list.data?.data.slice(0, PENGUMUMAN_CARD_ITEMS) ?? [];

  return (
    <Card padding="md" data-testid="pengumuman-card">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color="orange" radius="md">
            <IconSpeakerphone size={18} />
          </ThemeIcon>
          <Title order={3} fz="md">
            Pengumuman
          </Title>
        </Group>
        {withLinks ? (
          <Anchor component={Link} to={paths.pengumuman.list.getHref()} fz="sm" fw={600}>
            Lihat Semua
          </Anchor>
        ) : null}
      </Group>
      {list.isPending ? (
        <Stack gap="xs">
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      ) : list.isError ? (
        <Text fz="sm" c="dimmed">
          Pengumuman tidak dapat dimuat.
        </Text>
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Belum ada pengumuman.
        </Text>
      ) : (
        <Stack gap="xs">
          {items.map((p, index) => {
            const body = (
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm" lineClamp={2}>
                    {p.judul}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {formatTanggal(p.tanggalPublish, timeZone)}
                  </Text>
                </div>
                {withLinks ? <IconChevronRight size={16} color="var(--mantine-color-dimmed)" aria-hidden /> : null}
              </Group>
            );
            return withLinks ? (
              <UnstyledButton
                key={p.id}
                component={Link}
                to={paths.pengumuman.item.getHref(index)}
                p="xs"
                style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}
              >
                {body}
              </UnstyledButton>
            ) : (
              <div key={p.id} style={{ padding: 'var(--mantine-spacing-xs)', borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)' }}>
                {body}
              </div>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
