import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageState } from './use-page-state';

describe('usePageState', () => {
  it('starts on page 1 with the default size and goes back to page 1 when the size changes', () => {
    const { result } = renderHook(() => usePageState(5));
    expect(result.current).toMatchObject({ page: 1, perPage: 5 });
    act(() => result.current.setPage(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.setPerPage(20));
    expect(result.current).toMatchObject({ page: 1, perPage: 20 });
  });
});
