import { slugOf } from '../../lib/format';
import { recordsOf } from './catalog-query';
import { faqsOf } from './query-keys';
import { pathIn, type ContentReplies, type PublicReplies, type SitemapEntry } from '@afh/contract/site';
import type { Language } from '@afh/contract/languages';
import { withDefaults } from './settings-query';
import { languagesOfPage } from './content-pages';
import { contentPagesFrom } from './content-pages-rules';

/** The routes the router knows, as it lists them (`router.flatRoutes`). */
type KnownRoute = { id: string; fullPath: string };

/** The public pages live under the `_site` layout; sign-in and the admin do not. */
const PUBLIC_LAYOUT = '/_site/';

const newest = (...dates: Array<string | null | undefined>) => dates.filter((date): date is string => Boolean(date)).sort().at(-1) ?? null;

/**
 * Every public page that search engines should list: each route of the public layout without a
 * parameter, then every active service and program under the slug its page answers to, each with
 * the date its content last changed (the settings' for pages drawn from them).
 */
export const sitemapPaths = (routes: ReadonlyArray<KnownRoute>, replies: PublicReplies, contentReplies?: ContentReplies): SitemapEntry[] => {
  const services = recordsOf(replies.services);
  const programs = recordsOf(replies.programs);
  const settingsDate = replies.settings.data?.updated_at ?? null;
  const dated = (items: Array<{ updated_at?: string | null }>) => newest(settingsDate, ...items.map((item) => item.updated_at));
  const lastmod: Record<string, string | null> = {
    '/': dated([...services, ...programs]),
    '/services': dated(services),
    '/programs': dated(programs),
    '/faq': dated(faqsOf(replies.faqs)),
  };

  const entries: SitemapEntry[] = [];
  for (const route of routes) {
    if (!route.id.startsWith(PUBLIC_LAYOUT) || route.fullPath.includes('$')) continue;
    const path = route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : '/';
    entries.push({ path, lastmod: lastmod[path] ?? settingsDate });
  }
  entries.sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : 0));
  const seen = new Set<string>();
  for (const [kind, items] of [['services', services], ['programs', programs]] as const) {
    for (const item of items) {
      const slug = slugOf(item);
      const path = `/${kind}/${slug}`;
      // Two titles with one slug show the first item (the page's find); list the page once.
      if (!slug || seen.has(path)) continue;
      seen.add(path);
      entries.push({ path, lastmod: item.updated_at || null });
    }
  }
  const settings = withDefaults(replies.settings.data ?? undefined);
  const pages = contentPagesFrom(contentReplies);
  return inEveryLanguage(entries, (path) => languagesOfPage(settings, pages, path));
};

/**
 * On a site that offers other languages (issue 47), each page once per language it is in (a
 * language without interface text: only the pages translated into it, content-pages-rules.ts),
 * each naming all of them and `x-default` (the English page), as search engines read a sitemap's
 * alternates. A page in English only is listed once, without alternates.
 */
const inEveryLanguage = (entries: SitemapEntry[], languagesOf: (path: string) => Language[]): SitemapEntry[] => {
  return entries.flatMap((entry) => {
    const languages = languagesOf(entry.path);
    if (languages.length < 2) return [entry];
    const alternates = [...languages.map((language) => ({ hreflang: language, path: pathIn(language, entry.path) })), { hreflang: 'x-default', path: entry.path }];
    return languages.map((language) => ({ ...entry, path: pathIn(language, entry.path), alternates }));
  });
};
