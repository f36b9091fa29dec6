import { useState } from 'react';
import { Group, Paper, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DEFAULT_PER_PAGE, SEARCH_DEBOUNCE_MS, type LoginAsAkunItem } from '@lms/shared';
import { openConfirmModal } from '@/components/confirm-modal';
import { ErrorPage } from '@/components/error-page';
import { PageHeader } from '@/components/page-header';
import { PaginationRow } from '@/components/pagination-row';
import { QueryState } from '@/components/query-state';
import { useUser } from '@/lib/auth';
import { isOperator, useCan } from '@/lib/authorization';
import { paths } from '@/config/paths';
import { useAkunLoginAs, type AkunLoginAsParams } from '../api/get-akun-login-as';
import { useLoginAs } from '../api/post-login-as';
import { AkunLoginAsList, namaAkun } from '../components/akun-login-as-list';
import { usePageState } from '@/lib/use-page-state';

type RoleFilter = 'semua' | 'ROLE_DOSEN' | 'ROLE_MAHASISWA';

/** /login-as ('Login Akun Lain'): only for an operator with write on kelas_kuliah; others get the 404 page. */
export function LoginAsPage() {
  const { data: user } = useUser();
  const canWrite = useCan('kelas_kuliah', 'write');
  if (!isOperator(user) || !canWrite) return <ErrorPage statusCode={404} />;
  return <LoginAsContent />;
}

function LoginAsContent() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<RoleFilter>('semua');
  const { page, setPage, perPage, setPerPage } = usePageState(DEFAULT_PER_PAGE);
  const params: AkunLoginAsParams = { search: debounced, role: role === 'semua' ? null : role, page, per_page: perPage };
  const akun = useAkunLoginAs(params);
  const loginAs = useLoginAs({ onSuccess: () => void navigate(paths.beranda.getHref(), { replace: true }) });
  const items = akun.data?.data ?? [];

  const masuk = (a: LoginAsAkunItem) =>
    openConfirmModal({
      title: 'Login Akun Lain',
      message: `Masuk sebagai ${namaAkun(a)} (${a.username})? Sesi operator Anda disimpan dan dapat dipulihkan dengan tombol 'Kembali ke akun operator'.`,
      confirmLabel: 'Masuk',
      onConfirm: () => loginAs.mutate({ username: a.username }),
    });

  return (
    <>
      <PageHeader title="Login Akun Lain" subtitle="Masuk sebagai dosen atau mahasiswa untuk membantu pengguna" />
      <Paper withBorder p={{ base: 'sm', tablet: 'md' }}>
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            label="Cari akun"
            placeholder="Cari nama, username atau nomor induk"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', tablet: 360 }}
          />
          <SegmentedControl
            aria-label="Filter peran"
            value={role}
            onChange={(v) => {
              setRole(v as RoleFilter);
              setPage(1);
            }}
            data={[
              { value: 'semua', label: 'Semua' },
              { value: 'ROLE_DOSEN', label: 'Dosen' },
              { value: 'ROLE_MAHASISWA', label: 'Mahasiswa' },
            ]}
          />
        </Group>
        <QueryState query={akun} errorTitle="Daftar akun gagal dimuat" isEmpty={(d) => d.data.length === 0} empty={{ description: 'Tidak ada akun yang cocok dengan pencarian.' }}>
          {(d) => (
            <>
              <AkunLoginAsList
                items={items}
                offset={(page - 1) * perPage}
                sedangMasuk={loginAs.isPending ? (loginAs.variables?.username ?? null) : null}
                onMasuk={masuk}
              />
              <PaginationRow
                page={page}
                perPage={perPage}
                total={d.meta.total_items}
                onPageChange={setPage}
                onPerPageChange={setPerPage}
              />
            </>
          )}
        </QueryState>
      </Paper>
    </>
  );
}
