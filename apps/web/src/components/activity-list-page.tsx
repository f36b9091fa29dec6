import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Paper, Stack } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from './page-header';
import { PaginationRow } from './pagination-row';
import { QueryState, SkeletonRows } from './query-state';
import { SearchInput } from './search-input';

/** What an activity list keeps in the URL: its filter, search and page. */
export type ActivityListState<F> = { filter: F; search: string; page: number; perPage: number };

/** The list state read from and written to the URL (`replace`, so filtering does not fill the history). */
export function useActivityListState<F, S extends ActivityListState<F>>(parse: (sp: URLSearchParams) => S, toSearch: (s: S) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  const update = useCallback((patch: Partial<S>) => setSearchParams(toSearch({ ...state, ...patch }), { replace: true }), [state, setSearchParams, toSearch]);
  return { state, update };
}

type ListQuery<T> = { isPending: boolean; isError: boolean; isFetching: boolean; error: Error | null; data: { data: T[]; meta: { total_items: number } } | undefined };

/** The props a page's filter drawer gets. */
export type ActivityFilterProps<F> = { opened: boolean; onClose: () => void; value: F; onApply: (filter: F) => void };

type Props<F, T> = {
  /** Prefix of the page's test ids: `<name>-search`, `<name>-filter-toggle`, `<name>-page-list`. */
  name: string;
  title: ReactNode;
  subtitle: ReactNode;
  actions?: ReactNode;
  state: ActivityListState<F>;
  update: (patch: Partial<ActivityListState<F>>) => void;
  query: ListQuery<T>;
  /** How many filter fields are set (the badge on 'Filter'). */
  activeFilters: number;
  renderFilter: (props: ActivityFilterProps<F>) => ReactNode;
  searchPlaceholder: string;
  errorTitle: string;
  emptyDescription: string;
  /** The loaded page's items (cards or a table). */
  children: (items: T[]) => ReactNode;
};

/**
 * The "all my X" page of an activity module (/tugas, /vidcon): header, search and filter drawer, the list with its
 * loading, error and empty states, and pagination; search, filters and page live in the URL.
 */
export function ActivityListPage<F, T>({ name, title, subtitle, actions, state, update, query, activeFilters, renderFilter, searchPlaceholder, errorTitle, emptyDescription, children }: Props<F, T>) {
  const [showFilter, setShowFilter] = useState(false);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <SearchInput placeholder={searchPlaceholder} value={state.search} onSearch={(search) => update({ search, page: 1 })} style={{ flex: 1 }} data-testid={`${name}-search`} />
          <Button
            variant={activeFilters ? 'light' : 'default'}
            leftSection={<IconFilter size={16} aria-hidden />}
            rightSection={activeFilters ? <Badge size="xs" circle>{activeFilters}</Badge> : null}
            onClick={() => setShowFilter(true)}
            data-testid={`${name}-filter-toggle`}
          >
            Filter
          </Button>
        </Group>
        {renderFilter({ opened: showFilter, onClose: () => setShowFilter(false), value: state.filter, onApply: (filter) => update({ filter, page: 1 }) })}
        <Paper withBorder p={{ base: 'sm', tablet: 'md' }} aria-busy={query.isFetching} data-testid={`${name}-page-list`}>
          <QueryState
            query={query}
            loader={<SkeletonRows count={3} h={96} />}
            errorTitle={errorTitle}
            isEmpty={(d) => d.data.length === 0}
            empty={{ description: emptyDescription }}
          >
            {(d) => (
              <Stack gap="md">
                {children(d.data)}
                <PaginationRow
                  page={state.page}
                  perPage={state.perPage}
                  total={d.meta.total_items}
                  onPageChange={(page) => update({ page })}
                  onPerPageChange={(perPage) => update({ perPage, page: 1 })}
                />
              </Stack>
            )}
          </QueryState>
        </Paper>
      </Stack>
    </>
  );
}
