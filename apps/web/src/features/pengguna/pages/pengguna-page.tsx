import { useState } from 'react';
import { Button, Group, Paper, Tabs } from '@mantine/core';
import { IconFileImport, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PERAN_LABEL, PERAN_PENGGUNA, type PenggunaItem, type PeranPengguna } from '@lms/shared';
import { FormModal } from '@/components/form-modal';
import { openConfirmModal } from '@/components/confirm-modal';
import { PageHeader } from '@/components/page-header';
import { showSuccessToast } from '@/components/toast';
import { ImporDataMaster } from '@/features/data-master';
import { useCan } from '@/lib/authorization';
import { useBukaKunciLogin } from '../api/buka-kunci-login';
import { penggunaKeys } from '../api/keys';
import { useUpdateStatusPengguna } from '../api/update-status-pengguna';
import { AksesFormModal } from '../components/akses-form-modal';
import { PenggunaFormModal } from '../components/pengguna-form-modal';
import { PenggunaTable, type AksiPengguna } from '../components/pengguna-table';
import { ResetPasswordModal } from '../components/reset-password-modal';

type Dialog = { jenis: 'form' | 'lihat' | 'akses' | 'reset'; item: PenggunaItem | null } | null;

const peranDari = (v: string | null): PeranPengguna => ((PERAN_PENGGUNA as readonly string[]).includes(v ?? '') ? (v as PeranPengguna) : 'mahasiswa');

/**
 * /pengguna (Data Master, data_master): students, lecturers and operators of the college, one tab each. With write:
 * add, change, deactivate, reset a password, an operator's access form, and the master-data import; with read only:
 * the lists, each person's data and an operator's rights, without controls.
 */
export function PenggunaPage() {
  const bolehUbah = useCan('data_master', 'write');
  const [params, setParams] = useSearchParams();
  const peran = peranDari(params.get('peran'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [impor, setImpor] = useState(false);
  const status = useUpdateStatusPengguna();
  const bukaKunci = useBukaKunciLogin();
  const tutup = () => setDialog(null);
  const qc = useQueryClient();
  // Imported students and lecturers appear in the lists once the import dialog closes.
  const tutupImpor = () => {
    setImpor(false);
    void qc.invalidateQueries({ queryKey: penggunaKeys.all });
  };

  const onAksi = (aksi: AksiPengguna, item: PenggunaItem) => {
    if (aksi === 'ubah') return setDialog({ jenis: 'form', item });
    if (aksi === 'lihat') return setDialog({ jenis: 'lihat', item });
    if (aksi === 'akses') return setDialog({ jenis: 'akses', item });
    if (aksi === 'reset') return setDialog({ jenis: 'reset', item });
    if (aksi === 'buka_kunci') {
      return openConfirmModal({
        title: 'Buka kunci login',
        message: `Buka kunci login ${item.nama} (${item.username})? Percobaan login yang gagal dihapus sehingga pengguna dapat langsung login lagi.`,
        confirmLabel: 'Buka Kunci',
        onConfirm: () => bukaKunci.mutate(item.id, { onSuccess: (res) => showSuccessToast(res.status.message) }),
      });
    }
    const aktifkan = !item.is_active;
    openConfirmModal({
      title: aktifkan ? 'Aktifkan pengguna' : 'Nonaktifkan pengguna',
      message: aktifkan
        ? `Aktifkan kembali akun ${item.nama} (${item.username})?`
        : `Nonaktifkan akun ${item.nama} (${item.username})? Pengguna tidak dapat login dan sesi yang sedang berjalan diakhiri.`,
      confirmLabel: aktifkan ? 'Aktifkan' : 'Nonaktifkan',
      onConfirm: () => status.mutate({ id: item.id, is_active: aktifkan }, { onSuccess: (res) => showSuccessToast(res.status.message) }),
    });
  };

  return (
    <>
      <PageHeader
        title="Pengguna"
        subtitle="Mahasiswa, dosen dan operator perguruan tinggi"
        actions={
          bolehUbah ? (
            <Group gap="sm">
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImpor(true)} data-testid="pengguna-impor">
                Impor Data
              </Button>
              <Button leftSection={<IconUserPlus size={16} />} onClick={() => setDialog({ jenis: 'form', item: null })} data-testid="pengguna-tambah">
                Tambah {PERAN_LABEL[peran]}
              </Button>
            </Group>
          ) : null
        }
      />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Tabs value={peran} onChange={(v) => setParams(v ? { peran: v } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List mb="md">
            {PERAN_PENGGUNA.map((p) => (
              <Tabs.Tab key={p} value={p} data-testid={`tab-${p}`}>
                {PERAN_LABEL[p]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {PERAN_PENGGUNA.map((p) => (
            <Tabs.Panel key={p} value={p}>
              <PenggunaTable peran={p} bolehUbah={bolehUbah} onAksi={onAksi} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>

      <PenggunaFormModal
        opened={dialog?.jenis === 'form' || dialog?.jenis === 'lihat'}
        onClose={tutup}
        peran={peran}
        item={dialog?.item}
        readOnly={dialog?.jenis === 'lihat'}
        // A new operator has no access yet: the access form follows at once.
        onSaved={(item, baru) => (baru && item.role === 'operator' ? setDialog({ jenis: 'akses', item }) : undefined)}
      />
      <AksesFormModal opened={dialog?.jenis === 'akses'} onClose={tutup} operator={dialog?.jenis === 'akses' ? dialog.item : null} readOnly={!bolehUbah} />
      <ResetPasswordModal opened={dialog?.jenis === 'reset'} onClose={tutup} item={dialog?.jenis === 'reset' ? dialog.item : null} />
      {bolehUbah ? (
        <FormModal opened={impor} onClose={tutupImpor} title="Impor Data Master">
          <ImporDataMaster />
        </FormModal>
      ) : null}
    </>
  );
}
