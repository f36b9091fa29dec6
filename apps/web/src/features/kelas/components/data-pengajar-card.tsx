import { Badge, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { jabatanPengajarLabel, namaLengkapDosen } from '@lms/shared';
import { usePengajarKelas } from '../api/get-pengajar-kelas';
import { BELUM_ADA_PENGAJAR, prodiLabel } from '@/lib/format-kelas';
import { PersonRow } from './person-row';
import { SectionCard } from './section-card';

/** Data Pengajar card (spec 1 §2.5): teachers with position and study programme; 'Belum ada Pengajar' when empty. */
export function DataPengajarCard({ kelasId }: { kelasId: string }) {
  const pengajar = usePengajarKelas(kelasId);
  const items = pengajar.data ?? [];
  return (
    <SectionCard
      title="Data Pengajar"
      testId="data-pengajar-card"
      badge={
        <Badge variant="light" data-testid="pengajar-count">
          {pengajar.isPending ? '…' : items.length}
        </Badge>
      }
    >
      {pengajar.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} h={38} />
          ))}
        </Stack>
      ) : pengajar.isError ? (
        <Text fz="sm" c="red">
          {pengajar.error.message}
        </Text>
      ) : items.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="pengajar-kosong">
          {BELUM_ADA_PENGAJAR}
        </Text>
      ) : (
        <Stack gap="sm">
          {items.map((p, i) => (
            <div key={p.id_dosen}>
              {i > 0 ? <Divider mb="sm" /> : null}
              <PersonRow
                nama={namaLengkapDosen(p)}
                avatarUrl={p.avatar_url}
                sub={`NIDN ${p.nidn || '-'} · ${prodiLabel(p.prodi)}`}
                right={
                  <Badge size="sm" variant="light" color={p.jabatan === 'dosen_koordinator' ? 'lms' : 'gray'} style={{ flexShrink: 0 }}>
                    {jabatanPengajarLabel(p.jabatan)}
                  </Badge>
                }
                testId="pengajar-item"
              />
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
