import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Box, Button, Card, Checkbox, FileButton, Group, Radio, Stack, Text, TextInput, Textarea, Title, Tooltip } from '@mantine/core';
import { IconPhoto, IconPhotoX, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  EKSTENSI_GAMBAR_PILIHAN,
  EKSTENSI_LAMPIRAN_KUNCI,
  EKSTENSI_LAMPIRAN_SOAL,
  JENIS_FILE_JAWABAN,
  JENIS_FILE_JAWABAN_LABEL,
  bolehHapusPilihan,
  bolehTambahPilihan,
  hurufPilihan,
  maxLampiranKunciBytes,
  maxLampiranSoalBytes,
  semuaJenisFile,
  tambahPilihan,
  toggleSemuaJenisFile,
  type JenisFileJawaban,
  type SoalItem,
  type JenisSoal,
} from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { HtmlEditor } from '@/components/html-editor';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { UploadBox, validateUpload } from '@/components/upload-box';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { deleteFileStorager, uploadGambarSoal } from '../api/upload-gambar';
import { adaError, hapusLampiran, hapusOpsi, judulKartuSoal, nilaiAwalSoal, toSoalFormData, validasiSoal, type SoalErrors, type SoalFormValues } from '../soal-form';
import { LampiranList } from '@/components/lampiran-list';

type Props = {
  jenis: JenisSoal;
  /** The question being changed; null adds a new one. */
  soal: SoalItem | null;
  /** storager dir: bank_soal/{prodi}/{course}/{bank} (spec 2 §7). */
  dir: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: FormData) => Promise<unknown>;
  /** Where option images and images in the text go (default: a bank image under `dir`); exams store their own. */
  uploadGambar?: (file: File) => Promise<{ url: string }>;
};

/**
 * The in-place card 'Tambah Soal Baru' / 'Ubah Soal Nomor {n}' with Batal and Tambah/Ubah (spec 2 §2, §5). Works on
 * a phone: one column, full-width fields, upload boxes that accept a tap.
 */
