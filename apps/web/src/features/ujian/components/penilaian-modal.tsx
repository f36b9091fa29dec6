import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Modal, NumberInput, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowRight } from '@tabler/icons-react';
import {
  JENIS_PELANGGARAN_LABEL,
  MAX_PENGURANGAN_NILAI,
  PESAN_NILAI_UJIAN,
  formatJam,
  formatNilai,
  formatTanggalWaktuZona,
  periksaNilaiSoal,
  roundNilai,
  type SoalDinilaiItem,
  type UjianDetail,
} from '@lms/shared';
import { FileViewer, type ViewerFile } from '@/components/file-viewer';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { usePenilaianDetail } from '../api/get-penilaian-detail';
import { useUpdateNilaiSoal, useUpdatePengurangan } from '../api/update-nilai';
import { SoalHasil } from './soal-hasil';

type Props = { ujian: UjianDetail; idMahasiswa: number | null; onPindah: (idMahasiswa: number) => void; onClose: () => void; timeZone: string };

/** The essay score field: an integer 0..bobot, saved on its own ('Berhasil update nilai'). */
function NilaiEsai({ s, simpan, bisa }: { s: SoalDinilaiItem; simpan: (nilai: number) => Promise<unknown>; bisa: boolean }) {
  const [v, setV] = useState<string | number>(s.nilai ?? '');
  const [err, setErr] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setV(s.nilai ?? ''), [s.nilai]);
  if (!s.dijawab) return <Text fz="sm" fw={700}>0/{s.bobot}</Text>;
  if (!bisa) return <Text fz="sm" fw={700}>{s.nilai === null ? PESAN_NILAI_UJIAN.belumDinilai : `${s.nilai}/${s.bobot}`}</Text>;
  const kirim = () => {
    const r = periksaNilaiSoal(v, s.bobot);
    if ('pesan' in r) return setErr(r.pesan);
    setErr(null);
    setBusy(true);
    void simpan(r.nilai).finally(() => setBusy(false));
  };
  return (
    <Group gap={6} align="flex-start" wrap="nowrap">
      <NumberInput
        size="xs"
        w={90}
        min={0}
        max={s.bobot}
        allowDecimal={false}
        allowNegative={false}
        value={v}
        onChange={setV}
        error={err}
        aria-label={`Nilai soal ${s.nomor} (0 sampai ${s.bobot})`}
        rightSection={<Text fz="xs" c="dimmed">/{s.bobot}</Text>}
        rightSectionWidth={36}
        data-testid={`nilai-esai-${s.nomor}`}
      />
      <Button size="xs" onClick={kirim} loading={busy} data-testid={`simpan-nilai-${s.nomor}`}>
        Simpan
      </Button>
    </Group>
  );
}

/**
 * Grading one attempt: each answer beside its question and key, essay files in the file viewer, the essay scores,
 * the deduction, the attempt's violations, and 'Berikutnya' to the next attempt still to grade.
 */
