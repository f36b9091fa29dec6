import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PESAN_BANK_SOAL, formatTanggalWaktuZona, type BankSoalListItem } from '@lms/shared';
import { paths } from '@/config/paths';
import { useServerTime } from '@/lib/server-time';

type Props = {
  bank: BankSoalListItem;
  onDuplicate: (bank: BankSoalListItem) => void;
  onDelete: (bank: BankSoalListItem) => void;
};

/**
 * A question bank card (spec 1 §2.5): title, course id and name, lecturer, question count, creation date/time in
 * the college zone; View, Duplicate (when allowed) and Delete (when allowed). The title links to /bank-soal/{id}.
 */
export function BankSoalCard({ bank, onDuplicate, onDelete }: Props) {
  const { timeZone } = useServerTime();
  const href = paths.bankSoal.detail.getHref(bank.id);
  return (
    <Card withBorder radius="md" padding="md" data-testid="bank-soal-card" h="100%">
      <Stack gap={6} h="100%">
        <Title order={4} fz="md" lineClamp={2}>
          <Link to={href} style={{ color: 'inherit', textDecoration: 'none' }}>
            {bank.judul}
          </Link>
        </Title>
        <Text fz="sm" fw={500}>
          {bank.mata_kuliah.kode} - {bank.mata_kuliah.nama}
        </Text>
        <Text fz="sm" c="dimmed">
          {bank.dosen.nama}
        </Text>
        <Group gap="xs">
          <Text fz="sm">
            <b>{bank.jumlah_soal}</b> Soal
          </Text>
          <Badge variant="light" size="sm" color={bank.ditampilkan ? 'teal' : 'gray'}>
            {bank.ditampilkan ? PESAN_BANK_SOAL.ditampilkan : PESAN_BANK_SOAL.disembunyikan}
          </Badge>
        </Group>
        <Text fz="xs" c="dimmed">
          Dibuat {formatTanggalWaktuZona(bank.created_at, timeZone)}
        </Text>
        <Group gap={6} mt="auto" pt="xs" wrap="nowrap">
          <Button component={Link} to={href} size="compact-sm" variant="light" leftSection={<IconEye size={14} />} aria-label={`Lihat ${bank.judul}`}>
            Lihat
          </Button>
          {bank.akses.can_duplicate ? (
            <Button size="compact-sm" variant="default" leftSection={<IconCopy size={14} />} onClick={() => onDuplicate(bank)} aria-label={`Duplikat ${bank.judul}`}>
              Duplikat
            </Button>
          ) : null}
          {bank.akses.can_delete ? (
            <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(bank)} aria-label={`Hapus ${bank.judul}`}>
              Hapus
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
