import { useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatNilai, formatTanggalWaktu, type KeaktifanItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';
import { useKeaktifan } from '../api/get-keaktifan';

type Filter = 'semua' | 'tercapai' | 'belum';

function StatusBadge({ tercapai }: { tercapai: boolean }) {
  return (
    <Badge color={tercapai ? 'green' : 'orange'} variant="light" data-testid="keaktifan-status">
      {tercapai ? 'Tercapai' : 'Belum Tercapai'}
    </Badge>
  );
}

/**
 * /forum/{id}/keaktifan (spec 1 §2.1): per participant posts, replies, whether minimal_post is reached and, when the
 * forum is graded (penilaian_keaktifan), the activity score ('-' for no comment). Teachers and operators.
 */
export function ForumKeaktifanPage() {
  const id = Number(useParams().id);
  const { timeZone } = useServerTime();
  const data = useKeaktifan(Number.isInteger(id) && id > 0 ? id : 0);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('semua');
  const f = data.data?.forum;
  const dinilai = Boolean(f?.penilaian_keaktifan);

  const rows = useMemo(() => {
    const q = search.trim().toLowerCase();
    return (data.data?.peserta ?? []).filter(
      (p) =>
        (filter === 'semua' || (filter === 'tercapai') === p.tercapai) &&
        (!q || p.mahasiswa.nama.toLowerCase().includes(q) || p.mahasiswa.nim.toLowerCase().includes(q)),
    );
  }, [data.data, search, filter]);

  const nilai = (p: KeaktifanItem) => (p.nilai === null ? '-' : formatNilai(p.nilai));

  return (
    <>
      <PageHeader
        title="Keaktifan Forum"
        subtitle={f ? `${f.judul} · ${f.kelas_kuliah.mata_kuliah.nama} Kelas ${f.kelas_kuliah.kelas.nama}` : undefined}
        breadcrumbs={[{ label: 'Forum', href: paths.forum.list.getHref() }, { label: f?.judul ?? 'Forum' }, { label: 'Keaktifan' }]}
        actions={
          f ? (
            <Button component={Link} to={paths.forum.diskusi.getHref(f.id_group_chat, f.id_forum_chat)} variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="keaktifan-ke-forum">
              Buka Diskusi
            </Button>
          ) : undefined
        }
      />
      <QueryState query={data} loader={<Skeleton h={320} />} errorTitle="Keaktifan gagal dimuat" errorTestId="keaktifan-error">
        {(d) => (
          <Stack gap="md">
            <Group gap="sm" data-testid="keaktifan-ringkasan">
              <Badge size="lg" variant="light" color="blue">
                {d.ringkasan.jumlah_peserta_join}/{d.ringkasan.jumlah_peserta} peserta berdiskusi
              </Badge>
              <Badge size="lg" variant="light" color="green">
                {d.ringkasan.jumlah_tercapai} mencapai minimal {f!.minimal_post} komentar
              </Badge>
              {dinilai ? (
                <Text fz="sm" c="dimmed">
                  Nilai keaktifan: 100 bila minimal tercapai, sebanding bila kurang.
                </Text>
              ) : null}
            </Group>
            <Paper withBorder p={{ base: 'sm', tablet: 'md' }} component="section" aria-labelledby="keaktifan-title">
              <Title order={3} fz="lg" id="keaktifan-title" mb="sm">
                Peserta
              </Title>
              <Group gap="sm" mb="md" wrap="wrap">
                <SearchInput placeholder="Cari nama atau NIM" value={search} onSearch={setSearch} style={{ flex: '1 1 240px' }} aria-label="Cari peserta" />
                <SegmentedControl
                  value={filter}
                  onChange={(v) => setFilter(v as Filter)}
                  data={[
                    { value: 'semua', label: 'Semua' },
                    { value: 'tercapai', label: 'Tercapai' },
                    { value: 'belum', label: 'Belum' },
                  ]}
                  aria-label="Saring status"
                />
              </Group>
              {rows.length === 0 ? (
                <EmptyState description="Tidak ada peserta yang sesuai." />
              ) : (
                <>
                  <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Keaktifan peserta">
                    {rows.map((p) => (
                      <Paper key={p.mahasiswa.id} withBorder p="sm" component="li" data-testid="keaktifan-card">
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            <Text fw={700} fz="sm">
                              {p.mahasiswa.nama}
                            </Text>
                            <Text fz="xs" c="dimmed">
                              {p.mahasiswa.nim}
                            </Text>
                          </Stack>
                          <StatusBadge tercapai={p.tercapai} />
                        </Group>
                        <Text fz="xs" mt={4}>
                          {p.jumlah_post} posting · {p.jumlah_balasan} balasan · {p.jumlah_komentar} komentar{dinilai ? ` · Nilai ${nilai(p)}` : ''}
                        </Text>
                      </Paper>
                    ))}
                  </Stack>
                  <Box visibleFrom="tablet">
                  <TableScroll label="Tabel keaktifan peserta" minWidth={760}>
                    <Table striped highlightOnHover data-testid="keaktifan-table">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>No</Table.Th>
                          <Table.Th>NIM</Table.Th>
                          <Table.Th>Nama</Table.Th>
                          <Table.Th ta="right">Posting</Table.Th>
                          <Table.Th ta="right">Balasan</Table.Th>
                          <Table.Th ta="right">Jumlah Komentar</Table.Th>
                          <Table.Th>Status</Table.Th>
                          <Table.Th>Terakhir</Table.Th>
                          {dinilai ? <Table.Th ta="right">Nilai</Table.Th> : null}
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {rows.map((p, i) => (
                          <Table.Tr key={p.mahasiswa.id} data-testid="keaktifan-row">
                            <Table.Td>{i + 1}</Table.Td>
                            <Table.Td>{p.mahasiswa.nim}</Table.Td>
                            <Table.Td>{p.mahasiswa.nama}</Table.Td>
                            <Table.Td ta="right">{p.jumlah_post}</Table.Td>
                            <Table.Td ta="right">{p.jumlah_balasan}</Table.Td>
                            <Table.Td ta="right">{p.jumlah_komentar}</Table.Td>
                            <Table.Td>
                              <StatusBadge tercapai={p.tercapai} />
                            </Table.Td>
                            <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.terakhir_at ? formatTanggalWaktu(p.terakhir_at, timeZone) : '-'}</Table.Td>
                            {dinilai ? <Table.Td ta="right">{nilai(p)}</Table.Td> : null}
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </TableScroll>
                  </Box>
                </>
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
