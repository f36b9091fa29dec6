import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TugasItem } from '@lms/shared';
import { ActivityListPage, useActivityListState } from '@/components/activity-list-page';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { useServerTime } from '@/lib/server-time';
import { useTugasList } from '../api/get-tugas-list';
import { useTugasEvents } from '../api/tugas-events';
import { TugasCard } from '../components/tugas-card';
import { TugasListFilter } from '../components/tugas-list-filter';
import { TugasModal } from '../components/tugas-modal';
import { useHapusTugas } from '../components/tugas-section';
import { jumlahFilterAktif, parseTugasListSearch, toTugasListParams, toTugasListSearch } from '../tugas-filter';

/**
 * /tugas: the tasks of the caller's classes (students: taken, with due dates and what they still have to hand in;
 * lecturers: taught, with the grading counts; operators: all), open ones by nearest due time first. Filters:
 * jenis_tugas, class, period, status; search, filters and page live in the URL. Operators with write add a task by
 * choosing the meeting.
 */
export function TugasListPage() {
  const { now, timeZone } = useServerTime();
  const { data: user } = useUser();
  const mahasiswa = user?.role === 'ROLE_MAHASISWA';
  const operatorTulis = useCan('kelas_kuliah', 'write') && isOperator(user);
  const { state, update } = useActivityListState(parseTugasListSearch, toTugasListSearch);
  const [modal, setModal] = useState<{ opened: boolean; tugas: TugasItem | null }>({ opened: false, tugas: null });
  const hapus = useHapusTugas();
  const list = useTugasList(toTugasListParams(state));
  useTugasEvents();

  return (
    <>
      <ActivityListPage
        name="tugas"
        title="Tugas"
        subtitle={mahasiswa ? 'Tugas kelas Anda beserta batas waktu pengumpulan' : 'Daftar tugas kelas kuliah'}
        actions={
          operatorTulis ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setModal({ opened: true, tugas: null })} data-testid="tugas-tambah">
              Tambah Tugas
            </Button>
          ) : undefined
        }
        state={state}
        update={update}
        query={list}
        activeFilters={jumlahFilterAktif(state.filter)}
        renderFilter={(f) => <TugasListFilter {...f} mahasiswa={mahasiswa} />}
        searchPlaceholder="Cari judul atau mata kuliah"
        errorTitle="Tugas gagal dimuat"
        emptyDescription="Tidak ada tugas yang sesuai."
      >
        {(items) =>
          items.map((t) => (
            <TugasCard
              key={t.id}
              tugas={t}
              timeZone={timeZone}
              now={now}
              showKelas
              onEdit={t.can.edit ? (x) => setModal({ opened: true, tugas: x }) : undefined}
              onDelete={t.can.edit ? hapus : undefined}
            />
          ))
        }
      </ActivityListPage>
      <TugasModal opened={modal.opened} tugas={modal.tugas} idPertemuan={modal.tugas?.id_pertemuan ?? null} onClose={() => setModal((m) => ({ ...m, opened: false }))} />
    </>
  );
}
