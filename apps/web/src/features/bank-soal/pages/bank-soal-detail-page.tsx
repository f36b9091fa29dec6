import { useMemo, useState } from 'react';
import { Badge, Box, Button, Card, Group, Menu, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { JENIS_SOAL, JENIS_SOAL_MENU, MAX_SOAL_PER_BANK, PESAN_BANK_SOAL, PESAN_SOAL, cocokCariSoal, type JenisSoal, type SoalItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useBankSoal } from '../api/get-bank-soal';
import { useCreateSoal } from '../api/create-soal';
import { useDeleteSoal } from '../api/delete-soal';
import { downloadBankSoalPdf } from '../api/download-files';
import { useUpdateSoal } from '../api/update-soal';
import { BankSoalModal } from '../components/bank-soal-modal';
import { ImporSoalModal } from '../components/impor-soal-modal';
import { SoalEditor } from '../components/soal-editor';
import { SoalView } from '../components/soal-view';
import { SalinKeBankModal, useBolehSalinDariUjian } from '@/features/ujian';

type Editing = { kind: 'baru'; jenis: JenisSoal } | { kind: 'ubah'; soal: SoalItem } | null;

/**
 * /bank-soal/{id} (spec 2 §2): skeleton, 'NO DATA' on error; info card (Judul, Deskripsi, Pembuat, Jumlah Soal,
 * Tampilan); 'Cari soal'; Unduh; writers get 'Ubah Bank Soal', the 'Tambah Soal' menu (disabled at 100) and
 * in-place add/edit cards.
 */
export function BankSoalDetailPage() {
  const id = Number(useParams().id);
  const bank = useBankSoal(id);
  const [cari, setCari] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [ubahBank, setUbahBank] = useState(false);
  const [impor, setImpor] = useState(false);
  const [salinUjian, setSalinUjian] = useState(false);
  const bolehSalinUjian = useBolehSalinDariUjian();
  const [unduh, setUnduh] = useState(false);
  const create = useCreateSoal(id);
  const update = useUpdateSoal(id);
  const hapus = useDeleteSoal(id);
  const data = bank.data;
  const soal = useMemo(() => (data?.list_soal ?? []).filter((s) => cocokCariSoal(s.pertanyaan, cari)), [data, cari]);
  const crumbs = [{ label: 'Beranda', href: paths.beranda.getHref() }, { label: 'Bank Soal', href: paths.bankSoal.list.getHref() }, { label: data?.judul ?? 'Detail' }];

  if (bank.isPending) {
    return (
      <>
        <PageHeader title="Detail Bank Soal" breadcrumbs={crumbs} />
        <Stack data-testid="bank-soal-skeleton">
          <Skeleton h={140} radius="md" />
          <Skeleton h={36} radius="md" />
          <Skeleton h={180} radius="md" />
        </Stack>
      </>
    );
  }
  if (bank.isError || !data) {
    return (
      <>
        <PageHeader title="Detail Bank Soal" breadcrumbs={crumbs} />
        <Card withBorder>
          <Text ta="center" fw={700} c="dimmed" py="xl">
            NO DATA
          </Text>
        </Card>
      </>
    );
  }

  const canWrite = data.akses.can_write;
  const penuh = data.jumlah_soal >= MAX_SOAL_PER_BANK;
  const dir = `bank_soal/${data.id_prodi_mata_kuliah ?? 0}/${data.id_mata_kuliah}/${data.id}`;
  const done = (message: string) => {
    showSuccessToast(message);
    setEditing(null);
  };
  const onDelete = (s: SoalItem) =>
    openDeleteModal({
      title: 'Hapus Soal',
      message: PESAN_SOAL.hapusKonfirmasi,
      confirmLabel: 'Ya',
      cancelLabel: 'Tidak',
      onConfirm: () => void hapus.mutateAsync(s.id).then((r) => showSuccessToast(r.status.message)).catch(() => {}),
    });
  const onUnduh = async () => {
    if (data.jumlah_soal === 0) return showErrorToast(PESAN_BANK_SOAL.belumAdaSoal);
    setUnduh(true);
    try {
      await downloadBankSoalPdf(data.id, data.judul);
    } catch (e) {
      showErrorToast(e);
    } finally {
      setUnduh(false);
    }
  };

  const info: [string, React.ReactNode][] = [
    ['Judul', data.judul],
    ['Deskripsi', data.deskripsi],
    ['Pembuat', data.dosen.nama],
    ['Mata Kuliah', `${data.mata_kuliah.kode} - ${data.mata_kuliah.nama}`],
    ['Jumlah Soal', data.jumlah_soal],
    [
      'Tampilan',
      <Badge key="t" variant="light" color={data.ditampilkan ? 'teal' : 'gray'}>
        {data.ditampilkan ? PESAN_BANK_SOAL.ditampilkan : PESAN_BANK_SOAL.disembunyikan}
      </Badge>,
    ],
  ];

  return (
    <>
      <PageHeader title="Detail Bank Soal" breadcrumbs={crumbs} />
      <Stack gap="md">
        <Card withBorder radius="md" padding="md" data-testid="bank-soal-info">
          <Group justify="space-between" align="flex-start" mb="sm">
            <Title order={2} fz="lg">
              Informasi Bank Soal
            </Title>
            <Group gap="xs">
              <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void onUnduh()} loading={unduh}>
                Unduh
              </Button>
              {canWrite ? (
                <Button variant="light" leftSection={<IconPencil size={16} />} onClick={() => setUbahBank(true)}>
                  Ubah Bank Soal
                </Button>
              ) : null}
            </Group>
          </Group>
          <Stack gap={6} component="dl" m={0}>
            {info.map(([k, val]) => (
              <Box key={k} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
                <Text component="dt" fz="sm" c="dimmed" w={{ base: '100%', tablet: 180 }}>
                  {k}
                </Text>
                <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere', flex: '1 1 240px' }}>
                  {val}
                </Text>
              </Box>
            ))}
          </Stack>
        </Card>

        <Group justify="space-between" gap="sm">
          <TextInput
            placeholder="Cari soal"
            aria-label="Cari soal"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={cari}
            onChange={(e) => setCari(e.currentTarget.value)}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          {canWrite ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Tooltip label={`Maksimal ${MAX_SOAL_PER_BANK} soal per bank soal`} disabled={!penuh}>
                  <Button leftSection={<IconPlus size={16} />} rightSection={<IconChevronDown size={14} />} disabled={penuh || editing !== null} data-testid="tambah-soal">
                    Tambah Soal
                  </Button>
                </Tooltip>
              </Menu.Target>
              <Menu.Dropdown>
                {JENIS_SOAL.map((j) => (
                  <Menu.Item key={j} onClick={() => setEditing({ kind: 'baru', jenis: j })}>
                    {JENIS_SOAL_MENU[j]}
                  </Menu.Item>
                ))}
                <Menu.Divider />
                {bolehSalinUjian ? <Menu.Item onClick={() => setSalinUjian(true)}>Salin dari Kuis/Ujian</Menu.Item> : null}
                <Menu.Item onClick={() => setImpor(true)}>Impor Soal</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>

        {editing?.kind === 'baru' ? (
          <SoalEditor
            key={`baru-${editing.jenis}`}
            jenis={editing.jenis}
            soal={null}
            dir={dir}
            saving={create.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(form) => create.mutateAsync(form).then((r) => done(r.status.message))}
          />
        ) : null}

        {data.list_soal.length === 0 && editing === null ? (
          <EmptyState title={PESAN_BANK_SOAL.kosongJudul} description={PESAN_BANK_SOAL.kosongDeskripsi} />
        ) : soal.length === 0 && cari ? (
          <EmptyState description="Tidak ada soal yang sesuai dengan pencarian." />
        ) : (
          <Stack gap="sm" data-testid="daftar-soal">
            {soal.map((s) =>
              editing?.kind === 'ubah' && editing.soal.id === s.id ? (
                <SoalEditor
                  key={`ubah-${s.id}`}
                  jenis={s.jenis}
                  soal={s}
                  dir={dir}
                  saving={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(form) => update.mutateAsync({ idSoal: s.id, form }).then((r) => done(r.status.message))}
                />
              ) : (
                <SoalView key={s.id} soal={s} canWrite={canWrite && editing === null} onEdit={() => setEditing({ kind: 'ubah', soal: s })} onDelete={() => onDelete(s)} />
              ),
            )}
          </Stack>
        )}
      </Stack>
      <BankSoalModal opened={ubahBank} onClose={() => setUbahBank(false)} mode="ubah" bank={data} />
      <ImporSoalModal idBank={id} opened={impor} onClose={() => setImpor(false)} />
      <SalinKeBankModal opened={salinUjian} onClose={() => setSalinUjian(false)} idBank={id} idMataKuliah={data.id_mata_kuliah} />
    </>
  );
}
