import { useEffect } from 'react';
import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { LoginAsBanner } from '@/features/login-as/components/login-as-banner';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { useUser } from '@/lib/auth';
import { setFallbackTimeZone, useServerTimeStream } from '@/lib/server-time';
import { AppHeader } from './components/app-header';
import { SideMenu } from './components/side-menu';
import { LayoutContext } from './layout-context';

const HEADER_HEIGHT = 64;

/** Side menu (collapsing under desktop width) with an optional header; shared by default and context layouts. */
export function AppShellFrame({ withHeader }: { withHeader: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const { data: user } = useUser();
  const { data: pengaturan } = usePengaturanMe();

  useServerTimeStream();
  useEffect(() => {
    setFallbackTimeZone(pengaturan?.pengaturan_sistem.time_zone ?? user?.college.time_zone);
  }, [pengaturan, user]);
  useEffect(close, [pathname, close]);

  return (
    <LayoutContext.Provider value={{ kind: withHeader ? 'default' : 'context', headerClock: withHeader }}>
      <AppShell
        layout="alt"
        header={{ height: withHeader ? HEADER_HEIGHT : { base: 56, desktop: 0 } }}
        navbar={{ width: { base: 260, widescreen: 280 }, breakpoint: 'desktop', collapsed: { mobile: !opened } }}
        padding={0}
      >
        {withHeader ? (
          <AppHeader navOpened={opened} onToggleNav={toggle} />
        ) : (
          <AppShell.Header px="md" hiddenFrom="desktop">
            <Group h="100%" gap="sm">
              <Burger opened={opened} onClick={toggle} size="sm" aria-label="Buka menu" />
              <Text fw={700}>LMS {user?.college.singkatan ?? ''}</Text>
            </Group>
          </AppShell.Header>
        )}
        <SideMenu onNavigate={close} onClose={close} />
        <AppShell.Main>
          <LoginAsBanner />
          <Box p={{ base: 'sm', tablet: 'md', desktop: 'lg' }} maw={1600} mx="auto">
            <Outlet />
          </Box>
        </AppShell.Main>
      </AppShell>
    </LayoutContext.Provider>
  );
}
