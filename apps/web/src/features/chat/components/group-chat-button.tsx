import { useState } from 'react';
import { ActionIcon, Indicator, Modal, Tooltip } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useChatLive } from '../api/chat-events';
import { useBelumDibaca } from '../api/get-belum-dibaca';
import { CommentsPanel } from './comments-panel';

/**
 * The task group's chat button with its unread indicator (spec 2 §2 'Task groups'). Stable props:
 * - `idGroup`: the task group's chat group id (the kelompok's id as is, spec 2 §4);
 * - `idTugas`: the task the group belongs to (the comment logs' contentId);
 * - `namaKelompok` (optional): shown as the dialog's title.
 * The dot shows while the caller has unread messages there; it follows live events. Opening the chat reads it.
 */
export type GroupChatButtonProps = {
  idGroup: string;
  idTugas: string | number;
  namaKelompok?: string;
};

export function GroupChatButton({ idGroup, idTugas, namaKelompok }: GroupChatButtonProps) {
  const [opened, setOpened] = useState(false);
  const unread = useBelumDibaca(idGroup);
  useChatLive(idGroup);
  const n = unread.data?.jumlah_belum_dibaca ?? 0;
  const label = n > 0 ? `Chat kelompok (${n} pesan belum dibaca)` : 'Chat kelompok';

  return (
    <>
      <Tooltip label={label}>
        <Indicator disabled={n === 0} color="red" size={10} offset={4} processing={false} data-testid="group-chat-indicator" data-unread={n}>
          <ActionIcon variant="light" aria-label={label} onClick={() => setOpened(true)} data-testid="group-chat-button">
            <IconMessageCircle size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <Modal opened={opened} onClose={() => setOpened(false)} title={namaKelompok ? `Chat ${namaKelompok}` : 'Chat Kelompok'} size="lg" centered>
        {opened ? <CommentsPanel jenis="kelompok" idKonten={idTugas} idGroup={idGroup} title="Diskusi Kelompok" withBorder={false} /> : null}
      </Modal>
    </>
  );
}
