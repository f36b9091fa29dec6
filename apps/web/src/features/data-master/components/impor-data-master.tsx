import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX, IconDownload, IconFileImport, IconFileSpreadsheet, IconRefresh, IconX } from '@tabler/icons-react';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, JENIS_IMPORT, KOLOM_IMPORT, formatUkuranFile, truncateFileName, type JenisImport } from '@lms/shared';
import { UploadBox } from '@/components/upload-box';
import { useDownloadLaporanImport } from '../api/download-laporan';
import { useDownloadImportTemplate } from '../api/get-import-template';
import { useImportMaster, type ImportOutcome } from '../api/post-import-master';

/** Import kinds as the import screen names them. */
export const JENIS_IMPORT_NAMA: Record<JenisImport, string> = {
  prodi: 'Program Studi',
  mata_kuliah: 'Mata Kuliah',
  dosen: 'Dosen',
  mahasiswa: 'Mahasiswa',
  kelas: 'Kelas',
};

function Angka({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <Paper withBorder p="sm" ta="center">
      <Text fz="xl" fw={700} c={color} data-testid={`import-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
    </Paper>
  );
}

/** Result panel: 'Impor Berhasil' with the counts, or 'Impor Gagal' with the message, first errors and the report. */
function HasilImpor({ outcome, onReset }: { outcome: ImportOutcome; onReset: () => void }) {
  const laporan = useDownloadLaporanImport();
  const r = outcome.result;
  return (
    <Stack gap="md" data-testid="import-hasil" data-status={outcome.ok ? 'completed' : 'failed'}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" color={outcome.ok ? 'green' : 'red'} variant="light">
          {outcome.ok ? <IconCircleCheck size={26} /> : <IconCircleX size={26} />}
        </ThemeIcon>
        <Stack gap={2}>
          <Title order={4} data-testid="import-hasil-judul">
            {outcome.ok ? 'Impor Berhasil' : 'Impor Gagal'}
          </Title>
          <Text fz="sm" c="dimmed" data-testid="import-hasil-pesan">
            {outcome.message}
          </Text>
        </Stack>
      </Group>
      {r ? (
        <SimpleGrid cols={3} spacing="sm">
          <Angka label="Total Baris" value={r.total_baris} />
          <Angka label="Diterima" value={r.baris_diterima} color={r.baris_diterima ? 'green' : undefined} />
          <Angka label="Ditolak" value={r.baris_ditolak} color={r.baris_ditolak ? 'red' : undefined} />
        </SimpleGrid>
      ) : null}
      {r && r.errors.length > 0 ? (
        <Stack gap={6}>
          <Text fz="sm" fw={600}>
            {r.errors.length < r.baris_ditolak ? `${r.errors.length} kesalahan pertama` : 'Kesalahan'}
          </Text>
          <Table.ScrollContainer minWidth={300} mah={280}>
            <Table striped withTableBorder fz="sm" data-testid="import-errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={60}>Baris</Table.Th>
                  <Table.Th w={120}>Kolom</Table.Th>
                  <Table.Th>Pesan</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {r.errors.map((e, i) => (
                  <Table.Tr key={`${e.baris}-${e.kolom}-${i}`}>
                    <Table.Td>{e.baris}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.kolom || '-'}</Table.Td>
                    <Table.Td>{e.pesan}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {r?.url_laporan ? (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={laporan.isPending}
            onClick={() => laporan.mutate(r.url_laporan!)}
            data-testid="import-laporan"
          >
            Unduh Laporan
          </Button>
        ) : null}
        <Button leftSection={<IconRefresh size={16} />} onClick={onReset} data-testid="import-ulang">
          Impor Ulang
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Impor Data Master': kind, template, file, 'Proses', then the result (operators with write on data_master). */
export function ImporDataMaster() {
  const [jenis, setJenis] = useState<JenisImport>('mata_kuliah');
  const [file, setFile] = useState<File | null>(null);
  const template = useDownloadImportTemplate();
  const impor = useImportMaster();

  const reset = () => {
    impor.reset();
    setFile(null);
  };

  if (impor.data) return <HasilImpor outcome={impor.data} onReset={reset} />;

  const kolom = KOLOM_IMPORT[jenis];
  return (
    <Stack gap="md" data-testid="import-form">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Jenis Data"
          allowDeselect={false}
          data={JENIS_IMPORT.map((j) => ({ value: j, label: JENIS_IMPORT_NAMA[j] }))}
          value={jenis}
          onChange={(v) => v && setJenis(v as JenisImport)}
          disabled={impor.isPending}
          style={{ flex: '1 1 220px' }}
          data-testid="import-jenis"
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={template.isPending}
          onClick={() => template.mutate(jenis)}
          data-testid="import-template"
        >
          Unduh Template
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        Kolom: {kolom.map((k) => `${k.key}${k.wajib ? '*' : ''}`).join(', ')} (* wajib). Semua baris diterapkan sekaligus atau tidak sama
        sekali.
      </Text>
      <UploadBox
        accept={IMPORT_EXTENSIONS}
        maxBytes={IMPORT_MAX_BYTES}
        disabled={impor.isPending}
        onFiles={(files) => setFile(files[0] ?? null)}
        onReject={() => setFile(null)}
        inputTestId="import-file"
      />
      {file ? (
        <Paper withBorder p="sm" data-testid="import-file-terpilih">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon variant="light" color="green" size={36} radius="md">
                <IconFileSpreadsheet size={20} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} title={file.name}>
                  {truncateFileName(file.name, 20)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {formatUkuranFile(file.size)}
                </Text>
              </Stack>
            </Group>
            <Tooltip label="Hapus berkas" withArrow>
              <ActionIcon variant="subtle" color="gray" aria-label="Hapus berkas" disabled={impor.isPending} onClick={() => setFile(null)}>
                <IconX size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Paper>
      ) : null}
      {impor.isError ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title="Impor Gagal" data-testid="import-error">
          {impor.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconFileImport size={16} />}
          disabled={!file}
          loading={impor.isPending}
          onClick={() => file && impor.mutate({ jenis, file })}
          data-testid="import-proses"
        >
          Proses
        </Button>
      </Group>
    </Stack>
  );
}
