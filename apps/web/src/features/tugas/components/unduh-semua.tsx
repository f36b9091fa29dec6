import { useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { hasilUnduhPengumpulan } from '@lms/shared';
import { showErrorToast, showSuccessToast } from '@/components/toast';
import { downloadFile } from '@/lib/fetch-file';
import { useJob } from '@/lib/queries/get-job';
import { useStartUnduhPengumpulan } from '../api/unduh-pengumpulan';

/** 'Unduh Semua': queues the zip of every submission, shows its progress live, then offers the file. */
export function UnduhSemua({ idTugas }: { idTugas: number }) {
  const start = useStartUnduhPengumpulan(idTugas);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useJob(jobId);
  const state = job.data;
  const hasil = state?.status === 'completed' ? hasilUnduhPengumpulan.safeParse(state.hasil) : null;
  const processing = start.isPending || state?.status === 'processing';

  return (
    <Group gap="xs" wrap="nowrap" data-testid="unduh-semua">
      {hasil?.success ? (
        <Button
          variant="light"
          color="green"
          leftSection={<IconDownload size={16} />}
          onClick={() => downloadFile(hasil.data.url, hasil.data.name).catch((e) => showErrorToast(e))}
          data-testid="unduh-semua-file"
        >
          Unduh Zip ({hasil.data.jumlah_file} file)
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconFileZip size={16} />}
        loading={start.isPending}
        disabled={processing}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (res) => {
              setJobId(res.data.id);
              showSuccessToast(res.status.message);
            },
            onError: (e) => showErrorToast(e),
          })
        }
        data-testid="unduh-semua-mulai"
      >
        Unduh Semua
      </Button>
      {state?.status === 'processing' ? (
        <Group gap={6} wrap="nowrap" w={160} data-testid="unduh-semua-progress">
          <Progress value={state.progress} w={100} aria-label="Progres arsip" />
          <Text fz="xs">{state.progress}%</Text>
        </Group>
      ) : null}
      {state?.status === 'failed' ? (
        <Text fz="xs" c="red.8">
          {state.pesan ?? 'Gagal'}
        </Text>
      ) : null}
    </Group>
  );
}
