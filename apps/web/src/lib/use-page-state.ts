import { useCallback, useState } from 'react';

/**
 * Page and page size of a paginated list. Changing the page size goes back to page 1, since the current page
 * may no longer exist; pass the setters straight to PaginationRow.
 */
export function usePageState(defaultPerPage: number) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(defaultPerPage);
  const setPerPage = useCallback((n: number) => {
    setPerPageState(n);
    setPage(1);
  }, []);
  return { page, setPage, perPage, setPerPage };
}
