import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardCheck, IconClipboardList, IconMessages, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STATISTIK_ROUTES } from '@lms/shared';
import { paths } from '@/config/paths';
import { useStatistik } from '../api/get-statistik';

const TILE = {
  tugas: { label: 'Tugas', icon: IconClipboardList, color: 'blue' },
  ujian: { label: 'Ujian', icon: IconClipboardCheck, color: 'grape' },
  forum: { label: 'Forum', icon: IconMessages, color: 'teal' },
  vidcon: { label: 'Vidcon', icon: IconVideo, color: 'orange' },
} as const;

/** Activity statistic tiles linking to /{routeName} (spec 1 §2.1). */
export function StatistikTiles() {
  const { data, isPending } = useStatistik();
  return (
    <SimpleGrid cols={{ base: 2, tablet: 4 }} spacing="md" data-testid="statistik-tiles">
      {STATISTIK_ROUTES.map((key) => {
        const { label, icon: Icon, color } = TILE[key];
        return (
          <Link key={key} to={paths.statistik.getHref(key)} className="card-link" aria-label={`${label}: ${data?.[key] ?? 0}`}>
            <Card padding="md" className="hover-lift" style={{ transition: 'box-shadow 150ms ease, transform 150ms ease' }}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fz="sm" c="dimmed" fw={600}>
                    {label}
                  </Text>
                  {isPending ? (
                    <Skeleton h={28} w={40} mt={4} />
                  ) : (
                    <Text fz={28} fw={800} lh={1.2} data-testid={`statistik-${key}`}>
                      {data?.[key] ?? 0}
                    </Text>
                  )}
                </div>
                <ThemeIcon size={44} radius="md" variant="light" color={color}>
                  <Icon size={24} />
                </ThemeIcon>
              </Group>
            </Card>
          </Link>
        );
      })}
    </SimpleGrid>
  );
}
