import type { ReactNode } from 'react';
import { Button, Drawer, Group, ScrollArea, Stack } from '@mantine/core';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** 'Terapkan': apply the fields' values. */
  onApply: () => void;
  /** 'Reset': back to the default filter. */
  onReset: () => void;
  title?: ReactNode;
  children: ReactNode;
};

/** Filter side panel (spec 1 §2.5 list toolbar, §2.6): fields, then 'Reset' and 'Terapkan'. */
export function FilterDrawer({ opened, onClose, onApply, onReset, title = 'Filter', children }: Props) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="sm"
      scrollAreaComponent={ScrollArea.Autosize}
      attributes={{ content: { 'data-testid': 'filter-drawer' } }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onReset} data-testid="filter-reset">
              Reset
            </Button>
            <Button type="submit" data-testid="filter-apply">
              Terapkan
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
