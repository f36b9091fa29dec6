import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { kategoriPertemuanLabel, modeKuliahLabel, periodeLabel, type PertemuanListItem } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { StatusPertemuanTag } from './status-pertemuan';
import { formatRentangWaktu } from './waktu';

type Props = { items: PertemuanListItem[]; offset: number; timeZone: string };

/** Desktop: one row per meeting with links to /pertemuan/{id} and /kelas/{idKelas}/{id} (spec 1 §2.10). */
export function PertemuanTable({ items, offset, timeZone }: Props) {
  return (
    <TableScroll label="Tabel pertemuan" minWidth={940}>
      <Table verticalSpacing="sm" highlightOnHover striped="even" data-testid="pertemuan-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>No</Table.Th>
            <Table.Th>Pertemuan</Table.Th>
            <Table.Th>Mata Kuliah</Table.Th>
            <Table.Th>Kelas</Table.Th>
            <Table.Th>Waktu</Table.Th>
            <Table.Th>Metode</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={110}>Aksi</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((p, i) => (
            <Table.Tr key={p.id} data-testid="pertemuan-row" data-id={p.id}>
              <Table.Td>{offset + i + 1}</Table.Td>
              <Table.Td>
                <Text component={Link} to={paths.pertemuan.detail.getHref(p.id)} fz="sm" fw={600} c="var(--mantine-color-anchor)">
                  Pertemuan {p.nomor}
                </Text>
                <Text fz="xs" c="dimmed" lineClamp={2} maw={260}>
                  {p.judul}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{p.kelas_kuliah.mata_kuliah.nama}</Text>
                <Text fz="xs" c="dimmed">
                  {p.kelas_kuliah.mata_kuliah.kode} · {periodeLabel(p.kelas_kuliah.periode)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{p.kelas_kuliah.kelas.nama}</Text>
                <Text fz="xs" c="dimmed">
                  {p.kelas_kuliah.kelas.jenis.nama}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatRentangWaktu(p.waktu_mulai, p.waktu_selesai, timeZone)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{modeKuliahLabel(p.jenis)}</Text>
                {p.kategori !== 'kuliah' ? (
                  <Badge size="xs" variant="light" color="orange">
                    {kategoriPertemuanLabel(p.kategori)}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <StatusPertemuanTag status={p.status} size="sm" />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Detail pertemuan" withArrow>
                    <ActionIcon variant="light" component={Link} to={paths.pertemuan.detail.getHref(p.id)} aria-label={`Detail Pertemuan ${p.nomor}`} data-testid="pertemuan-row-detail">
                      <IconExternalLink size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Buka di kelas" withArrow>
                    <ActionIcon
                      variant="light"
                      color="teal"
                      component={Link}
                      to={paths.kelas.pertemuan.getHref(p.id_kelas_kuliah, p.id)}
                      aria-label={`Buka Pertemuan ${p.nomor} di kelas`}
                      data-testid="pertemuan-row-kelas"
                    >
                      <IconSchool size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Mobile and tablet: one card per meeting. */
export function PertemuanCards({ items, timeZone }: Omit<Props, 'offset'>) {
  return (
    <Stack gap="sm" data-testid="pertemuan-cards">
      {items.map((p) => (
        <Card key={p.id} padding="sm" data-testid="pertemuan-row" data-id={p.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={700}>Pertemuan {p.nomor}</Text>
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {p.judul}
              </Text>
            </Stack>
            <StatusPertemuanTag status={p.status} size="sm" />
          </Group>
          <Stack gap={2} mt="xs">
            <Text fz="sm" fw={500}>
              {p.kelas_kuliah.mata_kuliah.kode} - {p.kelas_kuliah.mata_kuliah.nama}
            </Text>
            <Text fz="xs" c="dimmed">
              Kelas {p.kelas_kuliah.kelas.nama} ({p.kelas_kuliah.kelas.jenis.nama}) · {modeKuliahLabel(p.jenis)}
              {p.kategori !== 'kuliah' ? ` · ${kategoriPertemuanLabel(p.kategori)}` : ''}
            </Text>
            <Text fz="xs">{formatRentangWaktu(p.waktu_mulai, p.waktu_selesai, timeZone)}</Text>
          </Stack>
          <Group gap="xs" mt="sm" grow>
            <Button size="xs" variant="light" component={Link} to={paths.pertemuan.detail.getHref(p.id)} data-testid="pertemuan-row-detail">
              Detail
            </Button>
            <Button size="xs" variant="default" component={Link} to={paths.kelas.pertemuan.getHref(p.id_kelas_kuliah, p.id)} data-testid="pertemuan-row-kelas">
              Buka di Kelas
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
