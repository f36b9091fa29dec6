import { Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { jabatanPengajarLabel, namaLengkapDosen, type PertemuanDetail } from '@lms/shared';
import { initials } from '@/lib/initials';
import { useFileObjectUrl } from '@/lib/use-file-object-url';

/** Stored avatars need the session headers: fetched as a blob like other stored files. */
function PengajarAvatar({ src, nama, alt }: { src: string | null; nama: string; alt: string }) {
  const file = useFileObjectUrl(src);
  return (
    <Avatar src={file.url} radius="xl" color="initials" name={nama} alt={alt}>
      {initials(nama)}
    </Avatar>
  );
}

/** Teachers of the meeting's class; the main one (is_utama) is marked. */
export function PengajarList({ pengajar }: { pengajar: PertemuanDetail['pengajar_kelas'] }) {
  return (
    <Paper withBorder p={{ base: 'sm', tablet: 'md' }} data-testid="pertemuan-pengajar">
      <Title order={4} fz="md" mb="sm">
        Pengajar
      </Title>
      {pengajar.length === 0 ? (
        <Text fz="sm" c="dimmed">
          Belum ada Pengajar
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, tablet: 2 }} spacing="sm">
          {pengajar.map((d) => {
            const nama = namaLengkapDosen(d);
            return (
              <Group key={d.id} gap="sm" wrap="nowrap" data-testid="pertemuan-pengajar-item">
                <PengajarAvatar src={d.avatar_url || null} nama={d.nama} alt={nama} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {nama}
                  </Text>
                  <Group gap={6}>
                    <Text fz="xs" c="dimmed">
                      {jabatanPengajarLabel(d.jabatan)}
                    </Text>
                    {d.is_utama ? (
                      <Badge size="xs" variant="light">
                        Utama
                      </Badge>
                    ) : null}
                  </Group>
                </Stack>
              </Group>
            );
          })}
        </SimpleGrid>
      )}
    </Paper>
  );
}
