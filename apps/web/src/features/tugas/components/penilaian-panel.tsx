import { useMemo, useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, Paper, Select, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconPaperclip, IconStar } from '@tabler/icons-react';
import { STATUS_PENGUMPULAN, STATUS_PENGUMPULAN_META, formatNilai, formatTanggalWaktuZona, type PenilaianItem, type StatusPengumpulan, type TugasItem } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { EmptyState } from '@/components/empty-state';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { initials } from '@/lib/initials';
import { usePenilaian } from '../api/get-penilaian';
import { usePublishNilaiTugas } from '../api/publish-nilai-tugas';
import { NilaiModal, type TargetNilai } from './nilai-modal';
import { StatusPengumpulanBadge, StatusNilaiBadge } from './tugas-status';
import { UnduhSemua } from './unduh-semua';

type Props = { tugas: TugasItem; timeZone: string };

function Foto({ r }: { r: PenilaianItem }) {
  return r.mahasiswa.avatar_url ? (
    <AuthImage src={r.mahasiswa.avatar_url} alt="" w={32} h={32} radius="xl" />
  ) : (
    <Avatar size={32} radius="xl" color="blue">
      {initials(r.mahasiswa.nama)}
    </Avatar>
  );
}

/**
 * The submissions list of a task (grading): every participant (group tasks: by group) with the state of their
 * hand-in (on time, late, none), their files, score and feedback; a score per student or per group; publishing the
 * scores; the zip of everything. Under 768 px each participant is a card.
 */
