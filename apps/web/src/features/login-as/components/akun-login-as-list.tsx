import { Badge, Box, Button, Paper, Stack, Table, Text } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { namaLengkapDosen, type LoginAsAkunItem } from '@lms/shared';
import { TableScroll } from '@/components/table-scroll';
import { InfoList } from '@/components/info-list';

const ROLE_LABEL = { ROLE_DOSEN: 'Dosen', ROLE_MAHASISWA: 'Mahasiswa' } as const;

export const namaAkun = (a: LoginAsAkunItem) => (a.role === 'ROLE_DOSEN' ? namaLengkapDosen(a) : a.nama);

const Peran = ({ akun }: { akun: LoginAsAkunItem }) => (
  <Badge variant="light" color={akun.role === 'ROLE_DOSEN' ? 'grape' : 'teal'}>
    {ROLE_LABEL[akun.role]}
  </Badge>
);

type Props = {
  items: LoginAsAkunItem[];
  /** Number of the first row (rows are numbered across pages). */
  offset: number;
  /** Username whose login-as request is in flight, if any. */
  sedangMasuk: string | null;
  onMasuk: (akun: LoginAsAkunItem) => void;
};

/** Accounts of 'Login Akun Lain': cards under 768 px (spec 1 §9), the table from tablet up. */
export function AkunLoginAsList({ items, offset, sedangMasuk, onMasuk }: Props) {
  const masukButton = (a: LoginAsAkunItem, testId: string, fullWidth = false) => (
    <Button
      size="xs"
      leftSection={<IconLogin2 size={14} />}
      loading={sedangMasuk === a.username}
      onClick={() => onMasuk(a)}
      aria-label={`Masuk sebagai ${namaAkun(a)}`}
      fullWidth={fullWidth}
      data-testid={testId}
    >
      Masuk
    </Button>
  );

  return (
    <>
      <Stack gap="xs" hiddenFrom="tablet" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Daftar akun">
        {items.map((a) => (
          <Paper key={a.id} withBorder p="sm" component="li" data-testid="login-as-card">
            <InfoList
              cols={2}
              items={[
                { label: 'Nama', value: namaAkun(a) },
                { label: 'Peran', value: <Peran akun={a} /> },
                { label: 'Username', value: a.username },
                { label: 'Nomor Induk', value: a.nomor_induk ?? '-' },
              ]}
            />
            <Box mt="sm">{masukButton(a, 'login-as-card-masuk', true)}</Box>
          </Paper>
        ))}
      </Stack>
      <Box visibleFrom="tablet">
        <TableScroll label="Tabel akun" minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="login-as-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>No</Table.Th>
                <Table.Th>Nama</Table.Th>
                <Table.Th>Username</Table.Th>
                <Table.Th>Nomor Induk</Table.Th>
                <Table.Th>Peran</Table.Th>
                <Table.Th w={110}>Aksi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((a, i) => (
                <Table.Tr key={a.id} data-testid="login-as-row">
                  <Table.Td>{offset + i + 1}</Table.Td>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {namaAkun(a)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{a.username}</Table.Td>
                  <Table.Td>{a.nomor_induk ?? '-'}</Table.Td>
                  <Table.Td>
                    <Peran akun={a} />
                  </Table.Td>
                  <Table.Td>
                    {masukButton(a, 'login-as-masuk')}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
    </>
  );
}
