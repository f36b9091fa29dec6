import { ActionIcon, Avatar, Badge, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconCrown, IconDotsVertical, IconPencil, IconTrash, IconUserMinus } from '@tabler/icons-react';
import type { AnggotaKelompok, KelompokItem } from '@lms/shared';
import { AuthImage } from '@/components/auth-image';
import { GroupChatButton } from '@/features/chat';
import { initials } from '@/lib/initials';
import { StatusPengumpulanBadge } from './tugas-status';

type Props = {
  kelompok: KelompokItem;
  idTugas: number;
  onEdit?: (k: KelompokItem) => void;
  onDelete?: (k: KelompokItem) => void;
  onJadikanKetua?: (k: KelompokItem, a: AnggotaKelompok) => void;
  onHapusAnggota?: (k: KelompokItem, a: AnggotaKelompok) => void;
};

/**
 * The group task card (spec 2 §2 'Task groups'): group name, chat button with its unread indicator, edit and delete;
 * members with avatar, name, student number and a 'Ketua' tag; the member menu 'Jadikan Ketua Kelompok' and
 * 'Hapus Anggota' (shown only if canDelete is not false, spec 2 §5).
 */
export function KelompokCard({ kelompok: k, idTugas, onEdit, onDelete, onJadikanKetua, onHapusAnggota }: Props) {
  return (
    <Card withBorder padding="sm" shadow="none" data-testid="kelompok-card" data-nama={k.nama}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={700} truncate="end" data-testid="kelompok-nama">
            {k.nama}
          </Text>
          {k.pengumpulan ? <StatusPengumpulanBadge status={k.pengumpulan.status} /> : null}
        </Group>
        <Group gap={4} wrap="nowrap">
          <GroupChatButton idGroup={k.id_group_chat} idTugas={idTugas} namaKelompok={k.nama} />
          {onEdit && k.can.edit ? (
            <Tooltip label="Ubah kelompok" withArrow>
              <ActionIcon variant="subtle" aria-label={`Ubah ${k.nama}`} onClick={() => onEdit(k)} data-testid="kelompok-ubah">
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {onDelete && k.can.delete ? (
            <Tooltip label="Hapus kelompok" withArrow>
              <ActionIcon variant="subtle" color="red" aria-label={`Hapus ${k.nama}`} onClick={() => onDelete(k)} data-testid="kelompok-hapus">
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {k.anggota.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Belum ada anggota.
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={`Anggota ${k.nama}`}>
          {k.anggota.map((a) => (
            <Group key={a.id_mahasiswa} component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid="kelompok-anggota" data-nim={a.mahasiswa.nim}>
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                {a.mahasiswa.avatar_url ? (
                  <AuthImage src={a.mahasiswa.avatar_url} alt="" w={32} h={32} radius="xl" />
                ) : (
                  <Avatar size={32} radius="xl" color="blue">
                    {initials(a.mahasiswa.nama)}
                  </Avatar>
                )}
                <div style={{ minWidth: 0 }}>
                  <Group gap={6} wrap="nowrap">
                    <Text fz="sm" fw={600} truncate="end">
                      {a.mahasiswa.nama}
                    </Text>
                    {a.jabatan === 'ketua' ? (
                      <Badge size="sm" color="yellow" variant="light" leftSection={<IconCrown size={12} aria-hidden />} data-testid="kelompok-ketua">
                        Ketua
                      </Badge>
                    ) : null}
                  </Group>
                  <Text fz="xs" c="dimmed">
                    {a.mahasiswa.nim}
                  </Text>
                </div>
              </Group>
              {a.canDelete !== false && (onJadikanKetua || onHapusAnggota) ? (
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" aria-label={`Menu ${a.mahasiswa.nama}`} data-testid="kelompok-anggota-menu">
                      <IconDotsVertical size={16} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {onJadikanKetua && a.jabatan !== 'ketua' ? (
                      <Menu.Item leftSection={<IconCrown size={14} />} onClick={() => onJadikanKetua(k, a)} data-testid="kelompok-jadikan-ketua">
                        Jadikan Ketua Kelompok
                      </Menu.Item>
                    ) : null}
                    {onHapusAnggota ? (
                      <Menu.Item color="red" leftSection={<IconUserMinus size={14} />} onClick={() => onHapusAnggota(k, a)} data-testid="kelompok-hapus-anggota">
                        Hapus Anggota
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
