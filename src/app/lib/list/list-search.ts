import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { searchInt, searchShape, type FieldReader } from '../search-params';
import { pageIndexOf, urlPageOf } from './page-base';
import { sortOfParam, sortParamOf, type TableSort } from './sort';

/** The `sort` of a list's URL, for the columns it may sort by (`column.asc` / `column.desc`); anything else is dropped. */
export function searchSort(keys: readonly string[]): FieldReader<string> {
  return (value) => {
    const sort = typeof value === 'string' ? sortOfParam(value) : null;
    return sort && keys.includes(sort.key) ? (sortParamOf(sort) as string) : undefined;
  };
}

/** The URL fields every list screen has (spread into its route's `searchShape`): the page (1-based) and the sort. */
export function listSearchFields(sortKeys: readonly string[]) {
  return { page: searchInt(1, 1_000_000), sort: searchSort(sortKeys) };
}

export type ListSearch = { page?: number | undefined; sort?: string | undefined };

/** What a list screen reads from and writes to its URL (issue 51: a reload or a shared link keeps the view). */
export type ListSearchState<S extends ListSearch> = {
  search: S;
  /** The page to ask the route for (0 = the first). */
  pageIndex: number;
  sort: TableSort | null;
  setPageIndex: (pageIndex: number) => void;
  /** A new order starts again on the first page. */
  setSort: (sort: TableSort | null) => void;
  /** Changed filters (an empty text or undefined leaves the URL) start again on the first page. */
  setFilters: (patch: Partial<Omit<S, 'page' | 'sort'>>) => void;
};

const NO_SEARCH: ListSearch = {};

type Navigate = (options: { to: '.'; search: (previous: Record<string, unknown>) => Record<string, unknown>; replace?: boolean }) => Promise<void>;

function withoutEmpty(search: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The list state of the current route's URL (its `validateSearch` shapes it, with `listSearchFields`). Used by a
 * list screen below the route, which does not know its route's id: hence the loose read and navigate.
 */
export function useListSearch<S extends ListSearch>(): ListSearchState<S> {
  // The deepest match's search: what the route's validateSearch kept.
  const search = useRouterState({ select: (state) => state.matches[state.matches.length - 1]?.search }) as S | undefined ?? (NO_SEARCH as S);
  // The router's navigate is typed per route; a list screen moves only within its own route ('.').
  const navigate = useNavigate() as unknown as Navigate;
  const move = useCallback((patch: Record<string, unknown>) => void navigate({ to: '.', search: (previous) => withoutEmpty({ ...previous, ...patch }) }), [navigate]);
  return {
    search,
    pageIndex: pageIndexOf(search.page),
    sort: sortOfParam(search.sort),
    setPageIndex: useCallback((pageIndex: number) => move({ page: urlPageOf(pageIndex) }), [move]),
    setSort: useCallback((sort: TableSort | null) => move({ sort: sortParamOf(sort), page: undefined }), [move]),
    setFilters: useCallback((patch: Partial<Omit<S, 'page' | 'sort'>>) => move({ ...patch, page: undefined }), [move]),
  };
}

/** validateSearch of a paged list with no filters and the route's own order: only `page`. */
export const pageOnlySearch = searchShape({ page: searchInt(1, 1_000_000) });
