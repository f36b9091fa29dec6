import { ActionIcon, Badge, Box, Card, Group, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { JENIS_FILE_JAWABAN_LABEL, JENIS_SOAL_LABEL, hurufPilihan, type SoalItem } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { LampiranList } from '@/components/lampiran-list';
import { PertanyaanView } from './pertanyaan-view';

type Props = { soal: SoalItem; canWrite: boolean; onEdit: () => void; onDelete: () => void };

/** One question, numbered: text, options with the key marked (or the true/false key, or the essay key), files. */
export function SoalView({ soal, canWrite, onEdit, onDelete }: Props) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="soal-card" aria-label={`Soal nomor ${soal.nomor}`} component="article">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="xs">
        <Group gap="xs">
          <Text fw={700}>{soal.nomor}.</Text>
          <Badge variant="light">{JENIS_SOAL_LABEL[soal.jenis]}</Badge>
        </Group>
        {canWrite ? (
          <Group gap={4}>
            <Tooltip label="Ubah soal">
              <ActionIcon variant="subtle" aria-label={`Ubah soal nomor ${soal.nomor}`} onClick={onEdit}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Hapus soal">
              <ActionIcon variant="subtle" color="red" aria-label={`Hapus soal nomor ${soal.nomor}`} onClick={onDelete}>
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
      <Stack gap="sm">
        <PertanyaanView html={soal.pertanyaan} />
        {soal.pilihan ? (
          <Stack gap={6} component="ol" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
            {soal.pilihan.pilihan.map((teks, i) => {
              const kunci = i === soal.pilihan!.kunci;
              return (
                <Box component="li" key={i} p={6} style={{ borderRadius: 6, background: kunci ? 'var(--mantine-color-teal-light)' : undefined }}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} w={20}>
                      {hurufPilihan(i)}.
                    </Text>
                    <Stack gap={4} style={{ flex: 1 }}>
                      <Text fz="sm">{teks}</Text>
                      {soal.pilihan!.gambar[i] ? (
                        <Box w={200} maw="100%">
                          <AuthImage src={soal.pilihan!.gambar[i]} alt={`Gambar pilihan ${hurufPilihan(i)}`} h={120} fit="contain" radius="sm" style={{ objectPosition: 'left' }} />
                        </Box>
                      ) : null}
                    </Stack>
                    {kunci ? (
                      <Tooltip label="Kunci jawaban">
                        <ThemeIcon color="teal" size="sm" radius="xl" role="img" aria-label="Kunci jawaban">
                          <IconCheck size={14} />
                        </ThemeIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Box>
              );
            })}
          </Stack>
        ) : null}
        {soal.benar_salah ? (
          <Group gap="xs">
            <Text fz="sm" fw={600}>
              Kunci:
            </Text>
            <Badge color="teal" variant="light">
              {soal.benar_salah.kunci === 'benar' ? soal.benar_salah.pilihan.benar : soal.benar_salah.pilihan.salah}
            </Badge>
          </Group>
        ) : null}
        {soal.esay ? (
          <Stack gap={4}>
            <Text fz="sm">
              <b>Jenis jawaban:</b> {soal.esay.jenis_file_diterima.map((j) => JENIS_FILE_JAWABAN_LABEL[j]).join(', ')}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <b>Kunci jawaban:</b> {soal.esay.kunci || '-'}
            </Text>
            <LampiranList files={soal.esay.kunci_files} label="Lampiran kunci" />
          </Stack>
        ) : null}
        <LampiranList files={soal.soal_files} />
      </Stack>
    </Card>
  );
}
