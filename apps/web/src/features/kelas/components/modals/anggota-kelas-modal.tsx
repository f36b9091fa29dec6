import { useState } from 'react';
import { Badge, Divider, Modal, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, MODAL_WIDTH, jabatanPengajarLabel, namaLengkapDosen, type KelasDetail } from '@lms/shared';
import { EmptyState } from '@/components/empty-state';
import { PaginationRow } from '@/components/pagination-row';
import { SearchInput } from '@/components/search-input';
import { usePengajarKelas } from '../../api/get-pengajar-kelas';
import { usePesertaKelas } from '../../api/get-peserta-kelas';
import { BELUM_ADA_PENGAJAR, prodiLabel } from '@/lib/format-kelas';
import { KetuaBadge, PESERTA_KOSONG } from '../data-peserta-card';
import { PersonRow } from '../person-row';
import { usePageState } from '@/lib/use-page-state';

export type AnggotaTab = 'pengajar' | 'peserta';

function PengajarTab({ kelasId }: { kelasId: string }) {
  const pengajar = usePengajarKelas(kelasId);
  if (pengajar.isPending) return <Skeleton h={120} />;
  if (pengajar.isError) return <Text c="red">{pengajar.error.message}</Text>;
  if (pengajar.data.length === 0) return <Text c="dimmed">{BELUM_ADA_PENGAJAR}</Text>;
  return (
    <Stack gap="sm">
      {pengajar.data.map((p, i) => (
        <div key={p.id_dosen}>
          {i > 0 ? <Divider mb="sm" /> : null}
          <PersonRow
            nama={namaLengkapDosen(p)}
            avatarUrl={p.avatar_url}
            sub={`NIDN ${p.nidn || '-'} · ${prodiLabel(p.prodi)}`}
            right={
              <Badge size="sm" variant="light" color={p.jabatan === 'dosen_koordinator' ? 'lms' : 'gray'}>
                {jabatanPengajarLabel(p.jabatan)}
              </Badge>
            }
            testId="anggota-pengajar"
          />
        </div>
      ))}
    </Stack>
  );
}

function PesertaTab({ kelasId }: { kelasId: string }) {
  const [search, setSearch] = useState('');
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const peserta = usePesertaKelas(kelasId, { page, per_page: perPage, search });
  const items = peserta.data?.data ?? [];
  return (
    <Stack gap="sm">
      <SearchInput
        value={search}
        onSearch={(v) => {
          setSearch(v);
          setPage(1);
        }}
        placeholder="Cari NIM atau nama mahasiswa"
        data-testid="anggota-search"
      />
      {peserta.isPending ? (
        <Skeleton h={200} />
      ) : peserta.isError ? (
        <Text c="red">{peserta.error.message}</Text>
      ) : items.length === 0 ? (
        <EmptyState size="sm" description={search ? 'Tidak ada mahasiswa yang sesuai dengan pencarian.' : PESERTA_KOSONG} />
      ) : (
        <Stack gap="sm" style={{ opacity: peserta.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((p, i) => (
            <div key={p.nim}>
              {i > 0 ? <Divider mb="sm" /> : null}
              <PersonRow
                nama={p.nama}
                avatarUrl={p.avatar_url}
                sub={`${p.nim} · ${prodiLabel(p.prodi)} · Angkatan ${p.angkatan}`}
                right={p.jabatan === 'ketua_kelas' ? <KetuaBadge /> : null}
                testId="anggota-peserta"
              />
            </div>
          ))}
        </Stack>
      )}
      {items.length > 0 ? (
        <PaginationRow
          page={page}
          perPage={perPage}
          total={peserta.data?.meta.total_items ?? 0}
          onPageChange={setPage}
          onPerPageChange={setPerPage}
        />
      ) : null}
    </Stack>
  );
}

/** Anggota Kelas (spec 1 §2.7): teachers and participants (paged, searchable), the class leader marked 'Ketua'. */
export function AnggotaKelasModal({
  kelas,
  opened,
  onClose,
  initialTab = 'peserta',
}: {
  kelas: KelasDetail;
  opened: boolean;
  onClose: () => void;
  initialTab?: AnggotaTab;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Anggota Kelas" size={MODAL_WIDTH.card} attributes={{ content: { 'data-testid': 'modal-anggota-kelas' } }}>
      <Tabs defaultValue={initialTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="pengajar" data-testid="anggota-tab-pengajar">
            Pengajar ({kelas.pengajar.length})
          </Tabs.Tab>
          <Tabs.Tab value="peserta" data-testid="anggota-tab-peserta">
            Peserta ({kelas.jumlah_peserta})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="pengajar">
          <PengajarTab kelasId={kelas.id} />
        </Tabs.Panel>
        <Tabs.Panel value="peserta">
          <PesertaTab kelasId={kelas.id} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
