import { useCallback, useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  IS_VALID_LABEL,
  PESAN_KEHADIRAN,
  formatTanggalWaktuZona,
  kehadiranDosenColor,
  kehadiranDosenLabel,
  modeKuliahLabel,
  type LaporanKehadiranPengajarItem,
} from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSemesterBerjalan } from '@/lib/queries/get-semester-berjalan';
import { useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { usePageState } from '@/lib/use-page-state';
import { useExportLaporanKehadiranPengajar } from '../api/export-laporan-kehadiran-pengajar';
import { useKehadiranDosen } from '../api/get-kehadiran-dosen';
import { useLaporanKehadiranPengajar } from '../api/get-laporan-kehadiran-pengajar';
import { useUpdateKehadiranDosen } from '../api/update-kehadiran-dosen';
import { LaporanTabel } from '../components/laporan-tabel';
import { UbahKehadiranDosenModal } from '../components/ubah-kehadiran-dosen-modal';
import { warnaKehadiran } from '../kehadiran-warna';
import { filterAwal, queryLaporan, type LaporanFilter } from '../laporan-filter';

type Pilih = { idPertemuan: number; waktuMulai: string } | null;

/** The modal of one meeting, loaded when a row's 'Ubah' is pressed. */
function UbahModal({ pilih, onClose, timeZone }: { pilih: NonNullable<Pilih>; onClose: () => void; timeZone: string }) {
  const q = useKehadiranDosen(pilih.idPertemuan);
  const error = q.error;
  useEffect(() => {
    if (!error) return;
    showErrorToast(error);
    onClose();
  }, [error, onClose]);
  if (!q.data) return null;
  return <UbahKehadiranDosenModal opened onClose={onClose} idPertemuan={pilih.idPertemuan} data={q.data} timeZone={timeZone} waktuMulai={pilih.waktuMulai} />;
}

function TagDosen({ r }: { r: LaporanKehadiranPengajarItem }) {
  const color = kehadiranDosenColor({ ...r, perlu_validasi: false });
  return (
    <Badge variant="light" tt="none" color={warnaKehadiran(color)} data-testid="laporan-dosen-tag">
      {kehadiranDosenLabel(r)}
    </Badge>
  );
}

/**
 * /kehadiran-pengajar and /kehadiran-pengajar/ubah-kehadiran (Laporan): each lecturer in each meeting with start,
 * end, attendance tag and validation; the 'ubah' page adds the operator's edit and the validation switch.
 */
export function KehadiranPengajarPage({ ubah = false }: { ubah?: boolean }) {
  const semester = useSemesterBerjalan();
  const { timeZone } = useServerTime();
  const bolehTulis = useCan('kelas_kuliah', 'write');
  const modeUbah = ubah && bolehTulis;
  const [filter, setFilterState] = useState<LaporanFilter | null>(null);
  const f = filter ?? filterAwal(semester.isSuccess ? semester.data.periode : null);
  const { page, setPage, perPage, setPerPage } = usePageState(10);
  const query = queryLaporan(f, page, perPage);
  const q = useLaporanKehadiranPengajar(query);
  const ekspor = useExportLaporanKehadiranPengajar();
  const validasi = useUpdateKehadiranDosen();
  const [pilih, setPilih] = useState<Pilih>(null);
  const tutup = useCallback(() => setPilih(null), []);
  const setFilter = (n: LaporanFilter) => {
    setFilterState(n);
    setPage(1);
  };

  const toggleValid = (r: LaporanKehadiranPengajarItem) =>
    validasi.mutate(
      {
        idPertemuan: r.id_pertemuan,
        idDosen: r.pengajar.id_dosen,
        body: { is_hadir: r.is_hadir, mulai_kuliah: r.mulai_kuliah, selesai_kuliah: r.selesai_kuliah, is_valid: !r.is_valid, versi: r.versi },
      },
      { onSuccess: () => showSuccessToast(PESAN_KEHADIRAN.berhasilUbahDosen) },
    );
  const aksi = (r: LaporanKehadiranPengajarItem) =>
    modeUbah ? (
      <Stack gap={6}>
        <Switch
          checked={r.is_valid}
          onChange={() => toggleValid(r)}
          disabled={!r.ada_presensi}
          label={r.is_valid ? IS_VALID_LABEL.true : IS_VALID_LABEL.false}
          aria-label={`Validasi ${r.pengajar.name} pertemuan ${r.nomor}`}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} />}
          onClick={() => setPilih({ idPertemuan: r.id_pertemuan, waktuMulai: r.waktu_mulai })}
          aria-label={`Ubah kehadiran ${r.pengajar.name} pertemuan ${r.nomor}`}
          data-testid="laporan-dosen-ubah"
        >
          Ubah
        </Button>
      </Stack>
    ) : (
      <Badge variant="light" color={r.is_valid ? 'green' : 'orange'} tt="none">
        {r.is_valid ? IS_VALID_LABEL.true : IS_VALID_LABEL.false}
      </Badge>
    );

  return (
    <>
      <PageHeader
        title={ubah ? 'Ubah Kehadiran Pengajar' : 'Kehadiran Pengajar'}
        actions={
          ubah ? (
            <Button variant="default" component={Link} to={paths.kehadiranPengajar.list.getHref()}>
              Kembali
            </Button>
          ) : bolehTulis ? (
            <Button component={Link} to={paths.kehadiranPengajar.ubah.getHref()} leftSection={<IconPencil size={16} />} data-testid="ke-ubah-kehadiran">
              Ubah Kehadiran
            </Button>
          ) : undefined
        }
      />
      <LaporanTabel
        titleId="laporan-pengajar-title"
        title="Kehadiran Pengajar per Pertemuan"
        notice={
          ubah && !bolehTulis ? (
            <Alert color="orange" mb="sm">
              Anda hanya dapat melihat kehadiran pengajar (perlu akses ubah kelas kuliah).
            </Alert>
          ) : null
        }
        toolbar={{ value: f, onChange: setFilter, placeholder: 'Cari dosen, mata kuliah atau kelas', exporting: ekspor.isPending, onExport: () => ekspor.mutate(query) }}
        query={q}
        emptyDescription="Tidak ada data kehadiran pengajar yang sesuai dengan filter."
        page={page}
        perPage={perPage}
        setPage={setPage}
        setPerPage={setPerPage}
        table={{ label: 'Tabel kehadiran pengajar', minWidth: 960, testId: 'laporan-pengajar-table', rowTestId: 'laporan-pengajar-row' }}
        head={
          <>
            <Table.Th>No</Table.Th>
            <Table.Th>Pengajar</Table.Th>
            <Table.Th>Mata Kuliah / Kelas</Table.Th>
            <Table.Th>Pertemuan / Jadwal</Table.Th>
            <Table.Th>Mulai Kuliah</Table.Th>
            <Table.Th>Selesai Kuliah</Table.Th>
            <Table.Th>Kehadiran</Table.Th>
            <Table.Th>{modeUbah ? 'Aksi' : 'Validasi'}</Table.Th>
          </>
        }
        rowKey={(r) => `${r.id_pertemuan}-${r.pengajar.id_dosen}`}
        row={(r, no) => (
          <>
            <Table.Td>{no}</Table.Td>
            <Table.Td>{r.pengajar.name}</Table.Td>
            <Table.Td>
              <Text fz="sm">{`${r.kelas_kuliah.mata_kuliah.kode} - ${r.kelas_kuliah.mata_kuliah.nama}`}</Text>
              <Text fz="xs" c="dimmed">{`Kelas ${r.kelas_kuliah.kelas.nama}`}</Text>
            </Table.Td>
            <Table.Td>
              <Text fz="sm">{`${r.nomor} (${modeKuliahLabel(r.jenis)})`}</Text>
              <Text fz="xs" c="dimmed">
                {formatTanggalWaktuZona(r.waktu_mulai, timeZone)}
              </Text>
            </Table.Td>
            <Table.Td>{formatTanggalWaktuZona(r.mulai_kuliah, timeZone)}</Table.Td>
            <Table.Td>{formatTanggalWaktuZona(r.selesai_kuliah, timeZone)}</Table.Td>
            <Table.Td>
              <TagDosen r={r} />
            </Table.Td>
            <Table.Td>{aksi(r)}</Table.Td>
          </>
        )}
        cards={{ label: 'Daftar kehadiran pengajar', testId: 'laporan-pengajar-card' }}
        card={(r) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm">
                  {r.pengajar.name}
                </Text>
                <Text fz="xs" c="dimmed">{`${r.kelas_kuliah.mata_kuliah.nama} · Kelas ${r.kelas_kuliah.kelas.nama} · Pertemuan ${r.nomor}`}</Text>
                <Text fz="xs">{`Mulai ${formatTanggalWaktuZona(r.mulai_kuliah, timeZone)} · Selesai ${formatTanggalWaktuZona(r.selesai_kuliah, timeZone)}`}</Text>
              </Stack>
              <TagDosen r={r} />
            </Group>
            <Box mt="xs">{aksi(r)}</Box>
          </>
        )}
      />
      {pilih ? <UbahModal pilih={pilih} onClose={tutup} timeZone={timeZone} /> : null}
    </>
  );
}

export function UbahKehadiranPengajarPage() {
  return <KehadiranPengajarPage ubah />;
}
