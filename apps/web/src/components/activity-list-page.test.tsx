import { fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ActivityListPage, useActivityListState, type ActivityListState } from './activity-list-page';

type Filter = { status: string | null };
type State = ActivityListState<Filter>;
const parse = (sp: URLSearchParams): State => ({ filter: { status: sp.get('status') }, search: sp.get('q') ?? '', page: Number(sp.get('page') ?? 1), perPage: 10 });
const toSearch = (s: State) => {
  const sp = new URLSearchParams();
  if (s.filter.status) sp.set('status', s.filter.status);
  if (s.search) sp.set('q', s.search);
  if (s.page > 1) sp.set('page', String(s.page));
  return sp;
};

const client = new QueryClient();

type Query = { isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null; data: { data: string[]; meta: { total_items: number } } | undefined };

function Page({ query, seen }: { query: Query; seen: (s: State) => void }) {
  const { state, update } = useActivityListState(parse, toSearch);
  seen(state);
  return (
    // PageHeader reads the logged-in user (a query that stays idle without a login).
    <QueryClientProvider client={client}>
      <ActivityListPage
        name="x"
        title="Aktivitas"
        subtitle="Daftar aktivitas"
        state={state}
        update={update}
        query={query}
        activeFilters={state.filter.status ? 1 : 0}
        renderFilter={(f) => (f.opened ? <button onClick={() => f.onApply({ status: 'aktif' })}>Terapkan aktif</button> : null)}
        searchPlaceholder="Cari judul"
        errorTitle="Aktivitas gagal dimuat"
        emptyDescription="Tidak ada aktivitas yang sesuai."
      >
        {(items) => items.map((i) => <p key={i}>{i}</p>)}
      </ActivityListPage>
    </QueryClientProvider>
  );
}

const ok = (data: string[], total = data.length): Query => ({ isPending: false, isError: false, isFetching: false, error: null, data: { data, meta: { total_items: total } } });

describe('ActivityListPage', () => {
  it('shows the header and the items with pagination; the filter drawer applies a filter to the URL state from page 1', () => {
    const seen = vi.fn();
    renderWithProviders(<Page query={ok(['Tugas 1', 'Tugas 2'], 25)} seen={seen} />, { route: '/x?page=2' });
    expect(screen.getByText('Aktivitas')).toBeTruthy();
    expect(screen.getByText('Tugas 2')).toBeTruthy();
    expect(screen.getByText(/Total 25/)).toBeTruthy();
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 }));
    fireEvent.click(screen.getByTestId('x-filter-toggle'));
    fireEvent.click(screen.getByText('Terapkan aktif'));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ filter: { status: 'aktif' }, page: 1 }));
    expect(screen.getByTestId('x-filter-toggle').textContent).toContain('1');
  });

  it('shows the empty state and the error', () => {
    const { unmount } = renderWithProviders(<Page query={ok([])} seen={() => {}} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('Tidak ada aktivitas yang sesuai.');
    unmount();
    renderWithProviders(<Page query={{ isPending: false, isError: true, isFetching: false, error: new Error('Gagal'), data: undefined }} seen={() => {}} />);
    expect(screen.getByText('Aktivitas gagal dimuat')).toBeTruthy();
    expect(screen.getByTestId('x-page-list').getAttribute('aria-busy')).toBe('false');
  });
});
