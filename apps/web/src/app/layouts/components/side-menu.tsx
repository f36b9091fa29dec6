import { useEffect, useState } from 'react';
import { AppShell, Avatar, CloseButton, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useUser } from '@/lib/auth';
import { useHakAkses } from '@/lib/authorization';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { useLogo } from '@/lib/queries/get-logo';
import { buildMenu, groupContainsPath, isActivePath, type MenuGroup } from '../menu';

function Group_({ group, pathname, onNavigate }: { group: MenuGroup; pathname: string; onNavigate: () => void }) {
  const inside = groupContainsPath(group, pathname);
  const [opened, setOpened] = useState(inside);
  // Auto-expand when the route moves into the group (spec 1 §2.4).
  useEffect(() => {
    if (inside) setOpened(true);
  }, [inside]);
  const Icon = group.icon;
  return (
    <NavLink
      label={group.label}
      leftSection={<Icon size={20} stroke={1.6} />}
      opened={opened}
      onChange={setOpened}
      active={inside && !opened}
      variant="light"
      childrenOffset={32}
    >
      {group.children.map((c) => (
        <NavLink key={c.href} component={Link} to={c.href} label={c.label} active={isActivePath(pathname, c.href)} onClick={onNavigate} />
      ))}
    </NavLink>
  );
}

/** Side menu of the default and context layouts: the role's menu, operator items filtered by permission. */
export function SideMenu({ onNavigate, onClose }: { onNavigate: () => void; onClose: () => void }) {
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const hakAkses = useHakAkses();
  const logo = useLogo();
  const entries = buildMenu(user?.role, hakAkses);
  const copyright = getStoredFrontendConfig()?.copyright;

  return (
    <AppShell.Navbar p="sm" data-testid="side-menu" aria-label="Menu utama">
      <AppShell.Section px="xs" pb="md" pt={4}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={logo} radius="md" size={40} color="lms" variant="filled" alt="Logo perguruan tinggi">
            <IconSchool size={22} />
          </Avatar>
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={800} fz="lg" lh={1.1} c="var(--lms-brand-text)">
              LMS {user?.college.singkatan ?? ''}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {user?.college.nama ?? ''}
            </Text>
          </Stack>
          <CloseButton hiddenFrom="desktop" onClick={onClose} aria-label="Tutup menu" />
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea}>
        <nav>
          {entries.map((e) =>
            e.kind === 'group' ? (
              <Group_ key={e.label} group={e} pathname={pathname} onNavigate={onNavigate} />
            ) : (
              <NavLink
                key={e.href}
                component={Link}
                to={e.href}
                label={e.label}
                leftSection={<e.icon size={20} stroke={1.6} />}
                active={isActivePath(pathname, e.href)}
                variant="filled"
                onClick={onNavigate}
              />
            ),
          )}
        </nav>
      </AppShell.Section>
      {copyright ? (
        <AppShell.Section pt="sm">
          <Text fz={11} c="dimmed" ta="center">
            {copyright}
          </Text>
        </AppShell.Section>
      ) : null}
    </AppShell.Navbar>
  );
}
