import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconPaperclip, IconTrash } from '@tabler/icons-react';
import {
  MODAL_WIDTH,
  SILABUS_MAX_FILES,
  SILABUS_MAX_FILES_PER_REQUEST,
  SILABUS_TEKS_MAX,
  SILABUS_UPLOAD_EXTENSIONS,
  formatUkuranFile,
  maxSilabusBytes,
  namaLengkapDosen,
  periodeLabel,
  truncateFileName,
  type KelasDetail,
} from '@lms/shared';
import { UploadBox } from '@/components/upload-box';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { useSilabusKelas } from '../../api/get-silabus-kelas';
import { useUpdateSilabus } from '../../api/update-silabus';
import { prodiKelasLabel } from '@/lib/format-kelas';
import { InfoList } from '@/components/info-list';

/** Study programme of the syllabus head: 'Tidak Ada' when the class has none (spec 2 §2). */
const prodiSilabus = (list: { nama: string; jenjang: string }[]) => (list.length ? prodiKelasLabel(list) : 'Tidak Ada');

function FileRow({ name, size, removed, onToggle, testId }: { name: string; size: number; removed?: boolean; onToggle: () => void; testId: string }) {
  return (
    <Paper withBorder px="sm" py={6} data-testid={testId} bg={removed ? 'red.0' : undefined}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text fz="sm" truncate="end" td={removed ? 'line-through' : undefined} title={name}>
            {truncateFileName(name, 40)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatUkuranFile(size)}
          </Text>
        </Group>
        <Tooltip label={removed ? 'Batalkan hapus' : 'Hapus'} withArrow>
          <ActionIcon variant="subtle" color={removed ? 'gray' : 'red'} onClick={onToggle} aria-label={`${removed ? 'Batalkan hapus' : 'Hapus'} ${name}`}>
            {removed ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}

/**
 * Ubah Data Silabus (spec 2 §2): read-only period, course, class type, credits, lecturers, meeting count and
 * study programme; editable notes and attachments (new ones added, existing ones removable).
 */
export function UbahSilabusModal({ kelas, opened, onClose }: { kelas: KelasDetail; opened: boolean; onClose: () => void }) {
  const silabus = useSilabusKelas(kelas.id, { enabled: opened });
  const pengaturan = usePengaturanMe();
  const maxBytes = maxSilabusBytes(pengaturan.data?.pengaturan_sistem.ukuran_max_file);
  const [teks, setTeks] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [hapus, setHapus] = useState<string[]>([]);
  const [limitError, setLimitError] = useState<string | null>(null);
  const loadedTeks = silabus.data?.silabus.teks;
  useEffect(() => {
    if (opened) {
      setTeks(loadedTeks ?? '');
      setFiles([]);
      setHapus([]);
      setLimitError(null);
    }
  }, [opened, loadedTeks]);
  const save = useUpdateSilabus(kelas.id, { onSuccess: onClose });

  const existing = silabus.data?.silabus.files ?? [];
  const kept = existing.length - hapus.length;
  const changed = silabus.isSuccess && (teks !== silabus.data.silabus.teks || files.length > 0 || hapus.length > 0);

  const addFiles = (picked: File[]) => {
    const room = Math.min(SILABUS_MAX_FILES_PER_REQUEST - files.length, SILABUS_MAX_FILES - kept - files.length);
    if (picked.length > room) {
      setLimitError(`Lampiran paling banyak ${SILABUS_MAX_FILES} berkas, dan ${SILABUS_MAX_FILES_PER_REQUEST} berkas baru per penyimpanan.`);
    } else setLimitError(null);
    setFiles((f) => [...f, ...picked.slice(0, Math.max(0, room))]);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Ubah Data Silabus" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-ubah-silabus' } }}>
      {silabus.isPending ? (
        <Skeleton h={320} />
      ) : silabus.isError ? (
        <Text c="red">{silabus.error.message}</Text>
      ) : (
        <Stack gap="md">
          <Paper withBorder p="sm" bg="gray.0">
            <InfoList
              items={[
                { label: 'Periode', value: periodeLabel(silabus.data.periode) },
                { label: 'Mata Kuliah', value: `${silabus.data.mata_kuliah.kode} - ${silabus.data.mata_kuliah.nama}` },
                { label: 'Jenis Kelas', value: `${silabus.data.kelas.nama_kelas} - ${silabus.data.kelas.jenis_kelas}` },
                { label: 'SKS', value: silabus.data.mata_kuliah.sks },
                {
                  label: 'Pengajar',
                  value: silabus.data.pengajar.length ? silabus.data.pengajar.map((p) => namaLengkapDosen(p)).join('; ') : 'Belum ada Pengajar',
                },
                { label: 'Jumlah Pertemuan', value: silabus.data.jumlah_pertemuan },
                { label: 'Program Studi', value: prodiSilabus(silabus.data.prodi_kelas) },
              ]}
            />
          </Paper>
          <Textarea
            label="Catatan Silabus"
            description={`${teks.length}/${SILABUS_TEKS_MAX} karakter`}
            placeholder="Tuliskan catatan silabus"
            autosize
            minRows={4}
            maxRows={12}
            maxLength={SILABUS_TEKS_MAX}
            value={teks}
            onChange={(e) => setTeks(e.currentTarget.value)}
            data-testid="silabus-teks-input"
          />
          <Stack gap={6}>
            <Text fz="sm" fw={500}>
              Lampiran
            </Text>
            {existing.map((f) => (
              <FileRow
                key={f.url}
                name={f.name}
                size={f.content_length}
                removed={hapus.includes(f.url)}
                onToggle={() => setHapus((h) => (h.includes(f.url) ? h.filter((u) => u !== f.url) : [...h, f.url]))}
                testId="silabus-file-lama"
              />
            ))}
            {files.map((f, i) => (
              <FileRow key={`${f.name}-${i}`} name={f.name} size={f.size} onToggle={() => setFiles((xs) => xs.filter((_, j) => j !== i))} testId="silabus-file-baru" />
            ))}
            <UploadBox
              accept={SILABUS_UPLOAD_EXTENSIONS}
              maxBytes={maxBytes}
              multiple
              onFiles={addFiles}
              disabled={save.isPending}
              inputTestId="silabus-upload-input"
            />
            {limitError ? (
              <Text fz="xs" c="red" role="alert">
                {limitError}
              </Text>
            ) : null}
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Batal
            </Button>
            <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ teks, files, hapus_files: hapus })} data-testid="ubah-silabus-submit">
              Simpan
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
