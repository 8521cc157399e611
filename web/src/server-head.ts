import { formatPhone } from './lib/format';
import type { Faq, Settings } from './lib/types';
import { fillText, PAGE_DESCRIPTIONS } from './features/site/page-descriptions';
import { PAGE_DESCRIPTIONS_ES } from './features/site/page-descriptions.es';
import { calendarWords } from './features/site/calendar-words';
import { wordsIn } from './features/site/words';
import type { HeadContext, PageHead, RouteHead } from './features/site/page-head';
import { faqKeys } from './features/site/query-keys';
import { breadcrumbList, faqPage, localBusiness } from './features/site/structured-data';
import { tourDaysPhrase } from './features/site/tour-days';
import { pathIn } from './features/site/language';
import { contentPagesOf, hasInterface, languagesOfPage } from './features/site/content-pages';

/** A page's picture for link previews when it has none of its own. */
export const DEFAULT_SHARE_IMAGE = '/images/hero/hero-1-1280.webp';

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * The same page in each language the home offers, and `x-default` (English), as search engines
 * read them (issue 47): on every listed page of a site that offers a language besides English; a
 * language without interface text only where the page exists in it (content-pages.ts).
 */
const alternates = (siteUrl: string, page: PageHead, settings: Settings, queryClient: HeadContext['queryClient']) => {
  if (page.path === undefined) return [];
  const languages = languagesOfPage(settings, contentPagesOf(queryClient), page.path);
  if (page.noindex || languages.length < 2) return [];
  const path = page.path;
  return [...languages.map((code) => ({ rel: 'alternate', hrefLang: code, href: `${siteUrl}${pathIn(code, path)}` })), { rel: 'alternate', hrefLang: 'x-default', href: `${siteUrl}${path}` }];
};

/**
 * The server's part of a page's head (features/site/page-head.ts, ServerHead): the title, then the
 * description (the page's own, or its page's with `{residents}`, `{tours}` and `{phone}` filled
 * from the settings), robots, canonical, Open Graph and Twitter tags and JSON-LD, from the
 * settings and FAQs in the query cache: the same replies the page itself is drawn from.
 */
export const serverHead = ({ queryClient, site, language }: HeadContext, page: PageHead, title: string, settings: Settings): RouteHead => {
  const named = (name: string, content: string) => ({ name, content });
  const property = (key: string, content: string) => ({ property: key, content });
  const slots = { residents: settings.residents_count ?? 6, tours: tourDaysPhrase(settings.tour_days, wordsIn(calendarWords, language).days), phone: formatPhone(settings.phone) };
  const described = page.page ? ((language === 'es' ? PAGE_DESCRIPTIONS_ES[page.page] : undefined) ?? PAGE_DESCRIPTIONS[page.page] ?? '') : '';
  const description = page.description ?? fillText(described, slots);
  const url = page.path === undefined ? undefined : `${site.url}${pathIn(language, page.path)}`;
  const image = absolute(site.url, page.image || DEFAULT_SHARE_IMAGE);
  const meta: RouteHead['meta'] = [{ title }, named('description', description)];
  if (page.noindex || !site.indexing) meta.push(named('robots', 'noindex, nofollow'));
  meta.push(
    property('og:site_name', settings.business_name),
    property('og:type', page.ogType ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    // The page's interface: English in a language without interface text.
    property('og:locale', `${hasInterface(language) ? language : 'en'}_US`),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', title),
    named('twitter:description', description),
    named('twitter:image', image),
  );
  if (page.business) meta.push({ 'script:ld+json': localBusiness(settings, site.url) });
  if (page.faqs && url) meta.push({ 'script:ld+json': faqPage(queryClient.getQueryData<Faq[]>(faqKeys.public) ?? [], url) });
  if (page.breadcrumb && page.path) {
    const { section, sectionPath, title: itemTitle } = page.breadcrumb;
    const trail = [{ name: 'Home', path: '/' }, { name: section, path: sectionPath }, { name: itemTitle, path: page.path }].map((step) => ({ ...step, path: pathIn(language, step.path) }));
    meta.push({ 'script:ld+json': breadcrumbList(site.url, trail) });
  }
  const links = [...(url ? [{ rel: 'canonical', href: url }] : []), ...alternates(site.url, page, settings, queryClient), ...(page.links ?? [])];
  return { meta, links };
};
