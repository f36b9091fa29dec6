import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client';
import { ensureFrontendConfig, getStoredFrontendConfig } from '@/lib/frontend-config';
import { cssVariablesResolver, theme } from './theme';
import { holdModalEvents } from './modals-queue';

// The toast container and modals provider after the first paint (see deferred-ui.tsx). Imported through a file of
// its own: a dynamic import of a package index that other startup code imports statically would keep them in the
// startup chunk.
const DeferredUi = lazy(() => import('./deferred-ui'));
holdModalEvents();

function colorScheme(): 'light' | 'dark' {
  return getStoredFrontendConfig()?.color_mode === 'dark' ? 'dark' : 'light';
}

/**
 * The college's color_mode decides the scheme (spec 1 §1). It is forced, not a user preference kept across
 * colleges, and follows the settings once they arrive on a first visit (before that nothing is stored).
 */
function useCollegeColorScheme() {
  const [scheme, setScheme] = useState(colorScheme);
  useEffect(() => {
    let live = true;
    ensureFrontendConfig()
      .then((c) => live && setScheme(c.color_mode === 'dark' ? 'dark' : 'light'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return scheme;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const scheme = useCollegeColorScheme();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} forceColorScheme={scheme} cssVariablesResolver={cssVariablesResolver}>
        <DatesProvider settings={{ locale: 'id', firstDayOfWeek: 0, weekendDays: [0] }}>
          <Suspense fallback={null}>
            <DeferredUi />
          </Suspense>
          {children}
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
