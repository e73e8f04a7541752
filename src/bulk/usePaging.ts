// Page state of a client-side table; a page past the end (after filtering) falls back to the last one.
import { useState } from 'react';
import { BULK_PAGE_SIZES } from './types';

export interface Paging {
  page: number;
  perPage: number;
  setPage(page: number): void;
  setPerPage(perPage: number): void;
}

export function usePaging(count: number): Paging {
  const [page, setPage] = useState(0);
  const [perPage, setPerPageState] = useState(BULK_PAGE_SIZES[0]);
  const lastPage = Math.max(0, Math.ceil(count / perPage) - 1);
  return {
    page: Math.min(page, lastPage),
    perPage,
    setPage,
    setPerPage(next: number) {
      setPerPageState(next);
      setPage(0);
    },
  };
}
