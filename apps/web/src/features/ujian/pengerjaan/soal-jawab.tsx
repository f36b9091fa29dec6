import { useEffect, useState } from 'react';
import { Badge, Box, Card, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCloudUpload, IconLoader2, IconAlertTriangle } from '@tabler/icons-react';
import {
  ekstensiJawabanEsay,
  hurufPilihan,
  maxUploadBytes,
  type JawabanValue,
  type SoalFile,
  type SoalPengerjaan,
} from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { RichText } from '@/components/rich-text';
import { showErrorToast } from '@/components/toast';
import { UploadBox } from '@/components/upload-box';
import { LampiranList } from '@/components/lampiran-list';
import { unggahFileJawaban } from '../api/jawaban';
import type { StatusSinkron } from './jawaban-sync';

const STATUS: Record<StatusSinkron, { label: string; color: string; icon: typeof IconCheck }> = {
  tersimpan: { label: 'Tersimpan', color: 'green', icon: IconCheck },
  menyimpan: { label: 'Menyimpan…', color: 'blue', icon: IconLoader2 },
  menunggu: { label: 'Belum tersimpan', color: 'yellow', icon: IconCloudUpload },
  gagal: { label: 'Gagal menyimpan, mencoba lagi', color: 'red', icon: IconAlertTriangle },
};

/** The per-question sync state (spec: the page shows it; the student sees an answer is safe). */
export function StatusSimpan({ status }: { status: StatusSinkron | null }) {
  if (!status) return null;
  const s = STATUS[status];
  const Icon = s.icon;
  return (
    <Badge variant="light" color={s.color} leftSection={<Icon size={12} aria-hidden />} data-testid="status-simpan" data-status={status}>
      {s.label}
    </Badge>
  );
}

type Props = {
  idUjian: number;
  soal: SoalPengerjaan;
  jawaban: JawabanValue | null | undefined;
  status: StatusSinkron | null;
  ukuranMaxFile?: Record<string, unknown> | null;
  onChange: (j: JawabanValue | null) => void;
};

/** One question with its answer control: options, true/false, or essay text and files. */
export function SoalJawab({ idUjian, soal, jawaban, status, ukuranMaxFile, onChange }: Props) {
  return (
    <Card withBorder radius="md" padding="md" id={`soal-${soal.id}`} data-testid="soal-jawab" data-id-soal={soal.id} component="section" aria-label={`Soal nomor ${soal.nomor}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700}>Soal {soal.nomor}</Text>
        <StatusSimpan status={status} />
      </Group>
      <Stack gap="sm">
        <RichText html={soal.pertanyaan} />
        <LampiranList files={soal.soal_files} />
        {soal.pilihan ? (
          <Radio.Group
            aria-label={`Jawaban soal ${soal.nomor}`}
            value={jawaban && 'pilihan' in jawaban ? String(jawaban.pilihan) : null}
            onChange={(v) => onChange({ pilihan: Number(v) })}
          >
            <Stack gap="xs">
              {soal.pilihan.pilihan.map((teks, i) => (
                <Stack key={i} gap={4}>
                  <Radio value={String(i)} label={`${hurufPilihan(i)}. ${teks}`} data-testid={`pilihan-${i}`} />
                  {soal.pilihan!.gambar[i] ? (
                    <Box maw={220} pl={30}>
                      <AuthImage src={soal.pilihan!.gambar[i]!} alt={`Gambar pilihan ${hurufPilihan(i)}`} mah={140} fit="contain" radius="sm" />
                    </Box>
                  ) : null}
                </Stack>
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        {soal.benar_salah ? (
          <Radio.Group
            aria-label={`Jawaban soal ${soal.nomor}`}
            value={jawaban && 'benar_salah' in jawaban ? jawaban.benar_salah : null}
            onChange={(v) => onChange({ benar_salah: v as 'benar' | 'salah' })}
          >
            <Group gap="lg">
              <Radio value="benar" label={soal.benar_salah.pilihan.benar} data-testid="benar" />
              <Radio value="salah" label={soal.benar_salah.pilihan.salah} data-testid="salah" />
            </Group>
          </Radio.Group>
        ) : null}
        {soal.esay ? <JawabEsay idUjian={idUjian} soal={soal} jawaban={jawaban} ukuranMaxFile={ukuranMaxFile} onChange={onChange} /> : null}
      </Stack>
    </Card>
  );
}

function JawabEsay({ idUjian, soal, jawaban, ukuranMaxFile, onChange }: Omit<Props, 'status'>) {
  const saved = jawaban && 'esay' in jawaban ? jawaban.esay : { teks: '', files: [] as SoalFile[] };
  // The text is local while typing; every keystroke still goes to the journal (the sync debounces the sends).
  const [teks, setTeks] = useState(saved.teks);
  useEffect(() => setTeks(saved.teks), [saved.teks]);
  const [uploading, setUploading] = useState(false);
  const jenis = soal.esay!.jenis_file_diterima;
  const ekstensi = ekstensiJawabanEsay(jenis);
  const files = saved.files ?? [];

  const unggah = async (list: File[]) => {
    setUploading(true);
    try {
      const baru: SoalFile[] = [];
      for (const f of list) baru.push(await unggahFileJawaban(idUjian, soal.id, f));
      onChange({ esay: { teks, files: [...files, ...baru] } });
    } catch (e) {
      showErrorToast(`Gagal upload file: ${(e as Error).message}`);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="xs">
      {jenis.includes('text') ? (
        <Textarea
          label="Jawaban"
          autosize
          minRows={4}
          value={teks}
          data-testid="jawaban-esay"
          onChange={(e) => {
            setTeks(e.currentTarget.value);
            onChange({ esay: { teks: e.currentTarget.value, files } });
          }}
        />
      ) : null}
      {ekstensi.length > 0 ? (
        <>
          <LampiranList files={files} label="File jawaban" onRemove={(url) => onChange({ esay: { teks, files: files.filter((f) => f.url !== url) } })} />
          <UploadBox
            label={uploading ? 'Mengunggah…' : 'Unggah file jawaban'}
            accept={ekstensi}
            maxBytes={maxUploadBytes(ukuranMaxFile, 'jawaban_ujian')}
            multiple
            disabled={uploading}
            onFiles={(f) => void unggah(f)}
          />
        </>
      ) : null}
    </Stack>
  );
}
