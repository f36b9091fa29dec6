import { Avatar, Badge, Box, Card, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { namaLengkapDosen, periodeLabel, statusKelasColor, statusKelasLabel, type KelasListItem } from '@lms/shared';
import { initials } from '@/lib/initials';
import { paths } from '@/config/paths';
import { AuthImage } from '@/components/auth-image';
import { defaultBannerUrl } from '../banner';
import { BELUM_ADA_PENGAJAR } from '@/lib/format-kelas';

/** Class card (spec 1 §2.5): status tag, banner, course, period, class type, first teacher; links to /kelas/{id}. */
export function KelasCard({ kelas }: { kelas: KelasListItem }) {
  const pengajar = kelas.pengajar[0];
  return (
    <Link to={paths.kelas.detail.getHref(kelas.id)} className="card-link" data-testid="kelas-card">
      <Card padding="md" h="100%" style={{ transition: 'box-shadow 150ms ease, transform 150ms ease' }} className="hover-lift">
        <Card.Section pos="relative">
          <AuthImage src={kelas.banner_url} fallbackSrc={defaultBannerUrl(kelas.banner_color_idx)} h={110} fit="cover" />
          <Badge pos="absolute" top={10} right={10} color={statusKelasColor(kelas.status)} variant="filled" data-testid="kelas-status">
            {statusKelasLabel(kelas.status)}
          </Badge>
        </Card.Section>
        <Stack gap={4} mt="sm" style={{ flex: 1 }}>
          <Text fz="xs" c="dimmed" fw={600}>
            {kelas.mata_kuliah.kode}
          </Text>
          <Text fw={700} lineClamp={2} lh={1.3}>
            {kelas.mata_kuliah.nama}
          </Text>
          <Text fz="sm" c="dimmed">
            {periodeLabel(kelas.periode)}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="gray" radius="sm">
              Kelas {kelas.kelas.nama}
            </Badge>
            <Badge variant="light" color="lms" radius="sm">
              {kelas.kelas.jenis.nama}
            </Badge>
          </Group>
        </Stack>
        <Divider my="sm" />
        <Group gap="sm" wrap="nowrap">
          {pengajar ? (
            <>
              <Avatar src={pengajar.avatar_url || null} radius="xl" size="sm" color="initials" name={pengajar.nama_pengajar}>
                {initials(pengajar.nama_pengajar)}
              </Avatar>
              <Box style={{ minWidth: 0 }}>
                <Text fz="sm" truncate="end">
                  {namaLengkapDosen(pengajar)}
                </Text>
              </Box>
            </>
          ) : (
            <Text fz="sm" c="dimmed">
              {BELUM_ADA_PENGAJAR}
            </Text>
          )}
        </Group>
      </Card>
    </Link>
  );
}
