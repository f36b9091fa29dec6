import { Alert, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { THREAD_KOMENTAR, idGrupPanelKomentar, type JenisKomentar } from '@lms/shared';
import { useChatGroup } from '../api/get-chat-group';
import { logKomentar, type KomentarLogTarget } from '../api/log-komentar';
import { ChatThreadView } from './chat-thread-view';

/**
 * The comments panel of exams and tasks (spec 2 §2 'Comments panel'; comment types of §7). Stable props:
 * - `jenis`: 'ujian' | 'tugas' | 'kelompok' (a task group's comments);
 * - `idKonten`: the exam's or the task's id (for 'kelompok': the task's id) — the contentId of the comment logs;
 * - `idGroup` (optional): the chat group; required for 'kelompok' (the task group's id, spec 2 §4), otherwise
 *   derived (`LMS-UJIAN-{id}` / `LMS-TUGAS-{id}`, created on first use as the spec's client does);
 * - `title` (optional): the heading, 'Komentar' by default; `withBorder`: draw the panel's frame (default true).
 * After adding or deleting a comment the panel calls log_tambah_komentar / log_hapus_komentar.
 */
export type CommentsPanelProps = {
  jenis: JenisKomentar;
  idKonten: string | number;
  idGroup?: string | null;
  title?: string;
  withBorder?: boolean;
};

export function CommentsPanel({ jenis, idKonten, idGroup, title = 'Komentar', withBorder = true }: CommentsPanelProps) {
  const id = idGrupPanelKomentar(jenis, idKonten, idGroup);
  const group = useChatGroup(id, title);
  const target: KomentarLogTarget = { jenis: jenis === 'ujian' ? 'ujian' : 'tugas', idKonten, idKelompok: jenis === 'kelompok' ? id : null };
  // A log failure never undoes the comment; it is only the history entry.
  const log = (aksi: 'tambah' | 'hapus') => void logKomentar(target, aksi).catch(() => {});

  return (
    <Paper withBorder={withBorder} p={withBorder ? { base: 'sm', tablet: 'md' } : 0} data-testid="comments-panel">
      <Stack gap="sm">
        <Title order={4} fz="md">
          {title}
        </Title>
        {id === null || group.isError ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="comments-error">
            {group.error?.message ?? 'Grup chat tidak ditemukan'}
          </Alert>
        ) : group.isPending ? (
          <Skeleton h={96} />
        ) : (
          <ChatThreadView
            idGroup={group.data.id}
            threadId={group.data.threads.find((t) => t.id === THREAD_KOMENTAR)?.id ?? THREAD_KOMENTAR}
            placeholder="Tulis komentar…"
            onTerkirim={() => log('tambah')}
            onDihapus={() => log('hapus')}
          />
        )}
      </Stack>
    </Paper>
  );
}
