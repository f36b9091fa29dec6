import type { ComponentPropsWithRef } from 'react';
import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { namaLengkapDosen } from '@lms/shared';
import { useUser } from '@/lib/auth';
import { initials } from '@/lib/initials';

const ROLE_LABEL = { ROLE_OPERATOR: 'Operator', ROLE_DOSEN: 'Dosen', ROLE_MAHASISWA: 'Mahasiswa' } as const;

/**
 * The profile dropdown's trigger (avatar, name, role). Drawn on the first paint by the header while the dropdown
 * (profile-menu.tsx, with the Menu/Popover and floating-ui code) is still downloading, then as its Menu.Target.
 */
export function ProfileButton(props: ComponentPropsWithRef<'button'>) {
  const { data: user } = useUser();
  const nama = user ? (user.role === 'ROLE_DOSEN' ? namaLengkapDosen(user) : user.nama) : '';
  return (
    <UnstyledButton data-testid="profile-menu" aria-label="Menu profil" {...props}>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={user?.avatar_url || null} radius="xl" color="lms" alt={user?.nama}>
          {initials(user?.nama)}
        </Avatar>
        <Stack gap={0} visibleFrom="desktop" maw={180}>
          <Text fz="sm" fw={600} truncate="end">
            {nama}
          </Text>
          <Text fz="xs" c="dimmed">
            {user ? ROLE_LABEL[user.role] : ''}
          </Text>
        </Stack>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
