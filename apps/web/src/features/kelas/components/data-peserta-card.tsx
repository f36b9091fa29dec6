import { Badge, Button, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import { usePesertaKelas } from '../api/get-peserta-kelas';
import { prodiLabel } from '@/lib/format-kelas';
import { PersonRow } from './person-row';
import { SectionCard } from './section-card';

/** Shown on the class page; the whole list is in 'Anggota Kelas'. */
const PREVIEW_COUNT = 5;

export const PESERTA_KOSONG = 'Tidak ada mahasiswa yang tersedia pada kelas ini.';

export function KetuaBadge() {
  return (
    <Badge size="sm" variant="light" color="yellow" data-testid="badge-ketua">
      Ketua
    </Badge>
  );
}

/** Data Peserta card (spec 1 §2.5): count badge, the first participants (class leader first), empty state. */
export function DataPesertaCard({ kelasId, onShowAll }: { kelasId: string; onShowAll: () => void }) {
  const peserta = usePesertaKelas(kelasId, { page: 1, per_page: PREVIEW_COUNT });
  const total = peserta.data?.meta.total_items ?? 0;
  const items = peserta.data?.data ?? [];
  return (
    <SectionCard
      title="Data Peserta"
      testId="data-peserta-card"
      badge={
        <Badge variant="light" data-testid="peserta-count">
          {peserta.isPending ? '…' : total}
        </Badge>
      }
      actions={
        total > 0 ? (
          <Button variant="subtle" size="xs" onClick={onShowAll}>
            Lihat Semua
          </Button>
        ) : null
      }
    >
      {peserta.isPending ? (
        <Stack gap="sm">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={38} />
          ))}
        </Stack>
      ) : peserta.isError ? (
        <Text fz="sm" c="red">
          {peserta.error.message}
        </Text>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description={PESERTA_KOSONG} />
      ) : (
        <Stack gap="sm">
          {items.map((p, i) => (
            <div key={p.nim}>
              {i > 0 ? <Divider mb="sm" /> : null}
              <PersonRow
                nama={p.nama}
                avatarUrl={p.avatar_url}
                sub={`${p.nim} · ${prodiLabel(p.prodi)} · ${p.angkatan}`}
                right={p.jabatan === 'ketua_kelas' ? <KetuaBadge /> : null}
                testId="peserta-item"
              />
            </div>
          ))}
          {total > items.length ? (
            <Text fz="xs" c="dimmed" ta="center">
              dan {total - items.length} mahasiswa lainnya
            </Text>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
