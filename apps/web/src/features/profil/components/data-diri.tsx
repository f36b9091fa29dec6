import { Grid, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { namaLengkapDosen, type UserInfo } from '@lms/shared';
import defaultAvatar from '@/assets/default-avatar.svg';

const ROLE_LABEL: Record<UserInfo['role'], string> = { ROLE_OPERATOR: 'Operator', ROLE_DOSEN: 'Dosen', ROLE_MAHASISWA: 'Mahasiswa' };
const NOMOR_INDUK_LABEL: Record<UserInfo['role'], string> = { ROLE_OPERATOR: 'Nomor Induk', ROLE_DOSEN: 'NIDN', ROLE_MAHASISWA: 'NIM' };

/** '-' for anything empty (spec 1 §2.10). */
const orDash = (v: string | null | undefined) => (v && v.trim() ? v : '-');

export function LabelValue({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm">{orDash(value)}</Text>
    </Stack>
  );
}

/** Tab 'Data Diri': photo (default image when none) and label/content pairs. */
export function DataDiri({ user }: { user: UserInfo }) {
  const rows: [string, string | null][] = [
    ['Nama Lengkap', user.role === 'ROLE_OPERATOR' ? user.nama : namaLengkapDosen(user)],
    ['Username', user.username],
    [NOMOR_INDUK_LABEL[user.role], user.nomor_induk],
    ['Peran', ROLE_LABEL[user.role]],
    ['Email', user.email],
    ['Gelar Depan', user.gelar_depan],
    ['Gelar Akademik', user.gelar_akademik],
    ['Perguruan Tinggi', user.college.nama],
  ];
  return (
    <Paper withBorder p={{ base: 'md', tablet: 'lg' }} data-testid="data-diri">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, tablet: 4, desktop: 3 }}>
          <Image src={user.avatar_url || defaultAvatar} fallbackSrc={defaultAvatar} alt={`Foto ${user.nama}`} radius="md" maw={220} mx="auto" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, tablet: 8, desktop: 9 }}>
          <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="lg" verticalSpacing="md">
            {rows.map(([label, value]) => (
              <LabelValue key={label} label={label} value={value} />
            ))}
          </SimpleGrid>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
