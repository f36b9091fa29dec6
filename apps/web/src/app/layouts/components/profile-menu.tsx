import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink, IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { namaLengkapDosen } from '@lms/shared';
import { logout, useUser } from '@/lib/auth';
import { useCan } from '@/lib/authorization';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { initials } from '@/lib/initials';
import { paths } from '@/config/paths';

const ROLE_LABEL = { ROLE_OPERATOR: 'Operator', ROLE_DOSEN: 'Dosen', ROLE_MAHASISWA: 'Mahasiswa' } as const;

/** Profile dropdown (spec 1 §2.4): My Profile, 'Login Akun Lain', SIAKAD, Logout. */
export function ProfileMenu() {
  const { data: user } = useUser();
  const navigate = useNavigate();
  // 'Login Akun Lain' needs write on kelas_kuliah (false for lecturers and students).
  const canLoginAs = useCan('kelas_kuliah', 'write') && !user?.login_as_operator;
  const sikad = getStoredFrontendConfig()?.url_sikad_legacy;
  const nama = user ? (user.role === 'ROLE_DOSEN' ? namaLengkapDosen(user) : user.nama) : '';

  const onLogout = async () => {
    await logout();
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="profile-menu" aria-label="Menu profil">
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
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-menu-dropdown">
        <Menu.Item component={Link} to={paths.profil.getHref()} leftSection={<IconUser size={16} />}>
          My Profile
        </Menu.Item>
        {canLoginAs ? (
          <Menu.Item component={Link} to={paths.loginAs.getHref()} leftSection={<IconUsers size={16} />}>
            Login Akun Lain
          </Menu.Item>
        ) : null}
        <Menu.Item
          component="a"
          href={sikad || undefined}
          target="_blank"
          rel="noopener noreferrer"
          disabled={!sikad}
          leftSection={<IconExternalLink size={16} />}
        >
          SIAKAD
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