export function PenilaianPanel({ tugas, timeZone }: Props) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusPengumpulan | null>(null);
  const list = usePenilaian(tugas.id, { search, status: status ? [status] : undefined });
  const publish = usePublishNilaiTugas(tugas.id);
  const [target, setTarget] = useState<TargetNilai | null>(null);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const canWrite = tugas.can.nilai;
  const kelompok = tugas.jenis === 'kelompok';
  const groups = useMemo(() => {
    const m = new Map<number, { id: number; nama: string; rows: PenilaianItem[] }>();
    for (const r of rows) if (r.kelompok) m.set(r.kelompok.id, { id: r.kelompok.id, nama: r.kelompok.nama, rows: [...(m.get(r.kelompok.id)?.rows ?? []), r] });
    return m;
  }, [rows]);

  const nilaiButton = (r: PenilaianItem) =>
    canWrite ? (
      <Button size="compact-sm" variant="light" leftSection={<IconStar size={14} />} onClick={() => setTarget({ kind: 'mahasiswa', row: r })} aria-label={`Nilai ${r.mahasiswa.nama}`} data-testid="penilaian-nilai">
        Nilai
      </Button>
    ) : null;
  const kelompokButton = (r: PenilaianItem) => {
    const g = r.kelompok ? groups.get(r.kelompok.id) : undefined;
    if (!canWrite || !g || g.rows[0] !== r) return null;
    return (
      <Button size="compact-sm" variant="subtle" onClick={() => setTarget({ kind: 'kelompok', idKelompok: g.id, nama: g.nama, rows: g.rows })} data-testid="penilaian-nilai-kelompok">
        Nilai Kelompok
      </Button>
    );
  };
  const berkas = (r: PenilaianItem) =>
    r.pengumpulan ? (
      <Group gap={4} wrap="nowrap">
        <IconPaperclip size={14} aria-hidden />
        <Text fz="sm">{r.pengumpulan.files.length} file</Text>
      </Group>
    ) : (
      '-'
    );

  return (
    <Stack gap="md" data-testid="penilaian-panel">
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="xs">
            {tugas.rekap ? <StatusNilaiBadge status={tugas.rekap.status_nilai} /> : null}
            {tugas.rekap ? (
              <Text fz="sm">
                {tugas.rekap.jumlah_pengumpulan} pengumpulan · {tugas.rekap.jumlah_terlambat} terlambat · {tugas.rekap.jumlah_belum_dinilai} belum dinilai
              </Text>
            ) : null}
          </Group>
          <Group gap="sm" wrap="wrap">
            {canWrite ? (
              <Switch
                label="Publish nilai"
                checked={tugas.is_tampilkan_nilai}
                disabled={publish.isPending}
                onChange={(e) => publish.mutate(e.currentTarget.checked, { onSuccess: (res) => showSuccessToast(res.status.message), onError: (er) => showErrorToast(er) })}
                data-testid="penilaian-publish"
              />
            ) : null}
            <UnduhSemua idTugas={tugas.id} />
          </Group>
        </Group>
      </Paper>
      <Group gap="sm" wrap="wrap">
        <SearchInput placeholder="Cari nama atau NIM" value={search} onSearch={setSearch} style={{ flex: '1 1 240px' }} data-testid="penilaian-search" />
        <Select
          placeholder="Semua status"
          aria-label="Status pengumpulan"
          clearable
          data={STATUS_PENGUMPULAN.map((s) => ({ value: s, label: STATUS_PENGUMPULAN_META[s].label }))}
          value={status}
          onChange={(v) => setStatus(v as StatusPengumpulan | null)}
          style={{ flex: '0 1 220px' }}
          data-testid="penilaian-status"
        />
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Daftar pengumpulan gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Skeleton h={240} />
      ) : rows.length === 0 ? (
        <EmptyState description="Tidak ada peserta yang sesuai." />
      ) : (
        <>
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar pengumpulan">
            {rows.map((r) => (
              <Paper key={r.mahasiswa.id} withBorder p="sm" component="li" data-testid="penilaian-card">
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Foto r={r} />
                  <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={700} fz="sm">
                      {r.mahasiswa.nama}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {r.mahasiswa.nim}
                      {r.kelompok ? ` · ${r.kelompok.nama}${r.kelompok.jabatan === 'ketua' ? ' (Ketua)' : ''}` : ''}
                    </Text>
                    <Group gap="xs">
                      <StatusPengumpulanBadge status={r.status_pengumpulan} />
                      <Text fz="sm">Nilai: {r.nilai === null ? '-' : formatNilai(r.nilai)}</Text>
                    </Group>
                    <Group gap="xs">
                      {nilaiButton(r)}
                      {kelompokButton(r)}
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Paper withBorder visibleFrom="tablet">
            <TableScroll label="Daftar pengumpulan" minWidth={760}>
              <Table verticalSpacing="xs" highlightOnHover data-testid="penilaian-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Mahasiswa</Table.Th>
                    {kelompok ? <Table.Th>Kelompok</Table.Th> : null}
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Waktu Kumpul</Table.Th>
                    <Table.Th>Berkas</Table.Th>
                    <Table.Th>Nilai</Table.Th>
                    <Table.Th>Aksi</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((r) => (
                    <Table.Tr key={r.mahasiswa.id} data-testid="penilaian-row" data-nim={r.mahasiswa.nim}>
                      <Table.Td>
                        <Group gap="sm" wrap="nowrap">
                          <Foto r={r} />
                          <div>
                            <Text fz="sm" fw={600}>
                              {r.mahasiswa.nama}
                            </Text>
                            <Text fz="xs" c="dimmed">
                              {r.mahasiswa.nim}
                            </Text>
                          </div>
                        </Group>
                      </Table.Td>
                      {kelompok ? (
                        <Table.Td>
                          {r.kelompok ? (
                            <Group gap={4}>
                              <Text fz="sm">{r.kelompok.nama}</Text>
                              {r.kelompok.jabatan === 'ketua' ? (
                                <Badge size="xs" color="yellow" variant="light">
                                  Ketua
                                </Badge>
                              ) : null}
                            </Group>
                          ) : (
                            '-'
                          )}
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <StatusPengumpulanBadge status={r.status_pengumpulan} />
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{r.pengumpulan ? formatTanggalWaktuZona(r.pengumpulan.waktu_update, timeZone) : '-'}</Text>
                      </Table.Td>
                      <Table.Td>{berkas(r)}</Table.Td>
                      <Table.Td data-testid="penilaian-nilai-sel">
                        <Text fz="sm" fw={600}>
                          {r.nilai === null ? '-' : formatNilai(r.nilai)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {nilaiButton(r)}
                          {kelompokButton(r)}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Paper>
        </>
      )}
      <NilaiModal tugas={tugas} target={target} timeZone={timeZone} onClose={() => setTarget(null)} />
    </Stack>
  );
}
