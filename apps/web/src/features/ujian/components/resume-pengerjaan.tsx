import { useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { ResumeKelompok } from '@lms/shared';
import { FileViewer, type ViewerFile } from '@/components/file-viewer';
import { SoalHasil } from './soal-hasil';

/**
 * The student's exam and key after it ended — the API sends it only under the four conditions of spec 2 §4. Scores
 * per question appear once the lecturer published the scores.
 */
export function ResumePengerjaan({ resume }: { resume: ResumeKelompok[] }) {
  const [file, setFile] = useState<ViewerFile | null>(null);
  return (
    <Stack gap="sm" data-testid="resume-pengerjaan">
      <Title order={2} fz="md">
        Soal dan Kunci Jawaban
      </Title>
      {resume.map((k) => (
        <Stack key={k.id} gap="sm">
          <Text fw={600}>{k.nama}</Text>
          {k.soal.map((s) => (
            <SoalHasil key={s.id} soal={s} jawaban={s.jawaban} onBukaFile={setFile} nilai={s.nilai === null ? null : <Text fz="sm" fw={700}>{s.nilai}/{s.bobot}</Text>} />
          ))}
        </Stack>
      ))}
      <FileViewer file={file} onClose={() => setFile(null)} />
    </Stack>
  );
}
