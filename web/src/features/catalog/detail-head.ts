import type { HeadContext } from '../site/page-head';
import { publicPageHead, pageHead } from '../site/page-head';
import { PAGE_TEXT } from '../site/page-text';
import { catalogKeys, findBySlug } from '../site/catalog-query';
import type { Program, Service } from '../../lib/types';
import { slugify } from '../../lib/format';

const KINDS = {
  services: { list: PAGE_TEXT.services, crumb: 'Services', missing: PAGE_TEXT.serviceNotFound.title },
  programs: { list: PAGE_TEXT.programs, crumb: 'Programs', missing: PAGE_TEXT.programNotFound.title },
} as const;

type Kind = keyof typeof KINDS;

/** The active item a detail path names, from the replies in the query cache; undefined when they are not there yet. */
export const detailItems = (context: HeadContext, kind: Kind) => context.queryClient.getQueryData<Array<Service | Program>>(catalogKeys[kind]);

/**
 * A service's or program's head: its title and description, its picture, an article, and the
 * trail Home > section > item. A slug no active item has is not found: noindex, no canonical.
 * While the list is not there yet (a slow first read in the browser), the section's words stand in.
 */
export const detailHead = (context: HeadContext, kind: Kind, slug: string) => {
  const words = KINDS[kind];
  const items = detailItems(context, kind);
  const item = findBySlug(items, slug);
  if (!item) {
    return items
      ? pageHead(context, { title: words.missing, description: words.list.description, noindex: true })
      : pageHead(context, { ...words.list, noindex: true });
  }
  const path = `/${kind}/${slugify(item.title)}`;
  return publicPageHead(context, {
    title: item.title,
    description: item.description || words.list.description,
    path,
    ogType: 'article',
    image: item.image_url || `/images/banners/${kind}-1600.webp`,
    breadcrumb: { section: words.crumb, sectionPath: `/${kind}`, title: item.title },
  });
};
