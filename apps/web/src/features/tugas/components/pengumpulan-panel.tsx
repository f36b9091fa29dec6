import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { formatNilai, formatTanggalWaktuZona, type TugasItem } from '@lms/shared';
import { HtmlEditor } from '@/components/html-editor';
import { htmlToEditorText, editorTextToHtml } from '@/components/html-editor-text';
import { RichText } from '@/components/rich-text';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { usePengumpulanSaya } from '../api/get-pengumpulan-saya';
import { useSubmitPengumpulan } from '../api/submit-pengumpulan';
import { ekstensiTugas, validatePengumpulan } from '../pengumpulan-form';
import { FileList } from './file-list';
import { StatusPengumpulanBadge } from './tugas-status';

/**
 * The student's submission tab: what they (or their group) handed in, the score once published, and the hand-in
 * form while the rules allow it (replace until the due time; late work flagged when accepted).
 */
export function PengumpulanPanel({ tugas, timeZone }: { tugas: TugasItem; timeZone: string }) {
  const saya = usePengumpulanSaya(tugas.id);
  const kirim = useSubmitPengumpulan(tugas.id);
  const [teks, setTeks] = useState('');
  const [baru, setBaru] = useState<File[]>([]);
  const [hapus, setHapus] = useState<string[]>([]);
  const p = saya.data?.pengumpulan ?? null;
  useEffect(() => {
    setTeks(htmlToEditorText(p?.teks ?? ''));
    setBaru([]);
    setHapus([]);
  }, [p?.id, p?.waktu_update]); // eslint-disable-line react-hooks/exhaustive-deps

  if (saya.isPending) return <Skeleton h={200} />;
  if (saya.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Pengumpulan gagal dimuat">
        {saya.error.message}
      </Alert>
    );
  const d = saya.data;
  const tetap = (p?.files ?? []).filter((f) => !hapus.includes(f.id));

  const submit = () => {
    const error = validatePengumpulan(tugas, { teks, files: baru, tetap: tetap.length });
    if (error) {
      showErrorToast(error);
      return;
    }
    kirim.mutate(
      { teks: tugas.pengumpulan_teks ? editorTextToHtml(teks) : '', files: baru, files_hapus: hapus },
      { onSuccess: (res) => showSuccessToast(res.status.message), onError: (e) => showErrorToast(e) },
    );
  };

  return (
    <Stack gap="md" data-testid="pengumpulan-panel">
      {d.nilai ? (
        <Paper withBorder p="md" bg="green.0" data-testid="pengumpulan-nilai">
          <Text fw={700} fz="lg">
            Nilai: {formatNilai(d.nilai.nilai)} / {tugas.nilai_maks}
          </Text>
          {d.nilai.komentar ? <Text fz="sm">Komentar: {d.nilai.komentar}</Text> : null}
        </Paper>
      ) : null}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4} fz="md">
            {tugas.jenis === 'kelompok' ? 'Pengumpulan Kelompok' : 'Pengumpulan Saya'}
          </Title>
          <StatusPengumpulanBadge status={p ? p.status : 'belum_mengumpulkan'} />
        </Group>
        {p ? (
          <Stack gap="xs" data-testid="pengumpulan-saya">
            <Text fz="sm" c="dimmed">
              Dikumpulkan {formatTanggalWaktuZona(p.waktu_update, timeZone)}
              {p.dikumpulkan_oleh ? ` oleh ${p.dikumpulkan_oleh.nama}` : ''}
            </Text>
            {p.teks ? <RichText html={p.teks} /> : null}
            <FileList files={p.files} testId="pengumpulan-files" />
          </Stack>
        ) : (
          <Text fz="sm" c="dimmed">
            {tugas.jenis === 'kelompok' ? 'Kelompok Anda belum mengumpulkan tugas ini.' : 'Anda belum mengumpulkan tugas ini.'}
          </Text>
        )}
      </Paper>
      {d.boleh_kumpul ? (
        <Paper withBorder p="md" data-testid="pengumpulan-form">
          <Stack gap="sm">
            <Title order={4} fz="md">
              {p ? 'Perbarui Pengumpulan' : 'Kumpulkan Tugas'}
            </Title>
            {d.terlambat_jika_kumpul ? (
              <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="pengumpulan-peringatan-terlambat">
                Batas waktu sudah lewat: pengumpulan ini akan ditandai terlambat.
              </Alert>
            ) : null}
            {tugas.pengumpulan_teks ? <HtmlEditor label="Jawaban" value={teks} onChange={setTeks} testId="pengumpulan-teks" /> : null}
            {tugas.pengumpulan_file ? (
              <Stack gap={6}>
                {p && p.files.length > 0 ? (
                  <Stack gap={4}>
                    <Text fz="sm" fw={500}>
                      File terkumpul
                    </Text>
                    <FileList files={tetap} onRemove={(f) => setHapus((h) => [...h, f.id])} testId="pengumpulan-files-tetap" />
                    {hapus.length ? (
                      <Badge color="red" variant="light">
                        {hapus.length} file akan dihapus saat disimpan
                      </Badge>
                    ) : null}
                  </Stack>
                ) : null}
                {baru.map((f, i) => (
                  <Group key={`${f.name}-${i}`} justify="space-between" gap="xs" data-testid="pengumpulan-file-baru">
                    <Text fz="sm" truncate="end">
                      {f.name}
                    </Text>
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => setBaru((l) => l.filter((_, j) => j !== i))}>
                      Batal
                    </Button>
                  </Group>
                ))}
                {tetap.length + baru.length < tugas.maks_file ? (
                  <UploadBox
                    accept={ekstensiTugas(tugas)}
                    maxBytes={tugas.ukuran_maks_byte}
                    multiple
                    onFiles={(files) => setBaru((l) => [...l, ...files])}
                    inputTestId="pengumpulan-file-input"
                  />
                ) : null}
              </Stack>
            ) : null}
            <Group justify="flex-end">
              <Button leftSection={<IconSend size={16} />} loading={kirim.isPending} onClick={submit} data-testid="pengumpulan-kirim">
                {p ? 'Perbarui Pengumpulan' : 'Kumpulkan'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : d.alasan ? (
        <Alert color="gray" icon={<IconAlertCircle size={18} />} data-testid="pengumpulan-alasan">
          {d.alasan}
        </Alert>
      ) : null}
    </Stack>
  );
}
