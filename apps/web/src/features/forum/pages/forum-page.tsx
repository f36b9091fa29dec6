import { useState } from 'react';
import { Box, Button, Grid, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { BREAKPOINTS, parseIdThreadForum, type ForumItem, type StatusForum } from '@lms/shared';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import type { Crumb } from '@/lib/breadcrumbs';
import { useServerTime } from '@/lib/server-time';
import { useForum } from '../api/get-forum';
import { ForumDiskusiPanel } from '../components/forum-diskusi-panel';
import { ForumListPanel } from '../components/forum-list-panel';

/**
 * /forum (spec 1 §2.1, §2.7; spec 2 §2): the caller's forums across classes and, for the one named by
 * `groupId` + `forumId` (FORUM__{id}), its live discussion. `referer=kelas-kuliah` (from the meeting's forum card)
 * and `ref=nilai` (from the grade recap) add a way back.
 */
export function ForumPage() {
  const [params, setParams] = useSearchParams();
  const { timeZone } = useServerTime();
  const { data: user } = useUser();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.desktop}px)`, true);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusForum | null>(null);
  const groupId = params.get('groupId');
  const forumId = params.get('forumId');
  const idForum = parseIdThreadForum(forumId);
  const selected = groupId && forumId && idForum !== null ? { groupId, forumId, idForum } : null;
  const forum = useForum(selected?.idForum ?? null);
  const referer = params.get('referer');
  const ref = params.get('ref');

  const pilih = (f: ForumItem) => {
    const next = new URLSearchParams(params);
    next.set('groupId', f.id_group_chat);
    next.set('forumId', f.id_forum_chat);
    setParams(next);
  };
  const tutup = () => {
    const next = new URLSearchParams(params);
    next.delete('groupId');
    next.delete('forumId');
    setParams(next);
  };

  const f = forum.data;
  const kembali =
    f && referer === 'kelas-kuliah'
      ? { label: 'Kembali ke Pertemuan', to: paths.kelas.pertemuan.getHref(f.id_kelas_kuliah, f.id_pertemuan) }
      : f && ref === 'nilai'
        ? { label: 'Kembali ke Nilai', to: paths.nilai.detail.getHref(f.id_kelas_kuliah) }
        : null;
  const crumbs: Crumb[] =
    f && referer === 'kelas-kuliah'
      ? [
          { label: 'Kelas', href: paths.kelas.list.getHref() },
          { label: `${f.kelas_kuliah.mata_kuliah.nama} ${f.kelas_kuliah.kelas.nama}`, href: paths.kelas.detail.getHref(f.id_kelas_kuliah) },
          { label: 'Forum' },
        ]
      : [{ label: 'Beranda', href: paths.beranda.getHref() }, { label: 'Forum' }];

  const list = (
    <ForumListPanel
      search={search}
      onSearch={setSearch}
      status={status}
      onStatus={setStatus}
      selectedId={selected?.idForum ?? null}
      onSelect={pilih}
      timeZone={timeZone}
      mahasiswa={user?.role === 'ROLE_MAHASISWA'}
    />
  );
  const diskusi = selected ? (
    <ForumDiskusiPanel key={selected.forumId} idForum={selected.idForum} groupId={selected.groupId} forumId={selected.forumId} timeZone={timeZone} />
  ) : (
    <Paper withBorder p="xl" data-testid="forum-belum-dipilih">
      <Stack align="center" gap="xs">
        <IconMessages size={36} color="var(--mantine-color-gray-5)" />
        <Text c="dimmed" ta="center">
          Pilih forum untuk membaca dan menulis diskusi.
        </Text>
      </Stack>
    </Paper>
  );

  return (
    <>
      <PageHeader
        title="Forum"
        subtitle="Diskusi kelas yang Anda ikuti atau kelola"
        breadcrumbs={crumbs}
        actions={
          kembali ? (
            <Button component={Link} to={kembali.to} variant="default" leftSection={<IconArrowLeft size={16} />} data-testid="forum-kembali">
              {kembali.label}
            </Button>
          ) : undefined
        }
      />
      {wide ? (
        <Grid gap="md">
          <Grid.Col span={4}>{list}</Grid.Col>
          <Grid.Col span={8}>{diskusi}</Grid.Col>
        </Grid>
      ) : selected ? (
        <Stack gap="sm">
          <Box>
            <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={tutup} data-testid="forum-kembali-daftar">
              Daftar Forum
            </Button>
          </Box>
          {diskusi}
        </Stack>
      ) : (
        list
      )}
    </>
  );
}
