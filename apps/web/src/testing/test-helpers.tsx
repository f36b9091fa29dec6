import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '@/app/theme';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
}

/** A fresh client per test: no retries, so a refused request shows its failure at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } } });
}

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

/** Renders a page at `route` under the router `path`, with Mantine (modals, notifications) and a query client. */
export function renderRoute(ui: ReactElement, { route, path, client = testQueryClient() }: { route: string; path: string; client?: QueryClient }) {
  const utils = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <DatesProvider settings={{ locale: 'id' }}>
          <Notifications />
          <ModalsProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </DatesProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...utils, client };
}

export type StubCall = { method: string; url: string; body: unknown };
type Handler = (call: StubCall) => { status?: number; body: unknown } | undefined;

/** Stubs fetch for the API: `routes` maps 'METHOD /path' (query string ignored) to an answer. */
export function stubApi(routes: Record<string, Handler | { status?: number; body: unknown }>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    const call = { method, url, body };
    calls.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const route = routes[key];
    const answer = typeof route === 'function' ? route(call) : route;
    if (!answer) return new Response(JSON.stringify({ status: { code: 'not_found', message: `Tidak ada stub untuk ${key}` } }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = <T,>(data: T, message = 'Berhasil') => ({ body: { status: { code: 'success', message }, data } });
export const okList = <T,>(data: T[]) => ({
  body: { status: { code: 'success', message: 'Berhasil' }, data, meta: { page: 1, per_page: data.length || 10, total_items: data.length, total_pages: 1 } },
});
export const fail = (status: number, code: string, message: string, extra: Record<string, unknown> = {}) => ({
  status,
  body: { status: { code, message }, ...extra },
});
