import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/**
 * /dev (spec 1 §2.1: 'not shown'): a developer's page, registered only in development builds. The router spreads
 * these routes behind `import.meta.env.DEV`, so a production build has no /dev route (the 404 page answers) and
 * the page's code is not in the bundle at all.
 */
export function devRoutes(): RouteObject[] {
  return [{ path: paths.dev.path, lazy: () => import('./pages/dev-page').then((m) => ({ Component: m.DevPage })) }];
}
