import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { getStoredFrontendConfig } from '@/lib/frontend-config';
import { theme } from './theme';

function colorScheme(): 'light' | 'dark' {
  return getStoredFrontendConfig()?.color_mode === 'dark' ? 'dark' : 'light';
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme={colorScheme()}>
        <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 0, weekendDays: [0] }}>
          <Notifications position="bottom-center" zIndex={1000} />
          <ModalsProvider labels={{ confirm: 'Ya', cancel: 'Batal' }}>{children}</ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
