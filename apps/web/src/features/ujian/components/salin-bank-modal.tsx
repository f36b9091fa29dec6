import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { JENIS_SOAL_LABEL, MODAL_WIDTH, PESAN_UJIAN, UJIAN_SALIN_PER_PAGE, teksPolos } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { useBankSoal } from '@/features/bank-soal/api/get-bank-soal';
import { useBankSoalList } from '@/features/bank-soal/api/get-bank-soal-list';
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
  const halaman = soal.slice((page - 1) * UJIAN_SALIN_PER_PAGE, page * UJIAN_SALIN_PER_PAGE);

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
        <TableScroll label="Soal bank soal" minWidth={520}>
          <Table striped data-testid="salin-bank-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Pilih semua soal"
                    checked={dipilih.length === soal.length}
                    indeterminate={dipilih.length > 0 && dipilih.length < soal.length}
                    onChange={() => setDipilih(dipilih.length === soal.length ? [] : soal.map((s) => s.id))}
                  />
                </Table.Th>
                <Table.Th>Soal</Table.Th>
                <Table.Th>Jenis</Table.Th>
                <Table.Th>Pembuat</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {halaman.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Pilih soal nomor ${s.nomor}`}
                      checked={dipilih.includes(s.id)}
                      onChange={(e) => {
                        const on = e.currentTarget.checked;
                        setDipilih((d) => (on ? [...d, s.id] : d.filter((x) => x !== s.id)));
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" lineClamp={2}>
                      {teksPolos(s.pertanyaan).split('\n')[0]}
                    </Text>
                  </Table.Td>
                  <Table.Td>{JENIS_SOAL_LABEL[s.jenis]}</Table.Td>
                  <Table.Td>{s.created_by?.name ?? '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {soal.length > UJIAN_SALIN_PER_PAGE ? (
        <PaginationRow page={page} perPage={UJIAN_SALIN_PER_PAGE} total={soal.length} onPageChange={setPage} perPageOptions={[UJIAN_SALIN_PER_PAGE]} />
      ) : null}
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