export function SoalEditor({ jenis, soal, dir, saving, onCancel, onSubmit, uploadGambar }: Props) {
  const [v, setV] = useState<SoalFormValues>(() => nilaiAwalSoal(jenis, soal));
  const [errors, setErrors] = useState<SoalErrors>({});
  // After the first Tambah/Ubah, every change re-checks the form so a fixed field loses its message at once.
  const [dicoba, setDicoba] = useState(false);
  useEffect(() => {
    if (dicoba) setErrors(validasiSoal(v));
  }, [v, dicoba]);
  const [uploading, setUploading] = useState<number | 'pertanyaan' | null>(null);
  const pengaturan = usePengaturanMe();
  const ukuran = pengaturan.data?.pengaturan_sistem.ukuran_max_file;
  const resetImg = useRef<() => void>(null);
  // Option images uploaded in this card and not saved yet: removing one deletes the file at once.
  const [gambarBaru, setGambarBaru] = useState<string[]>([]);
  const update = (patch: Partial<SoalFormValues>) => setV((old) => ({ ...old, ...patch }));

  const upload = async (file: File | null, target: number | 'pertanyaan') => {
    if (!file) return;
    const why = validateUpload(file, EKSTENSI_GAMBAR_PILIHAN, maxLampiranSoalBytes(ukuran));
    if (why) return showErrorToast(why);
    setUploading(target);
    try {
      const r = await (uploadGambar ? uploadGambar(file) : uploadGambarSoal(file, dir));
      if (target !== 'pertanyaan') setGambarBaru((g) => [...g, r.url]);
      setV((old) => {
        if (target === 'pertanyaan') return { ...old, pertanyaan: `${old.pertanyaan.trim()}\n\n<img src="${r.url}" alt="${file.name.replace(/"/g, '')}">` };
        const gambar = old.pilihan.pilihan.map((_, i) => old.pilihan.gambar[i] ?? null);
        gambar[target] = r.url;
        return { ...old, pilihan: { ...old.pilihan, gambar } };
      });
    } catch (e) {
      showErrorToast(`Gagal upload file: ${(e as Error).message}`);
    } finally {
      setUploading(null);
      resetImg.current?.();
    }
  };

  const submit = async () => {
    setDicoba(true);
    const e = validasiSoal(v);
    setErrors(e);
    if (adaError(e)) return;
    await onSubmit(toSoalFormData(v)).catch(() => {});
  };

  const p = v.pilihan;
  return (
    <Card withBorder radius="md" padding="md" data-testid="soal-editor" component="section" aria-label={judulKartuSoal(soal?.nomor ?? null)} style={{ borderColor: 'var(--mantine-primary-color-filled)' }}>
      <Title order={3} fz="md" mb="sm">
        {judulKartuSoal(soal?.nomor ?? null)}
      </Title>
      <Stack gap="md">
        <Stack gap={4}>
          <HtmlEditor label="Pertanyaan" required value={v.pertanyaan} onChange={(x) => update({ pertanyaan: x })} error={errors.pertanyaan} testId="pertanyaan-editor" />
          <FileButton onChange={(f) => void upload(f, 'pertanyaan')} accept={EKSTENSI_GAMBAR_PILIHAN.join(',')} resetRef={resetImg}>
            {(props) => (
              <Button {...props} size="xs" variant="subtle" leftSection={<IconPhoto size={14} />} loading={uploading === 'pertanyaan'} w="fit-content">
                Sisipkan gambar ke pertanyaan
              </Button>
            )}
          </FileButton>
        </Stack>

        {v.jenis === 'pilihan' ? (
          <Radio.Group
            label="Pilihan jawaban"
            description="Pilih satu sebagai kunci jawaban."
            required
            value={p.kunci === null ? null : String(p.kunci)}
            onChange={(x) => update({ pilihan: { ...p, kunci: Number(x) } })}
            error={errors.kunci}
          >
            <Stack gap="xs" mt="xs">
              {p.pilihan.map((teks, i) => (
                <Stack key={i} gap={4}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Radio value={String(i)} mt={8} aria-label={`Kunci ${hurufPilihan(i)}`} />
                    <TextInput
                      style={{ flex: 1 }}
                      leftSection={<Text fw={600}>{hurufPilihan(i)}</Text>}
                      placeholder={`Pilihan ${hurufPilihan(i)}`}
                      aria-label={`Pilihan ${hurufPilihan(i)}`}
                      value={teks}
                      onChange={(e) => {
                        const pilihan = [...p.pilihan];
                        pilihan[i] = e.currentTarget.value;
                        update({ pilihan: { ...p, pilihan } });
                      }}
                      error={errors.pilihan?.[i]}
                    />
                    <FileButton onChange={(f) => void upload(f, i)} accept={EKSTENSI_GAMBAR_PILIHAN.join(',')}>
                      {(props) => (
                        <Tooltip label="Gambar pilihan">
                          <ActionIcon {...props} variant="default" size="lg" aria-label={`Gambar pilihan ${hurufPilihan(i)}`} loading={uploading === i}>
                            <IconPhoto size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </FileButton>
                    <Tooltip label={bolehHapusPilihan(p.pilihan.length) ? 'Hapus pilihan' : 'Minimal 3 pilihan'}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={`Hapus pilihan ${hurufPilihan(i)}`}
                        disabled={!bolehHapusPilihan(p.pilihan.length)}
                        onClick={() => {
                          const r = hapusOpsi(v, i);
                          if ('message' in r) showErrorToast(r.message);
                          else setV(r.values);
                        }}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  {p.gambar[i] ? (
                    <Group gap="xs" pl={34}>
                      <Box maw={160}>
                        <AuthImage src={p.gambar[i]} alt={`Gambar pilihan ${hurufPilihan(i)}`} mah={100} fit="contain" radius="sm" />
                      </Box>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconPhotoX size={14} />}
                        onClick={() => {
                          const url = p.gambar[i]!;
                          const gambar = [...p.gambar];
                          gambar[i] = null;
                          update({ pilihan: { ...p, gambar } });
                          // A saved image goes when the question is saved; a fresh upload is deleted now.
                          if (gambarBaru.includes(url)) {
                            void deleteFileStorager(url)
                              .then(showSuccessToast)
                              .catch((e: Error) => showErrorToast(`Gagal hapus file: ${e.message}`));
                          }
                        }}
                      >
                        Hapus gambar
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              ))}
              <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} w="fit-content" disabled={!bolehTambahPilihan(p.pilihan.length)} onClick={() => update({ pilihan: tambahPilihan(p) })}>
                Tambah Pilihan
              </Button>
            </Stack>
          </Radio.Group>
        ) : null}

        {v.jenis === 'benar_salah' ? (
          <Radio.Group label="Kunci jawaban" required value={v.kunciBenarSalah} onChange={(x) => update({ kunciBenarSalah: x as 'benar' | 'salah' })} error={errors.kunci}>
            <Group mt="xs" gap="lg">
              <Radio value="benar" label="Benar" />
              <Radio value="salah" label="Salah" />
            </Group>
          </Radio.Group>
        ) : null}

        {v.jenis === 'esay' ? (
          <Stack gap="sm">
            <Checkbox.Group label="Jenis file jawaban yang diterima" required value={v.jenisFile} onChange={(x) => update({ jenisFile: x as JenisFileJawaban[] })} error={errors.jenisFile}>
              <Stack gap={6} mt="xs">
                <Checkbox
                  label="Semua"
                  checked={semuaJenisFile(v.jenisFile)}
                  indeterminate={v.jenisFile.length > 0 && !semuaJenisFile(v.jenisFile)}
                  onChange={() => update({ jenisFile: toggleSemuaJenisFile(v.jenisFile) })}
                />
                {JENIS_FILE_JAWABAN.map((j) => (
                  <Checkbox key={j} value={j} label={JENIS_FILE_JAWABAN_LABEL[j]} ml="md" />
                ))}
              </Stack>
            </Checkbox.Group>
            <Textarea label="Kunci jawaban" autosize minRows={3} value={v.kunciEsay} onChange={(e) => update({ kunciEsay: e.currentTarget.value })} />
            <LampiranList files={v.kunciFiles} label="Lampiran kunci" onRemove={(url) => setV(hapusLampiran(v, url, true))} />
            {v.filesKunciBaru.length ? <BerkasBaru files={v.filesKunciBaru} onRemove={(i) => update({ filesKunciBaru: v.filesKunciBaru.filter((_, x) => x !== i) })} /> : null}
            <UploadBox
              label="Unggah lampiran kunci"
              accept={EKSTENSI_LAMPIRAN_KUNCI}
              maxBytes={maxLampiranKunciBytes(ukuran)}
              multiple
              onFiles={(files) => update({ filesKunciBaru: [...v.filesKunciBaru, ...files] })}
              inputTestId="upload-kunci"
            />
          </Stack>
        ) : null}

        <Stack gap="xs">
          <LampiranList files={v.soalFiles} onRemove={(url) => setV(hapusLampiran(v, url))} />
          {v.filesBaru.length ? <BerkasBaru files={v.filesBaru} onRemove={(i) => update({ filesBaru: v.filesBaru.filter((_, x) => x !== i) })} /> : null}
          <UploadBox
            label="Unggah lampiran soal"
            accept={EKSTENSI_LAMPIRAN_SOAL}
            maxBytes={maxLampiranSoalBytes(ukuran)}
            multiple
            onFiles={(files) => update({ filesBaru: [...v.filesBaru, ...files] })}
            inputTestId="upload-lampiran"
          />
          {errors.files ? (
            <Text c="red" fz="sm">
              {errors.files}
            </Text>
          ) : null}
        </Stack>

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Batal
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={uploading !== null}>
            {soal ? 'Ubah' : 'Tambah'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function BerkasBaru({ files, onRemove }: { files: File[]; onRemove: (i: number) => void }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={600} c="dimmed">
        Akan diunggah
      </Text>
      {files.map((f, i) => (
        <Group key={`${f.name}-${i}`} gap={6}>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {f.name}
          </Text>
          <ActionIcon size="sm" variant="subtle" color="red" aria-label={`Batalkan ${f.name}`} onClick={() => onRemove(i)}>
            <IconTrash size={12} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
