import { Badge, Box, Group, NavLink, Paper, ScrollArea, Select, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { kategoriPertemuanLabel, statusPertemuanLabel, type PertemuanListItem } from '@lms/shared';
import { paths } from '@/config/paths';
import { usePertemuanKelas } from '../api/get-pertemuan-kelas';
import { PertemuanStatusIcon } from './pertemuan-status-icon';

const PENDAHULUAN = 'pendahuluan';

type Props = {
  kelasId: string;
  /** The open meeting's id, or null on 'Pendahuluan'. */
  activePertemuanId?: number | string | null;
};

function KategoriBadge({ kategori }: { kategori: string }) {
  if (kategori !== 'uts' && kategori !== 'uas') return null;
  return (
    <Badge size="xs" variant="light" color="orange">
      {kategoriPertemuanLabel(kategori)}
    </Badge>
  );
}

function optionLabel(p: PertemuanListItem) {
  return `Pertemuan ${p.nomor}${p.judul ? ` - ${p.judul}` : ''}`;
}

/**
 * Meeting navigation of the class page (spec 1 §2.6, §2.7): 'Pendahuluan' plus 'Pertemuan {n}' with a status
 * icon; a list from desktop width up, a picker below it. Each meeting opens /kelas/{id}/{idPertemuan}.
 */
export function KelasMeetingNav({ kelasId, activePertemuanId = null }: Props) {
  const navigate = useNavigate();
  const pertemuan = usePertemuanKelas(kelasId);
  const items = pertemuan.data ?? [];
  const active = activePertemuanId === null ? PENDAHULUAN : String(activePertemuanId);

  const go = (value: string | null) => {
    if (!value || value === active) return;
    void navigate(value === PENDAHULUAN ? paths.kelas.detail.getHref(kelasId) : paths.kelas.pertemuan.getHref(kelasId, value));
  };

  return (
    <>
      <Box hiddenFrom="desktop">
        <Select
          label="Pertemuan"
          data={[{ value: PENDAHULUAN, label: 'Pendahuluan' }, ...items.map((p) => ({ value: String(p.id), label: optionLabel(p) }))]}
          value={active}
          onChange={go}
          allowDeselect={false}
          searchable={items.length > 8}
          disabled={pertemuan.isPending}
          renderOption={({ option }) => {
            const p = items.find((x) => String(x.id) === option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                {p ? <PertemuanStatusIcon status={p.status} size={18} /> : <IconHome size={16} />}
                <Text fz="sm">{option.label}</Text>
              </Group>
            );
          }}
          data-testid="meeting-nav-select"
        />
      </Box>

      <Paper withBorder visibleFrom="desktop" p={6} component="nav" aria-label="Navigasi pertemuan" data-testid="meeting-nav">
        <ScrollArea.Autosize
          mah="calc(100vh - 140px)"
          type="auto"
          scrollbars="y"
          offsetScrollbars="y"
          // Long meeting titles are cut with an ellipsis instead of widening the list.
          styles={{ content: { minWidth: 0, display: 'block', width: '100%' } }}
        >
          <Stack gap={2}>
            <NavLink
              component={Link}
              to={paths.kelas.detail.getHref(kelasId)}
              label="Pendahuluan"
              active={active === PENDAHULUAN}
              leftSection={
                <ThemeIcon size={22} radius="xl" variant="light">
                  <IconHome size={14} />
                </ThemeIcon>
              }
              data-testid="meeting-nav-item"
              data-nomor={0}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
            {pertemuan.isPending
              ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={40} my={2} />)
              : items.map((p) => (
                  <NavLink
                    key={p.id}
                    component={Link}
                    to={paths.kelas.pertemuan.getHref(kelasId, p.id)}
                    label={`Pertemuan ${p.nomor}`}
                    description={p.judul}
                    active={active === String(p.id)}
                    leftSection={<PertemuanStatusIcon status={p.status} />}
                    rightSection={<KategoriBadge kategori={p.kategori} />}
                    aria-label={`Pertemuan ${p.nomor}: ${statusPertemuanLabel(p.status)}`}
                    data-testid="meeting-nav-item"
                    data-nomor={p.nomor}
                    data-status={p.status}
                    styles={{ description: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }, body: { minWidth: 0, overflow: 'hidden' } }}
                    style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  />
                ))}
            {pertemuan.isError ? (
              <Text fz="xs" c="red" px="sm" py={4}>
                {pertemuan.error.message}
              </Text>
            ) : null}
          </Stack>
        </ScrollArea.Autosize>
      </Paper>
    </>
  );
}
