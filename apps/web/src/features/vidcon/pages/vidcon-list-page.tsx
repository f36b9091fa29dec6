import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { VidconItem } from '@lms/shared';
import { ActivityListPage, useActivityListState } from '@/components/activity-list-page';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { useVidconList } from '../api/get-vidcon-list';
import { useVidconEvents } from '../api/vidcon-events';
import { VidconListFilter } from '../components/vidcon-list-filter';
import { VidconListView } from '../components/vidcon-list-view';
import { VidconModal } from '../components/vidcon-modal';
import { jumlahFilterAktif, parseVidconListSearch, toVidconListParams, toVidconListSearch } from '../vidcon-filter';

/**
 * /vidcon: the vidcons of the caller's classes (students: taken; lecturers: taught; operators: all), newest first,
 * filtered by app, class, period and status; search, filters and page live in the URL. Operators with write add a
 * vidcon by choosing the meeting; lecturers add theirs on the meeting page.
 */
export function VidconListPage() {
  const { now, timeZone } = useServerTime();
  const { data: user } = useUser();
  const operatorTulis = useCan('kelas_kuliah', 'write') && isOperator(user);
  const { state, update } = useActivityListState(parseVidconListSearch, toVidconListSearch);
  const [modal, setModal] = useState<{ opened: boolean; vidcon: VidconItem | null }>({ opened: false, vidcon: null });
  const list = useVidconList(toVidconListParams(state));
  useVidconEvents();

  return (
    <>
      <ActivityListPage
        name="vidcon"
        title="Vidcon"
        subtitle="Daftar video conference kelas kuliah"
        actions={
          operatorTulis ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, vidcon: null })} data-testid="vidcon-tambah">
              Tambah Vidcon
            </Button>
          ) : undefined
        }
        state={state}
        update={update}
        query={list}
        activeFilters={jumlahFilterAktif(state.filter)}
        renderFilter={(f) => <VidconListFilter {...f} />}
        searchPlaceholder="Cari judul atau mata kuliah"
        errorTitle="Vidcon gagal dimuat"
        emptyDescription="Tidak ada vidcon yang sesuai."
      >
        {(items) => <VidconListView items={items} timeZone={timeZone} now={now} showKelas onEdit={(v) => setModal({ opened: true, vidcon: v })} />}
      </ActivityListPage>
      <VidconModal opened={modal.opened} vidcon={modal.vidcon} idPertemuan={null} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </>
  );
}
