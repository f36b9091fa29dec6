import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Menu, Modal, NumberInput, Radio, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconChevronDown, IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ATURAN_KELOMPOK,
  ATURAN_KELOMPOK_LABEL,
  JENIS_SOAL,
  JENIS_SOAL_MENU,
  MODAL_WIDTH,
  PESAN_UJIAN,
  type AturanKelompok,
  type JenisSoal,
  type KelompokSoalItem,
  type UjianDetail,
  type UjianSoalItem,
} from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { EmptyState } from '@/components/empty-state';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { SoalEditor, SoalView } from '@/features/bank-soal';
import { useDeleteKelompok, useSaveKelompok } from '../api/kelompok-soal';
import { useDeleteSoalUjian, useSaveSoalUjian } from '../api/soal-ujian';
import { uploadFileUjian } from '../api/upload-file-ujian';
import { bodyDariForm } from '../soal-ujian-form';
import { SalinBankModal } from './salin-bank-modal';

type Editing = { kind: 'baru'; idKelompok: number; jenis: JenisSoal } | { kind: 'ubah'; soal: UjianSoalItem } | null;

/**
 * Authoring an exam's questions: groups (aturan semua / random / sebagian), questions written with the question
 * bank's editor or copied from a bank. Once a student started, adding and removing is locked.
 */
