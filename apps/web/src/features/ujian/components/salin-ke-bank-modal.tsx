import { useState } from 'react';
import { Badge, Button, Group, Modal, Select, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { JENIS_SOAL_LABEL, JENIS_UJIAN_LABEL, MODAL_WIDTH, PESAN_UJIAN, UJIAN_SALIN_PER_PAGE, hurufPilihan, type UjianSoalItem } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { SoalPilihTable } from '@/components/soal-pilih-table';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { kelasListQueryOptions } from '@/features/kelas';
import { useWaktuAkademik } from '@/lib/queries/get-waktu-akademik';
import { namaKelas } from '@/lib/format-kelas';
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
        <SoalPilihTable
          soal={soal}
          page={page}
          perPage={UJIAN_SALIN_PER_PAGE}
          onPageChange={setPage}
          dipilih={dipilih}
          onDipilihChange={setDipilih}
          jenis={(s) => <Badge variant="light">{JENIS_SOAL_LABEL[s.jenis]}</Badge>}
          extra={(s) => (
            <>
              {s.jenis !== 'esay' ? (
                <UnstyledButton fz="xs" c="var(--mantine-color-anchor)" onClick={() => setLihat((l) => (l.includes(s.id) ? l.filter((x) => x !== s.id) : [...l, s.id]))}>
                  {lihat.includes(s.id) ? 'Tutup Jawaban' : 'Lihat Jawaban'}
                </UnstyledButton>
              ) : null}
              {lihat.includes(s.id) ? <Kunci s={s} /> : null}
            </>
          )}
          label="Soal kuis/ujian"
          minWidth={560}
          data-testid="salin-ke-bank-table"
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
