import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { devRoutes } from './dev-routes';

/** Every path of a route tree. */
function pathsOf(routes: RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);
}

describe('/dev', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is one lazy route', () => {
    const routes = devRoutes();
    expect(pathsOf(routes)).toEqual(['/dev']);
    expect(routes[0]!.lazy).toBeTypeOf('function');
  });

  it('is registered by the router in a development build', async () => {
    vi.stubEnv('DEV', true);
    const { routes } = await import('@/app/router');
    expect(pathsOf(routes)).toContain('/dev');
    // The whole router (every page module's import) is transformed on first use: slow on a busy machine.
  }, 60_000);

  it('is not registered in a production build, where an unknown path takes its place', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('PROD', true);
    const { routes } = await import('@/app/router');
    const all = pathsOf(routes);
    expect(all).not.toContain('/dev');
    expect(all).toContain('*');
  }, 60_000);
});
