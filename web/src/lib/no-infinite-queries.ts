/**
 * What TanStack Query's query module imports for infinite queries (`useInfiniteQuery`), swapped in
 * by the build (vite.config.ts, `noInfiniteQueries`): the site has none, and the library's paging
 * machinery (about 0.7 KB gzipped) was in every page's first script for nothing. An infinite query
 * would fail at once with this message; `useInfiniteQuery` itself does not build (its observer
 * imports what this module does not export). Remove the swap to use one.
 */
export function infiniteQueryBehavior(): never {
  throw new Error('Infinite queries are left out of this build (web/vite.config.ts, noInfiniteQueries).');
}
