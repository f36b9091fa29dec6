import { useState } from 'react';
import { ActionIcon, Alert, Badge, Box, Group, Menu, Paper, Select, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconDots, IconEye, IconKey, IconLock, IconLockOpen, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { AREA_AKSES, DEFAULT_PER_PAGE, STATUS_AKTIF_LABEL, formatTanggalWaktuZona, namaLengkapDosen, type PenggunaItem, type PeranPengguna } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { TableScroll } from '@/components/table-scroll';
import { useProdiRef } from '@/lib/queries/get-prodi-ref';
import { usePageState } from '@/lib/use-page-state';
import { useServerTime } from '@/lib/server-time';
import { usePenggunaList } from '../api/get-pengguna-list';

export type AksiPengguna = 'lihat' | 'ubah' | 'akses' | 'reset' | 'status' | 'buka_kunci';

type Props = {
  peran: PeranPengguna;
  bolehUbah: boolean;
  onAksi: (aksi: AksiPengguna, item: PenggunaItem) => void;
};

const STATUS_OPSI = [
  { value: 'true', label: 'Aktif' },
  { value: 'false', label: 'Non Aktif' },
];

/** The angkatan filter offers the last eight intake years. */
function opsiAngkatan(tahunIni = new Date().getFullYear()) {
  return Array.from({ length: 8 }, (_, i) => String(tahunIni - i));
}

const namaTampil = (p: PenggunaItem) => (p.role === 'dosen' ? namaLengkapDosen({ nama: p.nama, gelar_depan: p.gelar_depan, gelar_akademik: p.gelar_akademik }) : p.nama);
const prodiTampil = (p: PenggunaItem) => (p.prodi ? `${p.prodi.jenjang} ${p.prodi.nama}` : 'Prodi belum ditentukan');

/** 'Tulis 3 · Baca 2' for an operator's access map. */
export function ringkasanAkses(p: PenggunaItem): string {
  const hak = p.hak_akses;
  if (!hak) return '-';
  const tulis = AREA_AKSES.filter((a) => hak[a] === 'write').length;
  const baca = AREA_AKSES.filter((a) => hak[a] === 'read').length;
  if (!tulis && !baca) return 'Tidak ada akses';
  return [tulis ? `Tulis ${tulis} area` : '', baca ? `Baca ${baca} area` : ''].filter(Boolean).join(' · ');
}

function StatusBadge({ aktif }: { aktif: boolean }) {
  return (
    <Badge color={aktif ? 'green' : 'gray'} variant="light" data-testid="pengguna-status">
      {STATUS_AKTIF_LABEL(aktif)}
    </Badge>
  );
}

/** A login locked after too many failed attempts, with the time it ends in the college's zone. */
function KunciBadge({ sampai }: { sampai: string | null }) {
  const { timeZone } = useServerTime();
  if (!sampai) return null;
  const teks = `Login terkunci sampai ${formatTanggalWaktuZona(sampai, timeZone)}`;
  return (
    <Badge color="orange" variant="light" leftSection={<IconLock size={12} aria-hidden />} title={teks} aria-label={teks} data-testid="pengguna-terkunci">
      Terkunci
    </Badge>
  );
}

function AksiMenu({ p, peran, bolehUbah, onAksi }: { p: PenggunaItem; peran: PeranPengguna; bolehUbah: boolean; onAksi: Props['onAksi'] }) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Aksi untuk ${p.nama}`} data-testid="pengguna-aksi">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {bolehUbah ? (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAksi('ubah', p)} data-testid="aksi-ubah">
            Ubah
          </Menu.Item>
        ) : (
          <Menu.Item leftSection={<IconEye size={16} />} onClick={() => onAksi('lihat', p)} data-testid="aksi-lihat">
            Lihat
          </Menu.Item>
        )}
        {peran === 'operator' ? (
          <Menu.Item leftSection={<IconLock size={16} />} onClick={() => onAksi('akses', p)} data-testid="aksi-akses">
            {bolehUbah ? 'Hak Akses' : 'Lihat Hak Akses'}
          </Menu.Item>
        ) : null}
        {bolehUbah ? (
          <>
            <Menu.Item leftSection={<IconKey size={16} />} onClick={() => onAksi('reset', p)} data-testid="aksi-reset">
              Reset Password
            </Menu.Item>
            {p.login_terkunci_sampai ? (
              <Menu.Item leftSection={<IconLockOpen size={16} />} onClick={() => onAksi('buka_kunci', p)} data-testid="aksi-buka-kunci">
                Buka Kunci Login
              </Menu.Item>
            ) : null}
            <Menu.Item
              color={p.is_active ? 'red' : undefined}
              leftSection={p.is_active ? <IconUserOff size={16} /> : <IconUserCheck size={16} />}
              onClick={() => onAksi('status', p)}
              data-testid="aksi-status"
            >
              {p.is_active ? 'Nonaktifkan' : 'Aktifkan'}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One role's users: search (500 ms), study programme, intake year and status filters, pages; cards under 768 px
 * (spec 1 §9), a table from tablet up. Row actions need write on data_master, except looking.
 */
export function PenggunaTable({ peran, bolehUbah, onAksi }: Props) {
  const [search, setSearch] = useState('');
  const [prodi, setProdi] = useState<string | null>(null);
  const [angkatan, setAngkatan] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const prodiList = useProdiRef({ enabled: peran !== 'operator' });
  const list = usePenggunaList({
    role: peran,
    page,
    per_page: perPage,
    search: search || undefined,
    id_prodi: prodi ? [Number(prodi)] : undefined,
    angkatan: angkatan ? [Number(angkatan)] : undefined,
    is_active: status === null ? undefined : status === 'true',
  });
  const items = list.data?.data ?? [];
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  const nomorInduk = peran === 'mahasiswa' ? 'NIM' : peran === 'dosen' ? 'NIDN' : 'ID Operator';

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchInput
          placeholder={peran === 'operator' ? 'Cari nama, ID operator atau email' : `Cari nama, ${nomorInduk} atau email`}
          value={search}
          onSearch={reset(setSearch)}
          style={{ flex: '1 1 240px' }}
          data-testid="pengguna-search"
        />
        {peran !== 'operator' ? (
          <Select
            placeholder="Semua program studi"
            aria-label="Program studi"
            clearable
            searchable
            data={(prodiList.data ?? []).map((p) => ({ value: String(p.idProdi), label: `${p.tingkat} ${p.nama}` }))}
            value={prodi}
            onChange={reset(setProdi)}
            style={{ flex: '1 1 200px' }}
            data-testid="pengguna-prodi"
          />
        ) : null}
        {peran === 'mahasiswa' ? (
          <Select placeholder="Semua angkatan" aria-label="Angkatan" clearable data={opsiAngkatan()} value={angkatan} onChange={reset(setAngkatan)} w={170} data-testid="pengguna-angkatan" />
        ) : null}
        <Select placeholder="Semua status" aria-label="Status" clearable data={STATUS_OPSI} value={status} onChange={reset(setStatus)} w={170} data-testid="pengguna-filter-status" />
      </Group>
      {list.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pengguna gagal dimuat">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState description="Tidak ada pengguna yang sesuai." />
      ) : (
        <>
          {/* Under 768 px each user is a card (spec 1 §9); from tablet up, the table. */}
          <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Daftar ${peran}`}>
            {items.map((p) => (
              <Paper key={p.id} withBorder p="sm" component="li" data-testid="pengguna-card" data-username={p.username}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={600}>
                      {namaTampil(p)}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {nomorInduk}: {peran === 'operator' ? p.username : (p.nomor_induk ?? '-')}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {peran === 'operator' ? ringkasanAkses(p) : `${prodiTampil(p)}${p.angkatan ? ` · Angkatan ${p.angkatan}` : ''}`}
                    </Text>
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <StatusBadge aktif={p.is_active} />
                    <KunciBadge sampai={p.login_terkunci_sampai} />
                    <AksiMenu p={p} peran={peran} bolehUbah={bolehUbah} onAksi={onAksi} />
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
          <Box visibleFrom="tablet">
            <TableScroll label={`Tabel ${peran}`} minWidth={640}>
              <Table striped="even" highlightOnHover verticalSpacing="xs" data-testid="pengguna-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={56}>No</Table.Th>
                    <Table.Th w={150}>{nomorInduk}</Table.Th>
                    <Table.Th>Nama</Table.Th>
                    <Table.Th>{peran === 'operator' ? 'Hak Akses' : 'Program Studi'}</Table.Th>
                    {peran === 'mahasiswa' ? <Table.Th w={90}>Angkatan</Table.Th> : null}
                    <Table.Th w={110}>Status</Table.Th>
                    <Table.Th w={64}>
                      <VisuallyHidden>Aksi</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p, i) => (
                    <Table.Tr key={p.id} data-testid="pengguna-row" data-username={p.username}>
                      <Table.Td>{(list.data.meta.page - 1) * list.data.meta.per_page + i + 1}</Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {peran === 'operator' ? p.username : (p.nomor_induk ?? '-')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{namaTampil(p)}</Text>
                        <Text fz="xs" c="dimmed">
                          {p.email || '-'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm">{peran === 'operator' ? ringkasanAkses(p) : prodiTampil(p)}</Text>
                      </Table.Td>
                      {peran === 'mahasiswa' ? <Table.Td>{p.angkatan ?? '-'}</Table.Td> : null}
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <StatusBadge aktif={p.is_active} />
                          <KunciBadge sampai={p.login_terkunci_sampai} />
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <AksiMenu p={p} peran={peran} bolehUbah={bolehUbah} onAksi={onAksi} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </Box>
          <PaginationRow page={page} perPage={perPage} total={list.data.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
        </>
      )}
    </Stack>
  );
}
