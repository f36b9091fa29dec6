import { Badge, Box, Paper, Stack, Table, Text } from '@mantine/core';
import { ROLE_LABEL, formatTanggalWaktu, type LogAktivitasOperatorItem } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { InfoList } from '@/components/info-list';

const peran = (role: string) => (ROLE_LABEL as Record<string, string>)[role] ?? role;

function Pengguna({ r }: { r: LogAktivitasOperatorItem }) {
  return (
    <div>
      <Text fz="sm" fw={600}>
        {r.user.nama}
      </Text>
      <Text fz="xs" c="dimmed">
        {r.user.username}
      </Text>
    </div>
  );
}

function Detail({ r }: { r: LogAktivitasOperatorItem }) {
  return (
    <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
      {r.detail}{' '}
      {r.operator ? (
        <Badge size="xs" variant="light" color="orange" title={`Dilakukan oleh operator ${r.operator}`}>
          operator
        </Badge>
      ) : null}
    </Text>
  );
}

/** Entries of the college's activity log: cards under 768 px (spec 1 §9), the table from tablet up. */
export function LogAktivitasList({ items, timeZone }: { items: LogAktivitasOperatorItem[]; timeZone: string }) {
  return (
    <>
      <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar log aktivitas">
        {items.map((r) => (
          <Paper key={r.id} withBorder p="sm" component="li" data-testid="log-card">
            <InfoList
              cols={2}
              items={[
                { label: 'Waktu', value: formatTanggalWaktu(r.waktu, timeZone) },
                { label: 'Pengguna', value: <Pengguna r={r} /> },
                { label: 'Peran', value: peran(r.role) },
                { label: 'Jenis Aktivitas', value: r.jenis_aktivitas_label },
                { label: 'Alamat IP', value: r.ip_address || '-' },
              ]}
            />
            <Stack gap={0} mt="sm">
              <Text fz="xs" c="dimmed" fw={600}>
                Detail
              </Text>
              <Detail r={r} />
            </Stack>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="tablet">
        <TableScroll label="Tabel log aktivitas" minWidth={900}>
          <Table striped highlightOnHover data-testid="log-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Waktu</Table.Th>
                <Table.Th>Pengguna</Table.Th>
                <Table.Th>Peran</Table.Th>
                <Table.Th>Jenis Aktivitas</Table.Th>
                <Table.Th>Detail</Table.Th>
                <Table.Th>Alamat IP</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTanggalWaktu(r.waktu, timeZone)}</Table.Td>
                  <Table.Td>
                    <Pengguna r={r} />
                  </Table.Td>
                  <Table.Td>{peran(r.role)}</Table.Td>
                  <Table.Td>{r.jenis_aktivitas_label}</Table.Td>
                  <Table.Td>
                    <Detail r={r} />
                  </Table.Td>
                  <Table.Td>{r.ip_address || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
    </>
  );
}
