import { useState } from 'react';
import { Accordion, Badge, Button, Chip, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  BANTUAN_PER_PAGE,
  ROLES,
  ROLE_LABEL,
  SUMBER_BANTUAN_LABEL,
  TOPIK_BANTUAN,
  bolehKelolaBantuan,
  type BantuanItem,
  type Role,
  type TopikBantuan,
} from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState, SkeletonRows } from '@/components/query-state';
import { RichText } from '@/components/rich-text';
import { SearchInput } from '@/components/search-input';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useUser } from '@/lib/auth';
import { useHakAkses } from '@/lib/authorization';
import { usePageState } from '@/lib/use-page-state';
import { useBantuanList, useBantuanTopik } from '../api/get-bantuan';
import { useHapusBantuan } from '../api/mutations';
import { BantuanFormModal } from '../components/bantuan-form-modal';

const SEMUA = 'semua';

/**
 * /bantuan: help articles by topic with full-text search. Students and lecturers read those for their role;
 * operators (bantuan read) read every role's and filter by role; operators who may also publish (pengumuman write)
 * add, change and delete the college's own entries. The product's own articles are marked 'Bawaan'.
 */
export function BantuanPage() {
  const { data: user } = useUser();
  const hak = useHakAkses();
  const operator = user?.role === 'ROLE_OPERATOR';
  const kelola = operator && bolehKelolaBantuan(hak);
  const [search, setSearch] = useState('');
  const [topik, setTopik] = useState<TopikBantuan | null>(null);
  const [peran, setPeran] = useState<Role | null>(null);
  const { page, setPage, perPage, setPerPage } = usePageState(BANTUAN_PER_PAGE);
  const filter = { search: search || undefined, peran: peran ?? undefined };
  const topikList = useBantuanTopik(filter);
  const list = useBantuanList({ ...filter, topik: topik ?? undefined, page, per_page: perPage });
  const items = list.data?.data ?? [];
  const [form, setForm] = useState<{ artikel: BantuanItem | null } | null>(null);
  const hapus = useHapusBantuan();
  const total = (topikList.data ?? []).reduce((n, t) => n + t.jumlah, 0);

  const remove = (a: BantuanItem) =>
    openDeleteModal({
      title: 'Hapus Artikel Bantuan',
      message: `Hapus artikel "${a.judul}"?`,
      onConfirm: () => hapus.mutate(a.id, { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) }),
    });

  return (
    <>
      <PageHeader
        title="Bantuan"
        subtitle="Panduan menggunakan LMS"
        actions={
          kelola ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ artikel: null })} data-testid="bantuan-tambah">
              Tambah Artikel
            </Button>
          ) : undefined
        }
      />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <SearchInput
              placeholder="Cari bantuan, mis. kehadiran online"
              value={search}
              onSearch={(v) => {
                setSearch(v);
                setPage(1);
              }}
              style={{ flex: '1 1 260px' }}
              data-testid="bantuan-search"
            />
            {operator ? (
              <Select
                aria-label="Peran"
                placeholder="Semua peran"
                clearable
                data={ROLES.map((r) => ({ value: r, label: `Untuk ${ROLE_LABEL[r]}` }))}
                value={peran}
                onChange={(v) => {
                  setPeran(v as Role | null);
                  setPage(1);
                }}
                style={{ flex: '0 1 200px' }}
                data-testid="bantuan-peran"
              />
            ) : null}
          </Group>
          <Chip.Group
            value={topik ?? SEMUA}
            onChange={(v) => {
              setTopik(v === SEMUA ? null : (v as TopikBantuan));
              setPage(1);
            }}
          >
            <Group gap="xs" wrap="wrap" role="group" aria-label="Topik" data-testid="bantuan-topik-filter">
              <Chip value={SEMUA} size="sm">
                Semua topik ({total})
              </Chip>
              {(topikList.data ?? [])
                .filter((t) => t.jumlah > 0 || t.topik === topik)
                .map((t) => (
                  <Chip key={t.topik} value={t.topik} size="sm" data-testid={`topik-${t.topik}`}>
                    {t.label} ({t.jumlah})
                  </Chip>
                ))}
            </Group>
          </Chip.Group>
          <QueryState query={list} loader={<SkeletonRows count={5} h={52} />} errorTitle="Bantuan gagal dimuat" isEmpty={(d) => d.data.length === 0} empty={{ title: 'Tidak ditemukan', description: 'Tidak ada artikel bantuan yang sesuai. Coba kata lain atau topik lain.' }}>
            {(d) => (
              <>
                <Accordion variant="separated" data-testid="bantuan-list">
                  {items.map((a) => (
                    <Accordion.Item key={a.id} value={String(a.id)} data-testid="bantuan-item">
                      <Accordion.Control>
                        <Stack gap={4}>
                          <Text fw={600}>{a.judul}</Text>
                          <Group gap={6}>
                            <Badge variant="light" color="blue" size="sm">
                              {TOPIK_BANTUAN[a.topik]}
                            </Badge>
                            <Badge variant="light" color={a.sumber === 'kampus' ? 'grape' : 'gray'} size="sm">
                              {SUMBER_BANTUAN_LABEL[a.sumber]}
                            </Badge>
                            {operator ? (
                              <Text fz="xs" c="dimmed">
                                {a.peran.length ? a.peran.map((r) => ROLE_LABEL[r]).join(', ') : 'Semua peran'}
                              </Text>
                            ) : null}
                          </Group>
                        </Stack>
                      </Accordion.Control>
                      <Accordion.Panel>
                        <RichText html={a.isi} />
                        {kelola && a.sumber === 'kampus' ? (
                          <Group gap="xs" mt="sm" justify="flex-end">
                            <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setForm({ artikel: a })} data-testid="bantuan-ubah">
                              Ubah
                            </Button>
                            <Button variant="light" color="red" size="xs" leftSection={<IconTrash size={14} />} onClick={() => remove(a)} data-testid="bantuan-hapus">
                              Hapus
                            </Button>
                          </Group>
                        ) : null}
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
                <PaginationRow page={page} perPage={perPage} total={d.meta.total_items} onPageChange={setPage} onPerPageChange={setPerPage} />
              </>
            )}
          </QueryState>
        </Stack>
      </Paper>
      <BantuanFormModal opened={form !== null} artikel={form?.artikel ?? null} onClose={() => setForm(null)} />
    </>
  );
}
