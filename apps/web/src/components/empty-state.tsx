import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { PESAN } from '@lms/shared';

type Props = {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

/** Empty state with a title and text (spec 1 §2.5); defaults to 'Ups! Data Kosong'. */
export function EmptyState({ title = PESAN.dataKosongJudul, description, icon, children, size = 'md' }: Props) {
  return (
    <MantineEmptyState
      py="xl"
      size={size}
      variant="light"
      title={title}
      description={description}
      icon={icon ?? <IconMoodEmpty size={28} stroke={1.5} />}
      data-testid="empty-state"
    >
      {children}
    </MantineEmptyState>
  );
}
