import { Menu } from '@mantine/core';
import { IconExternalLink, IconLogout, IconUser, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { logout, useUser } from '@/lib/auth';
import { useCan } from '@/lib/authorization';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { ProfileButton } from './profile-button';
import { paths } from '@/config/paths';

/**
 * Profile dropdown (spec 1 §2.4): My Profile, 'Login Akun Lain', SIAKAD, Logout. Loaded by the header after its first
 * paint; `defaultOpened` when the trigger was clicked before this code arrived.
 */
export function ProfileMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { data: user } = useUser();
  const navigate = useNavigate();
  // 'Login Akun Lain' needs write on kelas_kuliah (false for lecturers and students).
  const canLoginAs = useCan('kelas_kuliah', 'write') && !user?.login_as_operator;
  const sikad = getStoredFrontendConfig()?.url_sikad_legacy;

  const onLogout = async () => {
    await logout();
    await navigate(paths.home.getHref(), { replace: true });
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ProfileButton />
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
