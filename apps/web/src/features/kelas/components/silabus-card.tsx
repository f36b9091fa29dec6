import { Button, Spoiler, Stack, Text } from '@mantine/core';
import type { KelasDetail } from '@lms/shared';
import { SectionCard } from './section-card';
import { SilabusFiles } from './silabus-files';

/** Syllabus summary of the class page: the notes (plain text) and attachments; 'Data Silabus' shows the rest. */
export function SilabusCard({ kelas, onOpen }: { kelas: KelasDetail; onOpen: () => void }) {
  const { teks, files } = kelas.mata_kuliah.pendahuluan.silabus;
  return (
    <SectionCard
      title="Silabus"
      testId="silabus-card"
      actions={
        kelas.akses.lihat_silabus ? (
          <Button variant="subtle" size="xs" onClick={onOpen}>
            Lihat Data Silabus
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        {teks.trim() ? (
          // Five whole lines (14 px × 1.5): a height between lines would show a half-cut line above the toggle.
          <Spoiler maxHeight={105} showLabel="Selengkapnya" hideLabel="Sembunyikan">
            <Text fz="sm" lh={1.5} style={{ whiteSpace: 'pre-wrap' }} data-testid="silabus-teks">
              {teks}
            </Text>
          </Spoiler>
        ) : (
          <Text fz="sm" c="dimmed">
            Belum ada catatan silabus.
          </Text>
        )}
        <div>
          <Text fz="xs" c="dimmed" fw={600} mb={4}>
            Lampiran
          </Text>
          <SilabusFiles files={files} />
        </div>
      </Stack>
    </SectionCard>
  );
}
