import { lazy, Suspense, useState } from 'react';
import { AppShell, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { PESAN } from '@lms/shared';
import { ServerClock } from '@/components/server-clock';
import { useUser } from '@/lib/auth';
import { usePengaturanMe } from '@/lib/queries/get-pengaturan-me';
import { ProfileButton } from './profile-button';

// The dropdown (Menu, Popover, floating-ui) is not needed to draw the header: it stays out of every page's first load.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));

type Props = { navOpened: boolean; onToggleNav: () => void };

/** Default layout header: greeting 'Hi, {name}' with the college's sapaan, server clock, profile dropdown. */
export function AppHeader({ navOpened, onToggleNav }: Props) {
  const { data: user } = useUser();
  const { data: pengaturan } = usePengaturanMe();
  const sapaan = pengaturan?.pengaturan_sistem.sapaan || PESAN.selamatDatang(user?.college.singkatan ?? '');
  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="desktop" size="sm" aria-label="Buka menu" />
          <Stack gap={0} style={{ minWidth: 0 }}>
            {/* Not a heading: each page's own title is its one h1. */}
            <Text fw={700} fz={{ base: 'md', tablet: 'lg' }} lh={1.2} lineClamp={1} data-testid="greeting">
              Hi, {user?.nama ?? ''}
            </Text>
            <Text fz="xs" c="dimmed" truncate="end">
              {sapaan}
            </Text>
          </Stack>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <Box visibleFrom="tablet">
            <ServerClock />
          </Box>
          <ProfileSlot />
        </Group>
      </Group>
    </AppShell.Header>
  );
}

/** The trigger at once; the dropdown when its code is in, opened at once if the trigger was clicked meanwhile. */
function ProfileSlot() {
  const [clicked, setClicked] = useState(false);
  return (
    <Suspense fallback={<ProfileButton aria-haspopup="menu" aria-expanded={false} onClick={() => setClicked(true)} />}>
      <ProfileMenu defaultOpened={clicked} />
    </Suspense>
  );
}