export function KelompokSoalPanel({ ujian }: { ujian: UjianDetail }) {
  const canWrite = ujian.akses.can_edit;
  const terkunci = ujian.jumlah_pengerjaan > 0;
  const [editing, setEditing] = useState<Editing>(null);
  const [kelompokModal, setKelompokModal] = useState<{ opened: boolean; k: KelompokSoalItem | null }>({ opened: false, k: null });
  const [bank, setBank] = useState<number | null>(null);
  const saveSoal = useSaveSoalUjian(ujian.id);
  const hapusSoal = useDeleteSoalUjian(ujian.id);
  const hapusKelompok = useDeleteKelompok(ujian.id);
  const unggah = (file: File, kind: 'soal_ujian' | 'kunci_ujian') => uploadFileUjian(file, kind, ujian.id_kelas_kuliah);

  const simpan = async (form: FormData, idKelompok: number, lama: UjianSoalItem | null) => {
    try {
      const body = await bodyDariForm(form, lama, unggah);
      const r = await saveSoal.mutateAsync({ idKelompok, idSoal: lama?.id ?? null, body });
      showSuccessToast(r.status.message);
      setEditing(null);
    } catch (e) {
      showErrorToast(e);
      throw e;
    }
  };

  const editor = (jenis: JenisSoal, idKelompok: number, soal: UjianSoalItem | null) => (
    <SoalEditor
      key={soal ? `ubah-${soal.id}` : `baru-${idKelompok}-${jenis}`}
      jenis={jenis}
      soal={soal}
      dir={`ujian/${ujian.id}`}
      saving={saveSoal.isPending}
      onCancel={() => setEditing(null)}
      onSubmit={(form) => simpan(form, idKelompok, soal)}
      uploadGambar={(f) => unggah(f, 'soal_ujian')}
    />
  );

  return (
    <Stack gap="md" data-testid="kelompok-soal-panel">
      {terkunci && canWrite ? (
        <Alert color="blue" icon={<IconInfoCircle size={18} />}>
          {PESAN_UJIAN.soalTerkunci}. Teks dan kunci soal masih dapat diperbaiki.
        </Alert>
      ) : null}
      {canWrite && !terkunci ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setKelompokModal({ opened: true, k: null })} data-testid="kelompok-tambah">
            Tambah Kelompok Soal
          </Button>
        </Group>
      ) : null}
      {ujian.kelompok_soal.length === 0 ? (
        <EmptyState description="Belum ada kelompok soal. Tambahkan kelompok, lalu isi dengan soal baru atau soal dari bank soal." />
      ) : null}
      {ujian.kelompok_soal.map((k) => (
        <Card key={k.id} withBorder radius="md" padding="md" data-testid="kelompok-soal">
          <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Title order={3} fz="md">
                {k.nama}
              </Title>
              <Group gap={6}>
                <Badge variant="light">{ATURAN_KELOMPOK_LABEL[k.aturan]}</Badge>
                {k.aturan !== 'semua' ? <Text fz="sm">{k.jumlah_wajib_dijawab} dari {k.jumlah_soal} soal</Text> : <Text fz="sm">{k.jumlah_soal} soal</Text>}
              </Group>
            </Stack>
            {canWrite ? (
              <Group gap={4}>
                {!terkunci ? (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="xs" leftSection={<IconPlus size={14} />} rightSection={<IconChevronDown size={12} />} disabled={editing !== null} data-testid="soal-tambah">
                        Tambah Soal
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {JENIS_SOAL.map((j) => (
                        <Menu.Item key={j} onClick={() => setEditing({ kind: 'baru', idKelompok: k.id, jenis: j })}>
                          {JENIS_SOAL_MENU[j]}
                        </Menu.Item>
                      ))}
                      <Menu.Divider />
                      <Menu.Item onClick={() => setBank(k.id)} data-testid="soal-dari-bank">
                        Salin dari Bank Soal
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                ) : null}
                <Tooltip label="Ubah kelompok">
                  <ActionIcon variant="subtle" aria-label={`Ubah kelompok ${k.nama}`} onClick={() => setKelompokModal({ opened: true, k })}>
                    <IconPencil size={18} />
                  </ActionIcon>
                </Tooltip>
                {!terkunci ? (
                  <Tooltip label="Hapus kelompok">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Hapus kelompok ${k.nama}`}
                      onClick={() =>
                        openDeleteModal({
                          title: 'Hapus Kelompok Soal',
                          message: `Kelompok "${k.nama}" beserta ${k.jumlah_soal} soalnya akan dihapus. Lanjutkan?`,
                          onConfirm: () => hapusKelompok.mutate(k.id, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) }),
                        })
                      }
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                ) : null}
              </Group>
            ) : null}
          </Group>
          <Stack gap="sm">
            {editing?.kind === 'baru' && editing.idKelompok === k.id ? editor(editing.jenis, k.id, null) : null}
            {(k.soal ?? []).map((s) =>
              editing?.kind === 'ubah' && editing.soal.id === s.id ? (
                editor(s.jenis, k.id, s)
              ) : (
                <SoalView
                  key={s.id}
                  soal={s}
                  canWrite={canWrite && editing === null}
                  onEdit={() => setEditing({ kind: 'ubah', soal: s })}
                  onDelete={() =>
                    terkunci
                      ? showErrorToast(PESAN_UJIAN.soalTerkunci)
                      : openDeleteModal({
                          title: 'Hapus Soal',
                          message: 'Anda yakin ingin menghapus soal ini?',
                          onConfirm: () => hapusSoal.mutate({ idKelompok: k.id, idSoal: s.id }, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) }),
                        })
                  }
                />
              ),
            )}
          </Stack>
        </Card>
      ))}
      <KelompokModal idUjian={ujian.id} state={kelompokModal} terkunci={terkunci} onClose={() => setKelompokModal({ opened: false, k: null })} />
      {bank !== null ? <SalinBankModal opened onClose={() => setBank(null)} idUjian={ujian.id} idKelompok={bank} idMataKuliah={ujian.kelas_kuliah.mata_kuliah.id} /> : null}
    </Stack>
  );
}

function KelompokModal({ idUjian, state, terkunci, onClose }: { idUjian: number; state: { opened: boolean; k: KelompokSoalItem | null }; terkunci: boolean; onClose: () => void }) {
  const save = useSaveKelompok(idUjian);
  const [nama, setNama] = useState('');
  const [aturan, setAturan] = useState<AturanKelompok>('semua');
  const [jumlah, setJumlah] = useState<number | string>('');
  const [dibuka, setDibuka] = useState<KelompokSoalItem | null | undefined>(undefined);
  if (state.opened && dibuka !== state.k) {
    setDibuka(state.k);
    setNama(state.k?.nama ?? '');
    setAturan(state.k?.aturan ?? 'semua');
    setJumlah(state.k?.jumlah_wajib_dijawab ?? '');
  }
  const tutup = () => {
    setDibuka(undefined);
    onClose();
  };
  const simpan = () =>
    save.mutate(
      { idKelompok: state.k?.id ?? null, body: { nama, aturan, jumlah_wajib_dijawab: aturan === 'semua' || jumlah === '' ? null : Number(jumlah) } },
      {
        onSuccess: (r) => {
          showSuccessToast(r.status.message);
          tutup();
        },
        onError: (e) => showErrorToast(e),
      },
    );
  return (
    <Modal opened={state.opened} onClose={tutup} title={state.k ? 'Ubah Kelompok Soal' : 'Tambah Kelompok Soal'} size={MODAL_WIDTH.aksesForm} centered>
      <Stack gap="sm">
        <TextInput label="Nama Kelompok" required value={nama} onChange={(e) => setNama(e.currentTarget.value)} data-testid="kelompok-nama" />
        <Radio.Group label="Aturan" value={aturan} onChange={(v) => setAturan(v as AturanKelompok)}>
          <Stack gap={6} mt={4}>
            {ATURAN_KELOMPOK.map((a) => (
              <Radio key={a} value={a} label={ATURAN_KELOMPOK_LABEL[a]} disabled={terkunci} data-testid={`kelompok-aturan-${a}`} />
            ))}
          </Stack>
        </Radio.Group>
        {aturan !== 'semua' ? (
          <NumberInput
            label={aturan === 'random' ? 'Jumlah soal per peserta' : 'Jumlah soal wajib dijawab'}
            required
            min={1}
            allowDecimal={false}
            disabled={terkunci}
            value={jumlah}
            onChange={setJumlah}
            data-testid="kelompok-jumlah"
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={tutup}>
            Batal
          </Button>
          <Button onClick={simpan} loading={save.isPending} data-testid="kelompok-simpan">
            Simpan
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
