import type { ReactNode } from 'react';
import { Box, Button, Group, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { statusPertemuanLabel } from '@lms/shared';
import { usePertemuanKelas } from '@/features/kelas';

function NavButton({ to, label, children: text, left }: { to: string | null; label: string; children: ReactNode; left?: boolean }) {
  const icon = left ? { leftSection: <IconChevronLeft size={14} /> } : { rightSection: <IconChevronRight size={14} /> };
  // On phones the arrows alone leave the picker room for its label.
  const children = (
    <Box component="span" visibleFrom="tablet">
      {text}
    </Box>
  );
  return to ? (
    <Button variant="default" size="xs" px={8} component={Link} to={to} aria-label={label} {...icon}>
      {children}
    </Button>
  ) : (
    <Button variant="default" size="xs" px={8} disabled aria-label={label} {...icon}>
      {children}
    </Button>
  );
}

/** Previous / next meeting of the class and a picker of every meeting (a select also works on mobile). */
export function PertemuanNav({ idKelas, idPertemuan, hrefFor }: { idKelas: string; idPertemuan: number; hrefFor: (id: number) => string }) {
  const navigate = useNavigate();
  const list = usePertemuanKelas(idKelas);
  const items = list.data ?? [];
  const i = items.findIndex((p) => p.id === idPertemuan);
  if (!list.isSuccess || i === -1) return null;
  const prev = items[i - 1];
  const next = items[i + 1];
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" data-testid="pertemuan-nav">
      <NavButton to={prev ? hrefFor(prev.id) : null} label="Pertemuan sebelumnya" left>
        Sebelumnya
      </NavButton>
      <Select
        size="xs"
        aria-label="Pilih pertemuan"
        allowDeselect={false}
        maw={280}
        style={{ flex: 1 }}
        value={String(idPertemuan)}
        data={items.map((p) => ({ value: String(p.id), label: `Pertemuan ${p.nomor} · ${statusPertemuanLabel(p.status)}` }))}
        onChange={(v) => v && navigate(hrefFor(Number(v)))}
      />
      <NavButton to={next ? hrefFor(next.id) : null} label="Pertemuan berikutnya">
        Berikutnya
      </NavButton>
    </Group>
  );
}
