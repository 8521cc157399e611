import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { publicPageHead, pageHead, type HeadContext } from '../site/page-head';
import { PAGE_TEXT } from '../site/page-text';
import { catalogKeys, findBySlug, slugOf, programsQuery, servicesQuery } from '../site/catalog-query';
import type { Program, Service } from '../../lib/types';
import { resolveImageUrl } from '../../lib/images';
import { waitUnlessCached, warm } from '../../lib/query-client';

const KINDS = {
  services: { crumb: 'Services', missing: PAGE_TEXT.serviceNotFound.title },
  programs: { crumb: 'Programs', missing: PAGE_TEXT.programNotFound.title },
} as const;

type Kind = keyof typeof KINDS;

/** The active items of a kind, from the replies in the query cache; undefined when they are not there yet. */
const cachedItems = (queryClient: QueryClient, kind: Kind) => queryClient.getQueryData<Array<Service | Program>>(catalogKeys[kind]);

/**
 * A detail route's loader. The item is the whole page: waiting briefly for it (as the app shell
 * waits for the settings) draws the page once instead of a short loading state the content then
 * pushes down (layout shift). A slug that no active item has is not found: the router answers it
 * with 404, and the page says so. While the list has not come (a slow or failed read), the page
 * shows its own state.
 */
export const loadDetail = async (queryClient: QueryClient, kind: Kind, slug: string) => {
  const read = kind === 'services' ? queryClient.prefetchQuery(servicesQuery()) : queryClient.prefetchQuery(programsQuery());
  await warm([read], waitUnlessCached(queryClient, [catalogKeys[kind]], 1500));
  const items = cachedItems(queryClient, kind);
  if (items && !findBySlug(items, slug)) throw notFound();
};

/**
 * A service's or program's head: its title and description, its picture, an article, and the
 * trail Home > section > item. A slug no active item has is not found: noindex, no canonical.
 * While the list is not there yet (a slow first read in the browser), the section's words stand in.
 */
export const detailHead = (context: HeadContext, kind: Kind, slug: string) => {
  const words = KINDS[kind];
  const items = cachedItems(context.queryClient, kind);
  const item = findBySlug(items, slug);
  if (!item) {
    return items
      ? pageHead(context, { page: kind, title: words.missing, noindex: true })
      : pageHead(context, { page: kind, noindex: true });
  }
  const path = `/${kind}/${slugOf(item)}`;
  return publicPageHead(context, {
    page: kind,
    title: item.title,
    ...(item.description ? { description: item.description } : {}),
    path,
    ogType: 'article',
    image: resolveImageUrl(item.image_url) || `/images/banners/${kind}-1600.webp`,
    breadcrumb: { section: words.crumb, sectionPath: `/${kind}`, title: item.title },
  });
};
