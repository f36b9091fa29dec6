import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { QueryState, SkeletonRows } from './query-state';

const pending = { isPending: true, isError: false, error: null, data: undefined };
const failed = { isPending: false, isError: true, error: new Error('Server sibuk'), data: undefined };
const loaded = (data: string[]) => ({ isPending: false, isError: false, error: null, data });

function view(query: { isPending: boolean; isError: boolean; error: Error | null; data: string[] | undefined }) {
  return renderWithProviders(
    <QueryState query={query} loader={<p>memuat</p>} errorTitle="Data gagal dimuat" isEmpty={(d) => d.length === 0} empty={{ description: 'Belum ada data.' }}>
      {(d) => <ul>{d.map((x) => <li key={x}>{x}</li>)}</ul>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('shows the loader while pending, and nothing else', () => {
    view(pending);
    expect(screen.getByText('memuat')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the error's title and message", () => {
    view(failed);
    expect(screen.getByText('Data gagal dimuat')).toBeTruthy();
    expect(screen.getByText('Server sibuk')).toBeTruthy();
  });

  it('shows the empty state when the data is empty', () => {
    view(loaded([]));
    expect(screen.getByTestId('empty-state').textContent).toContain('Belum ada data.');
  });

  it('renders the children with the data once loaded', () => {
    view(loaded(['a', 'b']));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('defaults to a skeleton loader; SkeletonRows draws the rows asked for', () => {
    const { container } = renderWithProviders(
      <>
        <QueryState query={pending}>{() => null}</QueryState>
        <SkeletonRows count={3} h={20} />
      </>,
    );
    expect(container.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(4);
  });
});
