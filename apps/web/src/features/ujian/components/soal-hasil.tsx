import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconPaperclip, IconX } from '@tabler/icons-react';
import { JENIS_SOAL_LABEL, hurufPilihan, type JawabanValue, type UjianSoalItem } from '@lms/shared';
import { RichText } from '@/components/rich-text';
import type { ViewerFile } from '@/components/file-viewer';
import { LampiranList } from '@/components/lampiran-list';

type Props = {
  soal: Omit<UjianSoalItem, 'created_by'>;
  jawaban: JawabanValue | null;
  /** The score area (lecturer: the essay input; student: the published score). */
  nilai?: ReactNode;
  /** Extra badges (e.g. 'Tidak dihitung'). */
  tanda?: ReactNode;
  onBukaFile: (f: ViewerFile) => void;
};

function Opsi({ label, kunci, dipilih }: { label: string; kunci: boolean; dipilih: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-kunci={kunci || undefined} data-dipilih={dipilih || undefined}>
      {kunci ? <IconCheck size={16} color="var(--mantine-color-teal-8)" aria-label="Kunci" /> : dipilih ? <IconX size={16} color="var(--mantine-color-red-8)" aria-label="Jawaban salah" /> : <span style={{ width: 16 }} />}
      <Text fz="sm" fw={kunci || dipilih ? 700 : 400}>
        {label}
        {dipilih ? ' (jawaban)' : ''}
      </Text>
    </Group>
  );
}

/** One question after the exam: the question, the answer beside the key, essay files in the file viewer, the score. */
export function SoalHasil({ soal: s, jawaban, nilai, tanda, onBukaFile }: Props) {
  const pilih = jawaban && 'pilihan' in jawaban ? jawaban.pilihan : null;
  const bs = jawaban && 'benar_salah' in jawaban ? jawaban.benar_salah : null;
  const esay = jawaban && 'esay' in jawaban ? jawaban.esay : null;
  return (
    <Card withBorder padding="sm" radius="md" data-testid="soal-hasil" data-id-soal={s.id}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap={6}>
            <Text fw={700}>Soal {s.nomor}</Text>
            <Badge variant="light" size="sm">
              {JENIS_SOAL_LABEL[s.jenis]}
            </Badge>
            <Text fz="xs" c="dimmed">
              Bobot {s.bobot}
            </Text>
            {tanda}
          </Group>
          {nilai}
        </Group>
        <RichText html={s.pertanyaan} />
        <LampiranList files={s.soal_files} />
        {s.pilihan ? (
          <Stack gap={2}>
            {s.pilihan.pilihan.map((p, i) => (
              <Opsi key={i} label={`${hurufPilihan(i)}. ${p}`} kunci={i === s.pilihan!.kunci} dipilih={pilih === i} />
            ))}
            {pilih === null ? <Text fz="sm" c="dimmed">Tidak dijawab</Text> : null}
          </Stack>
        ) : null}
        {s.benar_salah ? (
          <Stack gap={2}>
            {(['benar', 'salah'] as const).map((v) => (
              <Opsi key={v} label={s.benar_salah!.pilihan[v]} kunci={s.benar_salah!.kunci === v} dipilih={bs === v} />
            ))}
            {bs === null ? <Text fz="sm" c="dimmed">Tidak dijawab</Text> : null}
          </Stack>
        ) : null}
        {s.esay ? (
          <Stack gap={6}>
            <Text fz="xs" fw={600} c="dimmed">
              Jawaban
            </Text>
            {esay && (esay.teks.trim() || esay.files.length) ? (
              <>
                {esay.teks.trim() ? (
                  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="jawaban-esay-teks">
                    {esay.teks}
                  </Text>
                ) : null}
                {esay.files.map((f) => (
                  <Group key={f.url} gap={6} wrap="nowrap">
                    <IconPaperclip size={14} aria-hidden />
                    <Anchor component="button" type="button" fz="sm" onClick={() => onBukaFile({ name: f.name, url: f.url })} data-testid="buka-file-jawaban">
                      {f.name}
                    </Anchor>
                  </Group>
                ))}
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                Tidak dijawab
              </Text>
            )}
            <Text fz="xs" fw={600} c="dimmed">
              Kunci Jawaban
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {s.esay.kunci || '-'}
            </Text>
            <LampiranList files={s.esay.kunci_files} label="Lampiran kunci" />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
