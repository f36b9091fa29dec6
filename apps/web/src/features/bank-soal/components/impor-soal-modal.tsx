import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, ScrollArea, Select, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { IMPOR_EKSTENSI, IMPOR_MAX_BYTES, JENIS_SOAL, JENIS_SOAL_LABEL, PESAN_BANK_SOAL, type BarisDitolak, type JenisSoal } from '@lms/shared';
import { showErrorToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { isApiError } from '@/lib/api-error';
import { downloadTemplateImpor } from '../api/download-files';
import { useImportSoal } from '../api/import-soal';

type Hasil = { ok: true; message: string } | { ok: false; message: string; ditolak: BarisDitolak[] };
const JENIS_IMPOR: Record<JenisSoal, string> = { pilihan: 'Pilihan', benar_salah: 'Benar/Salah', esay: 'Esai' };

/**
 * 'Impor Soal' (spec 2 §2, §4, §5): empty (type, template, file) → 'Impor Berhasil' (Tutup refreshes) or
 * 'Impor Gagal' with the rejected rows ('Impor Ulang' goes back to empty). Proses / Batal.
 */
export function ImporSoalModal({ idBank, opened, onClose }: { idBank: number; opened: boolean; onClose: () => void }) {
  const [jenis, setJenis] = useState<JenisSoal | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [hasil, setHasil] = useState<Hasil | null>(null);
  const impor = useImportSoal(idBank);
  const reset = () => {
    setJenis(null);
    setFile(null);
    setError(null);
    setHasil(null);
  };
  useEffect(() => {
    if (opened) reset();
  }, [opened]);

  const proses = async () => {
    if (!jenis) return setError(PESAN_BANK_SOAL.jenisSoalWajib);
    if (!file) return setError(PESAN_BANK_SOAL.fileBelumDipilih);
    setError(null);
    try {
      const r = await impor.mutateAsync({ jenis, file });
      setHasil({ ok: true, message: r.status.message });
    } catch (e) {
      const detail = isApiError(e) ? ((e.data as { detail?: { ditolak?: BarisDitolak[] } } | null)?.detail?.ditolak ?? []) : [];
      setHasil({ ok: false, message: (e as Error).message, ditolak: detail });
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Impor Soal</Text>} size="lg" centered>
      {hasil ? (
        <Stack gap="sm">
          <Alert color={hasil.ok ? 'teal' : 'red'} title={hasil.ok ? 'Impor Berhasil' : 'Impor Gagal'} icon={hasil.ok ? <IconCircleCheck size={18} /> : undefined}>
            {hasil.message}
          </Alert>
          {!hasil.ok && hasil.ditolak.length ? (
            <ScrollArea.Autosize mah={260}>
              <List size="sm" spacing={4} data-testid="impor-ditolak">
                {hasil.ditolak.map((d) => (
                  <List.Item key={d.baris}>
                    <b>Baris {d.baris}:</b> {d.alasan.join('; ')}
                  </List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          ) : null}
          <Group justify="flex-end">
            {hasil.ok ? (
              <Button onClick={onClose}>Tutup</Button>
            ) : (
              <>
                <Button variant="default" onClick={onClose}>
                  Tutup
                </Button>
                <Button onClick={reset}>Impor Ulang</Button>
              </>
            )}
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Select
            label="Jenis soal"
            required
            placeholder="Pilih jenis soal"
            data={JENIS_SOAL.map((j) => ({ value: j, label: JENIS_IMPOR[j] }))}
            value={jenis}
            onChange={(x) => setJenis(x as JenisSoal | null)}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            disabled={!jenis}
            w="fit-content"
            onClick={() => jenis && void downloadTemplateImpor(jenis).catch((e) => showErrorToast(e))}
          >
            Unduh Template {jenis ? JENIS_SOAL_LABEL[jenis] : ''}
          </Button>
          <UploadBox accept={IMPOR_EKSTENSI} maxBytes={IMPOR_MAX_BYTES} onFiles={(f) => setFile(f[0] ?? null)} label="Unggah file Excel" inputTestId="impor-file" />
          {file ? (
            <Group gap={6}>
              <IconFileSpreadsheet size={16} aria-hidden />
              <Text fz="sm">{file.name}</Text>
            </Group>
          ) : null}
          {error ? (
            <Text c="red" fz="sm" role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={impor.isPending}>
              Batal
            </Button>
            <Button onClick={() => void proses()} loading={impor.isPending}>
              Proses
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
