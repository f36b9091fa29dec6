import { Anchor, Box, Center, Image, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook2, IconCalendarStats, IconSchool, IconUsersGroup } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { useLogo } from '@/lib/queries/get-logo';
import { useSistem } from '@/lib/queries/get-sistem';
import { LoginForm } from '../components/login-form';

const FITUR = [
  { icon: IconBook2, text: 'Materi, tugas dan ujian dalam satu tempat' },
  { icon: IconCalendarStats, text: 'Jadwal kuliah dan kehadiran tercatat otomatis' },
  { icon: IconUsersGroup, text: 'Forum dan video conference kelas' },
];

/** '/': login. The college name and logo come from /v1/sistem and the logo endpoint; failures stay silent. */
export function LoginPage() {
  const navigate = useNavigate();
  const sistem = useSistem({ enabled: true });
  const logo = useLogo();
  const nama = sistem.data?.nama;
  const copyright = getStoredFrontendConfig()?.copyright;

  return (
    <SimpleGrid component="main" cols={{ base: 1, desktop: 2 }} spacing={0} mih="100vh">
      <Box
        visibleFrom="desktop"
        p={48}
        c="white"
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-lms-8) 0%, var(--mantine-color-lms-5) 60%, #4dabf7 100%)' }}
      >
        <Stack h="100%" justify="center" maw={480} mx="auto" gap="xl">
          <ThemeIcon size={64} radius="xl" variant="white" color="lms">
            <IconSchool size={36} />
          </ThemeIcon>
          <Title order={2} c="white" fz={36} lh={1.2}>
            Learning Management System
          </Title>
          <Text fz="lg" c="lms.0">
            Ruang belajar daring untuk mahasiswa, dosen dan operator {sistem.data?.singkatan ?? 'kampus'}.
          </Text>
          <Stack gap="sm">
            {FITUR.map(({ icon: Icon, text }) => (
              <Box key={text} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
                <ThemeIcon variant="light" color="white" radius="xl" size="lg" style={{ background: 'rgba(255,255,255,0.15)' }}>
                  <Icon size={18} color="white" />
                </ThemeIcon>
                <Text c="white">{text}</Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      </Box>
      <Center p="md" bg="var(--mantine-color-body)">
        <Stack w="100%" maw={400} gap="lg">
          <Stack align="center" gap={6}>
            {logo ? (
              <Image src={logo} alt="Logo perguruan tinggi" h={72} w="auto" fit="contain" />
            ) : (
              <ThemeIcon size={64} radius="xl" color="lms" hiddenFrom="desktop">
                <IconSchool size={34} />
              </ThemeIcon>
            )}
            <Title order={1} fz={26} ta="center">
              Masuk ke LMS
            </Title>
            {nama ? (
              <Text c="dimmed" ta="center" data-testid="login-college-name">
                {nama}
              </Text>
            ) : null}
          </Stack>
          <Paper withBorder shadow="sm" p="xl" radius="lg">
            <LoginForm onSuccess={() => void navigate(paths.beranda.getHref(), { replace: true })} />
          </Paper>
          <Text fz="xs" c="dimmed" ta="center">
            {copyright || (
              <>
                Butuh bantuan? <Anchor fz="xs">Hubungi administrator kampus</Anchor>
              </>
            )}
          </Text>
        </Stack>
      </Center>
    </SimpleGrid>
  );
}
