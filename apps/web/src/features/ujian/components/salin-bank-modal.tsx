import { useState } from 'react';
import { Button, Group, Modal, Select, Skeleton, Stack, Text } from '@mantine/core';
import { JENIS_SOAL_LABEL, MODAL_WIDTH, PESAN_UJIAN, UJIAN_SALIN_PER_PAGE } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { SoalPilihTable } from '@/components/soal-pilih-table';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useBankSoal, useBankSoalList } from '@/features/bank-soal';
import { useSalinSoalBank } from '../api/soal-ujian';

type Props = { opened: boolean; onClose: () => void; idUjian: number; idKelompok: number; idMataKuliah: number };

/**
 * 'Salin dari Bank Soal': the lecturer's banks of the course (and shown banks of colleagues), a question table with
 * checkboxes (Soal, Jenis, Pembuat), 10 per page. The questions become the exam's own copies.
 */
export function SalinBankModal({ opened, onClose, idUjian, idKelompok, idMataKuliah }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Salin Soal dari Bank Soal" size={MODAL_WIDTH.card} centered>
      {opened ? <Isi onClose={onClose} idUjian={idUjian} idKelompok={idKelompok} idMataKuliah={idMataKuliah} /> : null}
    </Modal>
  );
}

function Isi({ onClose, idUjian, idKelompok, idMataKuliah }: Omit<Props, 'opened'>) {
  const banks = useBankSoalList({ page: 1, per_page: 100, id_mata_kuliah: [idMataKuliah] });
  const [idBank, setIdBank] = useState<string | null>(null);
  const bank = useBankSoal(idBank ? Number(idBank) : 0);
  const [dipilih, setDipilih] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const salin = useSalinSoalBank(idUjian);
  const soal = bank.data?.list_soal ?? [];

  const simpan = () => {
    if (!idBank || dipilih.length === 0) return showErrorToast(PESAN_UJIAN.tidakAdaSoalDipilih);
    salin.mutate(
      { idKelompok, body: { id_bank_soal: Number(idBank), list_id_soal: dipilih } },
      {
        onSuccess: (r) => {
          showSuccessToast(r.status.message);
          onClose();
        },
        onError: (e) => showErrorToast(e),
      },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label="Bank Soal"
        placeholder={banks.isPending ? 'Memuat…' : 'Pilih bank soal'}
        data={(banks.data?.data ?? []).map((b) => ({ value: String(b.id), label: `${b.judul} (${b.jumlah_soal} soal) - ${b.dosen.nama}` }))}
        value={idBank}
        onChange={(v) => {
          setIdBank(v);
          setDipilih([]);
          setPage(1);
        }}
        searchable
        nothingFoundMessage="Tidak ada bank soal untuk mata kuliah ini"
        data-testid="salin-bank-pilih"
      />
      {!idBank ? null : bank.isPending ? (
        <Skeleton h={160} />
      ) : soal.length === 0 ? (
        <EmptyState size="sm" description="Belum ada soal pada bank soal ini." />
      ) : (
        <SoalPilihTable
          soal={soal}
          page={page}
          perPage={UJIAN_SALIN_PER_PAGE}
          onPageChange={setPage}
          dipilih={dipilih}
          onDipilihChange={setDipilih}
          pilihSemua
          jenis={(s) => JENIS_SOAL_LABEL[s.jenis]}
          label="Soal bank soal"
          minWidth={520}
          data-testid="salin-bank-table"
        />
      )}
      <Group justify="space-between">
        <Text fz="sm" c="dimmed">
          {dipilih.length} soal dipilih
        </Text>
        <Group>
          <Button variant="default" onClick={onClose}>
            Batal
          </Button>
          <Button onClick={simpan} loading={salin.isPending} data-testid="salin-bank-simpan">
            Simpan
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
