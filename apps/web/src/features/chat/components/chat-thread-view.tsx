import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Center, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { PESAN_CHAT, pesanJendelaThread, type ChatBalasan, type ChatPesan, type ChatThreadItem } from '@lms/shared';
import { openDeleteModal } from '@/components/confirm-modal';
import { showErrorToast } from '@/components/toast';
import { serverNow, useServerTime } from '@/lib/server-time';
import { useChatLive } from '../api/chat-events';
import { pesanDariHalaman, useChatThread } from '../api/get-chat-thread';
import { useHapusPesan } from '../api/hapus-pesan';
import { useKirimPesan } from '../api/kirim-pesan';
import { useTandaiDibaca } from '../api/tandai-dibaca';
import { useUbahPesan } from '../api/ubah-pesan';
import { PesanComposer } from './pesan-composer';
import { PesanItem } from './pesan-item';

export type ChatThreadViewProps = {
  idGroup: string;
  threadId: string;
  placeholder?: string;
  /** Shown while the thread has no message. */
  emptyText?: string;
  /** After the caller's message was accepted (the comments panel logs it). */
  onTerkirim?: (pesan: ChatPesan) => void;
  /** After the caller deleted a message. */
  onDihapus?: (idPesan: number) => void;
  lampiran?: boolean;
  /** Height of the scrolling message list (the composer stays below it). */
  maxHeight?: number | string;
};

/** Why the caller cannot write here: the thread's window, or a read-only reader. */
function alasanTertutup(thread: ChatThreadItem | undefined, bolehKirim: boolean): string | null {
  if (!thread || bolehKirim) return null;
  if (thread.terbuka) return PESAN_CHAT.tidakBolehKirim;
  const pesan = pesanJendelaThread(thread.konteks);
  return thread.waktu_mulai && serverNow() < Date.parse(thread.waktu_mulai) ? pesan.belumDibuka : pesan.sudahDitutup;
}

/**
 * A chat thread: its messages (oldest first, older pages on demand), each with its answers, live updates for the
 * group's members, the caller's edits and deletes, and the composer while the thread is open.
 */
export function ChatThreadView({ idGroup, threadId, placeholder = 'Tulis komentar…', emptyText = 'Belum ada komentar.', onTerkirim, onDihapus, lampiran = true, maxHeight = 480 }: ChatThreadViewProps) {
  const { timeZone } = useServerTime();
  const thread = useChatThread(idGroup, threadId);
  const kirim = useKirimPesan(idGroup, threadId);
  const ubah = useUbahPesan(idGroup, threadId);
  const hapus = useHapusPesan(idGroup, threadId);
  const dibaca = useTandaiDibaca(idGroup);
  const [membalas, setMembalas] = useState<ChatPesan | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastRead = useRef(0);
  useChatLive(idGroup, threadId);

  const pesan = pesanDariHalaman(thread.data);
  const first = thread.data?.pages[0];
  const newest = pesan.reduce((m, p) => Math.max(m, p.id, ...p.balasan.map((b) => b.id)), 0);

  // What is on screen is read: move the mark whenever a newer message shows up.
  const { mutate: tandai } = dibaca;
  useEffect(() => {
    if (newest > lastRead.current) {
      lastRead.current = newest;
      tandai(newest);
    }
  }, [newest, tandai]);

  // Keep the newest message in view while the reader is at the bottom.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newest, pesan.length]);

  const confirmHapus = (p: ChatBalasan) =>
    openDeleteModal({
      title: 'Hapus Komentar',
      message: 'Komentar ini akan dihapus. Lanjutkan?',
      onConfirm: () => hapus.mutate(p.id, { onSuccess: () => onDihapus?.(p.id), onError: (err) => showErrorToast(err) }),
    });

  if (thread.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="Diskusi gagal dimuat" data-testid="chat-error">
        {thread.error.message}
      </Alert>
    );
  }
  if (thread.isPending) {
    return (
      <Stack gap="sm" data-testid="chat-loading">
        <Skeleton h={56} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  const tertutup = alasanTertutup(first?.thread, Boolean(first?.can.kirim));

  return (
    <Stack gap="sm" data-testid="chat-thread">
      <Box
        ref={listRef}
        style={{ maxHeight, overflowY: 'auto' }}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
        tabIndex={0}
        aria-label="Daftar komentar"
        data-testid="chat-list"
      >
        <Stack gap="md" p={2}>
          {thread.hasNextPage ? (
            <Center>
              <Button size="xs" variant="subtle" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage} data-testid="chat-muat-lama">
                Muat komentar sebelumnya
              </Button>
            </Center>
          ) : null}
          {pesan.length === 0 ? (
            <Text fz="sm" c="dimmed" ta="center" py="md" data-testid="chat-kosong">
              {emptyText}
            </Text>
          ) : (
            pesan.map((p) => (
              <Stack key={p.id} gap="xs">
                <PesanItem
                  pesan={p}
                  timeZone={timeZone}
                  onBalas={first?.can.kirim ? setMembalas : undefined}
                  onUbah={(id, isi) => ubah.mutateAsync({ idPesan: id, isi })}
                  onHapus={confirmHapus}
                />
                {p.balasan.length > 0 ? (
                  <Stack gap="xs" pl={{ base: 'md', tablet: 'xl' }} ml={{ base: 4, tablet: 18 }} style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
                    {p.balasan.map((b) => (
                      <PesanItem key={b.id} pesan={b} balasan timeZone={timeZone} onUbah={(id, isi) => ubah.mutateAsync({ idPesan: id, isi })} onHapus={confirmHapus} />
                    ))}
                  </Stack>
                ) : null}
              </Stack>
            ))
          )}
        </Stack>
      </Box>
      {tertutup ? (
        <Alert color="gray" icon={<IconLock size={16} />} data-testid="chat-tertutup">
          {tertutup}
        </Alert>
      ) : (
        <PesanComposer
          idGroup={idGroup}
          placeholder={membalas ? 'Tulis balasan…' : placeholder}
          membalas={membalas}
          onBatalBalas={() => setMembalas(null)}
          lampiran={lampiran}
          onKirim={async (isi, files) => {
            atBottom.current = true;
            const res = await kirim.mutateAsync({ isi, id_induk: membalas?.id ?? null, lampiran: files });
            setMembalas(null);
            onTerkirim?.(res.data);
          }}
        />
      )}
    </Stack>
  );
}
