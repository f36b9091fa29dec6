import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JENIS_SOAL_LABEL, JENIS_UJIAN_LABEL, MODAL_WIDTH, PESAN_UJIAN, UJIAN_SALIN_PER_PAGE, hurufPilihan, teksPolos, type UjianSoalItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { TableScroll } from '@/components/table-scroll';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { kelasListQueryOptions } from '@/features/kelas/api/get-kelas-list';
import { useWaktuAkademik } from '@/features/kelas/api/get-waktu-akademik';
import { namaKelas } from '@/features/kelas/format';
import { useUjian } from '../api/get-ujian';
import { useUjianList } from '../api/get-ujian-list';
import { useUser } from '@/lib/auth';
import { useCan } from '@/lib/authorization';
import { useSalinKeBank } from '../api/salin-ke-bank';

type Props = { opened: boolean; onClose: () => void; idBank: number; idMataKuliah: number };

function Kunci({ s }: { s: UjianSoalItem }) {
  if (s.pilihan) return <Text fz="xs">Kunci: {hurufPilihan(s.pilihan.kunci)}. {s.pilihan.pilihan[s.pilihan.kunci]}</Text>;
  if (s.benar_salah) return <Text fz="xs">Kunci: {s.benar_salah.kunci === 'benar' ? s.benar_salah.pilihan.benar : s.benar_salah.pilihan.salah}</Text>;
  return null;
}

/**
 * 'Soal Mata Kuliah' (spec 2 §2): choose period, class and quiz/exam of the bank's course, tick questions (Soal,
 * Jenis, Pembuat; 'Lihat/Tutup Jawaban' on choice and true/false), 10 per page, Simpan.
 */
export function SalinKeBankModal({ opened, onClose, idBank, idMataKuliah }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Soal Mata Kuliah" size={MODAL_WIDTH.card} centered>
      {opened ? <Isi onClose={onClose} idBank={idBank} idMataKuliah={idMataKuliah} /> : null}
    </Modal>
  );
}

function Isi({ onClose, idBank, idMataKuliah }: Omit<Props, 'opened'>) {
  const periode = useWaktuAkademik();
  const [idPeriode, setIdPeriode] = useState<string | null>(null);
  const [idKelas, setIdKelas] = useState<string | null>(null);
  const [idUjian, setIdUjian] = useState<string | null>(null);
  const kelas = useQuery({ ...kelasListQueryOptions({ page: 1, per_page: 200, periode: idPeriode ? Number(idPeriode) : null, id_mata_kuliah: [idMataKuliah] }), enabled: !!idPeriode });
  const ujianList = useUjianList({ page: 1, per_page: 100, id_kelas_kuliah: idKelas }, !!idKelas);
  const ujian = useUjian(idUjian ? Number(idUjian) : null);
  const [dipilih, setDipilih] = useState<number[]>([]);
  const [lihat, setLihat] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const salin = useSalinKeBank(idBank);
  const soal = (ujian.data?.kelompok_soal ?? []).flatMap((k) => k.soal ?? []);
  const halaman = soal.slice((page - 1) * UJIAN_SALIN_PER_PAGE, page * UJIAN_SALIN_PER_PAGE);

  const simpan = () => {
    if (!idUjian || dipilih.length === 0) return showErrorToast(PESAN_UJIAN.tidakAdaSoalDipilih);
    salin.mutate(
      { id_ujian: Number(idUjian), list_id_soal: dipilih },
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
      <Text fz="sm" c="dimmed">
        Anda dapat memasukkan soal kuis/ujian di mata kuliah yang sama
      </Text>
      <SimpleGrid cols={{ base: 1, tablet: 3 }}>
        <Select
          label="Periode"
          data={(periode.data ?? []).map((p) => ({ value: String(p.periode), label: p.nama }))}
          value={idPeriode}
          onChange={(v) => {
            setIdPeriode(v);
            setIdKelas(null);
            setIdUjian(null);
          }}
          data-testid="salin-ke-bank-periode"
        />
        <Select
          label="Kelas"
          disabled={!idPeriode}
          data={(kelas.data?.data ?? []).map((k) => ({ value: k.id, label: `${namaKelas(k)} (${k.kelas.jenis.nama})` }))}
          value={idKelas}
          onChange={(v) => {
            setIdKelas(v);
            setIdUjian(null);
          }}
          data-testid="salin-ke-bank-kelas"
        />
        <Select
          label="Kuis/Ujian"
          disabled={!idKelas}
          data={(ujianList.data?.data ?? []).map((u) => ({ value: String(u.id), label: `${JENIS_UJIAN_LABEL[u.jenis]} - ${u.judul}` }))}
          value={idUjian}
          onChange={(v) => {
            setIdUjian(v);
            setDipilih([]);
            setPage(1);
          }}
          data-testid="salin-ke-bank-ujian"
        />
      </SimpleGrid>
      {!idUjian ? null : ujian.isPending ? (
        <Skeleton h={160} />
      ) : soal.length === 0 ? (
        <EmptyState size="sm" description="Kuis/ujian ini belum memiliki soal." />
      ) : (
        <TableScroll label="Soal kuis/ujian" minWidth={560}>
          <Table striped data-testid="salin-ke-bank-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
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
                    {s.jenis !== 'esay' ? (
                      <UnstyledButton fz="xs" c="var(--mantine-color-anchor)" onClick={() => setLihat((l) => (l.includes(s.id) ? l.filter((x) => x !== s.id) : [...l, s.id]))}>
                        {lihat.includes(s.id) ? 'Tutup Jawaban' : 'Lihat Jawaban'}
                      </UnstyledButton>
                    ) : null}
                    {lihat.includes(s.id) ? <Kunci s={s} /> : null}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{JENIS_SOAL_LABEL[s.jenis]}</Badge>
                  </Table.Td>
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
          <Button onClick={simpan} loading={salin.isPending} data-testid="salin-ke-bank-simpan">
            Simpan
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** 'Salin dari Kuis/Ujian' needs class-lecture write (spec 2 §6): lecturers, and operators with write on kelas_kuliah. */
export function useBolehSalinDariUjian() {
  const { data: user } = useUser();
  const operatorWrite = useCan('kelas_kuliah', 'write');
  return user ? user.role === 'ROLE_DOSEN' || operatorWrite : false;
}