export function PenilaianModal({ ujian, idMahasiswa, onPindah, onClose, timeZone }: Props) {
  const detail = usePenilaianDetail(ujian.id, idMahasiswa);
  const nilai = useUpdateNilaiSoal(ujian.id);
  const potong = useUpdatePengurangan(ujian.id);
  const [file, setFile] = useState<ViewerFile | null>(null);
  const [pengurangan, setPengurangan] = useState<string | number>(0);
  const d = detail.data;
  const p = d?.pengerjaan;
  useEffect(() => setPengurangan(p?.pengurangan_nilai ?? 0), [p?.pengurangan_nilai, p?.id_pengerjaan]);
  const bisa = ujian.akses.can_edit;
  const simpanNilai = (idKelompok: number, s: SoalDinilaiItem) => (n: number) =>
    nilai
      .mutateAsync({ idPengerjaan: p!.id_pengerjaan, idKelompok, idSoal: s.id, nilai: n })
      .then((r) => showSuccessToast(r.status.message))
      .catch((e) => showErrorToast(e));
  const simpanPengurangan = () => {
    const n = roundNilai(Number(pengurangan) || 0);
    potong.mutate({ idPengerjaan: p!.id_pengerjaan, nilai: n }, { onSuccess: (r) => showSuccessToast(r.status.message), onError: (e) => showErrorToast(e) });
  };

  return (
    <Modal opened={idMahasiswa !== null} onClose={onClose} size="xl" title={p ? `Penilaian · ${p.mahasiswa.nama} (${p.mahasiswa.nim})` : 'Penilaian'} attributes={{ content: { 'data-testid': 'penilaian-modal' } }}>
      {detail.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {detail.error.message}
        </Alert>
      ) : !d || !p ? (
        <Skeleton h={240} />
      ) : (
        <Stack gap="md">
          <Paper withBorder p="sm">
            <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing={4}>
              <Text fz="sm">Mulai: {formatTanggalWaktuZona(p.waktu_mulai, timeZone)}</Text>
              <Text fz="sm">Selesai: {p.waktu_selesai ? formatTanggalWaktuZona(p.waktu_selesai, timeZone) : '-'}</Text>
              <Text fz="sm">
                Dijawab: {p.jumlah_soal_dijawab}/{p.jumlah_soal} soal
              </Text>
              <Group gap={6}>
                <Text fz="sm">Nilai Akhir:</Text>
                <Text fz="lg" fw={700} data-testid="penilaian-nilai-akhir">
                  {formatNilai(p.nilai_akhir)}
                </Text>
                <Badge color={p.status_penilaian === 'sudah_dinilai' ? 'teal' : 'red'} variant="light">
                  {p.status_penilaian === 'sudah_dinilai' ? PESAN_NILAI_UJIAN.sudahDinilai : PESAN_NILAI_UJIAN.belumDinilai}
                </Badge>
              </Group>
            </SimpleGrid>
          </Paper>

          {d.kelompok.map((k) => (
            <Stack key={k.id} gap="sm">
              <Title order={3} fz="md">
                {k.nama}
              </Title>
              {k.soal.map((s) => (
                <SoalHasil
                  key={s.id}
                  soal={s}
                  jawaban={s.jawaban}
                  onBukaFile={setFile}
                  tanda={!s.dihitung ? <Badge color="gray" size="sm">{PESAN_NILAI_UJIAN.tidakDihitung}</Badge> : null}
                  nilai={s.jenis === 'esay' ? <NilaiEsai s={s} bisa={bisa} simpan={simpanNilai(k.id, s)} /> : <Text fz="sm" fw={700}>{s.nilai ?? 0}/{s.bobot}</Text>}
                />
              ))}
            </Stack>
          ))}

          <Paper withBorder p="sm">
            <Title order={3} fz="sm" mb={6}>
              Pelanggaran ({d.pelanggaran.length})
            </Title>
            {d.pelanggaran.length === 0 ? (
              <Text fz="sm" c="dimmed">
                -
              </Text>
            ) : (
              d.pelanggaran.map((v, i) => (
                <Text key={i} fz="sm" c="red.8">
                  {formatJam(v.waktu, timeZone)} · {JENIS_PELANGGARAN_LABEL[v.jenis]}
                </Text>
              ))
            )}
          </Paper>

          {bisa ? (
            <Group align="flex-end" gap="xs">
              <NumberInput
                label="Pengurangan Nilai"
                w={180}
                min={0}
                max={MAX_PENGURANGAN_NILAI}
                decimalScale={2}
                allowNegative={false}
                decimalSeparator=","
                value={pengurangan}
                onChange={setPengurangan}
                data-testid="pengurangan-nilai"
              />
              <Button variant="light" onClick={simpanPengurangan} loading={potong.isPending} data-testid="simpan-pengurangan">
                Simpan Pengurangan
              </Button>
            </Group>
          ) : (
            <Text fz="sm">Pengurangan nilai: {formatNilai(p.pengurangan_nilai)}</Text>
          )}

          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Tutup
            </Button>
            <Button rightSection={<IconArrowRight size={16} />} disabled={!d.berikutnya} onClick={() => d.berikutnya && onPindah(d.berikutnya.id_mahasiswa)} data-testid="penilaian-berikutnya">
              {d.berikutnya ? `Berikutnya: ${d.berikutnya.nama}` : 'Semua sudah dinilai'}
            </Button>
          </Group>
        </Stack>
      )}
      <FileViewer file={file} onClose={() => setFile(null)} />
    </Modal>
  );
}
