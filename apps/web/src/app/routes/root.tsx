import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useUser } from '@/lib/auth';
import { documentTitle } from '@/lib/document-title';
import { NavigationProgress } from './navigation-progress';

/** Root of every route: document title from the path (spec 1 §2.4) and manual scroll restoration (§2.1). */
export function RootRoute() {
  const { pathname } = useLocation();
  const role = useUser().data?.role;
  useEffect(() => {
    document.title = documentTitle(pathname, role);
  }, [pathname, role]);
  return (
    <>
      <NavigationProgress active={useNavigation().state !== 'idle'} />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader role="status" aria-label="Memuat" />
    </Center>
  );
}
