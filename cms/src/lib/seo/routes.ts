import type { CatalogItem, SiteContent } from './content';
import { fillText, formatPhone, resolveImageUrl, slugify } from './format';
import { PAGE_TEXT } from './page-text';

/** What the server knows of a page before the app runs: its words, its status and its kind. */
export type Page = {
  status: 200 | 404;
  /** The page's own title ('' for the home page, whose title is the business name). */
  title: string;
  description: string;
  /** Pages that search engines should not list (admin, sign-in, not found). */
  noindex: boolean;
  ogType: 'website' | 'article';
  /** A site path or absolute URL of the page's picture. */
  image: string;
  /** Which structured data the page carries. */
  business: boolean;
  faqs: boolean;
  breadcrumb?: { section: string; sectionPath: string; title: string };
};

const DEFAULT_IMAGE = '/images/hero/hero-1-1280.webp';

type Text = { title: string; description: string };
const page = (text: Text, extra: Partial<Page> = {}): Page => ({
  status: 200,
  title: text.title,
  description: text.description,
  noindex: false,
  ogType: 'website',
  image: DEFAULT_IMAGE,
  business: true,
  faqs: false,
  ...extra,
});

const notFound = (text: Text): Page => page(text, { status: 404, noindex: true, business: false });

/** Public routes that are the same for everyone, with the sitemap's view of them. */
export const STATIC_ROUTES: Record<string, (content: SiteContent) => Page> = {
  '/': ({ settings }) =>
    page({ title: PAGE_TEXT.home.title, description: fillText(PAGE_TEXT.home.description, { residents: settings.residents_count, phone: formatPhone(settings.phone) }) }),
  '/about': () => page(PAGE_TEXT.about, { image: '/images/banners/about-1600.webp' }),
  '/services': () => page(PAGE_TEXT.services, { image: '/images/banners/services-1600.webp' }),
  '/programs': () => page(PAGE_TEXT.programs, { image: '/images/banners/programs-1600.webp' }),
  '/our-home': () => page(PAGE_TEXT.ourHome, { image: '/images/banners/about-1600.webp' }),
  '/faq': () => page(PAGE_TEXT.faq, { image: '/images/banners/faq-1600.webp', faqs: true }),
  '/costs': () => page(PAGE_TEXT.costs, { image: '/images/banners/faq-1600.webp' }),
  '/contact': () => page(PAGE_TEXT.contact, { image: '/images/banners/contact-1600.webp' }),
  '/privacy': () => page(PAGE_TEXT.privacy, { image: '/images/banners/legal-1600.webp' }),
  '/terms': () => page(PAGE_TEXT.terms, { image: '/images/banners/legal-1600.webp' }),
  '/consumer-health-data': () => page(PAGE_TEXT.healthData, { image: '/images/banners/legal-1600.webp' }),
  '/login': () => page(PAGE_TEXT.login, { noindex: true, business: false }),
  '/register': () => page(PAGE_TEXT.register, { noindex: true, business: false }),
  '/forgot-password': () => page(PAGE_TEXT.forgotPassword, { noindex: true, business: false }),
  '/reset-password': () => page(PAGE_TEXT.resetPassword, { noindex: true, business: false }),
};

const ADMIN_PAGES: Record<string, Text> = {
  '/admin': PAGE_TEXT.adminDashboard,
  '/admin/users': PAGE_TEXT.adminUsers,
  '/admin/services': PAGE_TEXT.adminServices,
  '/admin/programs': PAGE_TEXT.adminPrograms,
  '/admin/faqs': PAGE_TEXT.adminFaqs,
  '/admin/settings': PAGE_TEXT.adminSettings,
  '/admin/inquiries': PAGE_TEXT.adminInquiries,
  '/admin/activity': PAGE_TEXT.adminActivity,
  '/admin/gallery': PAGE_TEXT.adminGallery,
  '/admin/team': PAGE_TEXT.adminTeam,
  '/admin/testimonials': PAGE_TEXT.adminTestimonials,
};

const CATALOG = {
  services: { section: PAGE_TEXT.services.title, crumb: 'Services', missing: PAGE_TEXT.serviceNotFound.title, list: PAGE_TEXT.services },
  programs: { section: PAGE_TEXT.programs.title, crumb: 'Programs', missing: PAGE_TEXT.programNotFound.title, list: PAGE_TEXT.programs },
} as const;

/** The item whose title-derived slug is the one in the path, as the web app finds it. */
export const findBySlug = (items: CatalogItem[], slug: string) => items.find((item) => slugify(item.title) === slug);

/** '/about/' is '/about'; '/' stays '/'. A loop, not /\/+$/, which is quadratic on a run of slashes. */
export const normalizePath = (path: string) => {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
  return end === 1 && path.charCodeAt(0) === 47 ? '/' : path.slice(0, end);
};

/**
 * The page a path shows. Unknown paths and detail paths whose slug matches no active item are
 * 404s (the app, which renders from the URL, shows its not-found page for them too).
 */
export const resolvePage = (rawPath: string, content: SiteContent): Page => {
  const path = normalizePath(rawPath);
  const fixed = STATIC_ROUTES[path];
  if (fixed) return fixed(content);

  if (path === '/admin' || path.startsWith('/admin/')) {
    // Admin screens are private: never indexed, and any /admin path is the admin app's to answer.
    return page(ADMIN_PAGES[path] ?? { title: '', description: PAGE_TEXT.adminDashboard.description }, { noindex: true, business: false });
  }

  const detail = /^\/(services|programs)\/([^/]+)$/.exec(path);
  if (detail) {
    const kind = detail[1] as keyof typeof CATALOG;
    const words = CATALOG[kind];
    let slug = detail[2];
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // A malformed escape matches no slug.
    }
    const item = findBySlug(content[kind], slug);
    if (!item) return notFound({ title: words.missing, description: words.list.description });
    return page(
      { title: item.title, description: item.description || words.list.description },
      {
        ogType: 'article',
        image: resolveImageUrl(item.imageUrl) || `/images/banners/${kind}-1600.webp`,
        breadcrumb: { section: words.crumb, sectionPath: `/${kind}`, title: item.title },
      },
    );
  }
  return notFound(PAGE_TEXT.notFound);
};
