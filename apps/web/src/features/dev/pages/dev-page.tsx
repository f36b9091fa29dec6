import type { ReactNode } from 'react';
import { Anchor, Badge, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { AREA_AKSES, formatJam, timeZoneLabel } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { useUser } from '@/lib/auth';
import { useHakAkses } from '@/lib/authorization';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { clockOffsetMs, useServerTime } from '@/lib/server-time';

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={judul}>
      <Title order={2} fz="md" mb="sm">
        {judul}
      </Title>
      {children}
    </Paper>
  );
}

/** /dev: what a developer needs to see of the running client (development builds only, see dev-routes.tsx). */
export function DevPage() {
  const { data: user } = useUser();
  const hak = useHakAkses();
  const waktu = useServerTime();
  const config = getStoredFrontendConfig();
  return (
    <>
      <PageHeader title="Dev" subtitle="Halaman pengembang: hanya ada pada build pengembangan" />
      <SimpleGrid cols={{ base: 1, desktop: 2 }} spacing="md" data-testid="dev-page">
        <Bagian judul="Build">
          <Group gap="xs">
            <Badge color="orange" variant="light">
              {import.meta.env.MODE}
            </Badge>
            <Text fz="sm">
              Dokumentasi API: <Anchor href="/api/docs">/api/docs</Anchor>
            </Text>
          </Group>
        </Bagian>
        <Bagian judul="Konfigurasi situs">
          <Code block>{JSON.stringify(config, null, 2)}</Code>
        </Bagian>
        <Bagian judul="Sesi">
          <Stack gap={4}>
            <Text fz="sm">
              {user ? `${user.username} (${user.role})${user.login_as_operator ? `, dibuka oleh ${user.login_as_operator}` : ''}` : 'Belum login'}
            </Text>
            {hak ? (
              <Table fz="sm" withRowBorders={false} verticalSpacing={2}>
                <Table.Tbody>
                  {AREA_AKSES.map((a) => (
                    <Table.Tr key={a}>
                      <Table.Td>{a}</Table.Td>
                      <Table.Td>{hak[a]}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        </Bagian>
        <Bagian judul="Waktu server">
          <Text fz="sm">
            {formatJam(waktu.now, waktu.timeZone)} {timeZoneLabel(waktu.timeZone)} · selisih jam perangkat {Math.round(clockOffsetMs() / 1000)} detik ·{' '}
            {waktu.synced ? 'tersinkron' : 'belum tersinkron'}
          </Text>
        </Bagian>
      </SimpleGrid>
    </>
  );
}
