import type { Core } from '@strapi/strapi';
import { SITE_DEFAULTS } from './format';
import { publicCache } from '../public-cache';

/** What the server-rendered pages are built from: the public content, as the public API shows it. */
export type CatalogItem = { title: string; description: string; imageUrl: string; updatedAt: string };
export type Faq = { question: string; answer: string; updatedAt: string };
export type SiteSettings = typeof SITE_DEFAULTS & {
  licenseNumber: string;
  licenseeName: string;
  /** Costs & Payment: whole dollars a month, or null when not given. */
  priceFrom: number | null;
  priceTo: number | null;
  updatedAt: string | null;
};
export type SiteContent = { settings: SiteSettings; services: CatalogItem[]; programs: CatalogItem[]; faqs: Faq[] };

/** A safety net: the snapshot is read again at least this often, whatever the invalidation says. */
const MAX_AGE_MS = 60_000;

const MAX_DERIVED = 500;

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : text(value));

/** A price that says something; none or zero is not a price (the site never shows "$0"). */
const price = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

const toItem = (row: Row): CatalogItem => ({
  title: text(row.title),
  description: text(row.description),
  imageUrl: text(row.imageUrl),
  updatedAt: iso(row.updatedAt),
});

/** Empty settings fall back to the site's defaults, as the web app's withDefaults does. */
const toSettings = (row: Row | null): SiteSettings => ({
  business_name: text(row?.businessName) || SITE_DEFAULTS.business_name,
  address: text(row?.address) || SITE_DEFAULTS.address,
  phone: text(row?.phone) || SITE_DEFAULTS.phone,
  email: text(row?.email) || SITE_DEFAULTS.email,
  residents_count: typeof row?.residentsCount === 'number' ? row.residentsCount : SITE_DEFAULTS.residents_count,
  care_availability: text(row?.careAvailability) || SITE_DEFAULTS.care_availability,
  licenseNumber: text(row?.licenseNumber).trim(),
  licenseeName: text(row?.licenseeName).trim(),
  priceFrom: price(row?.priceFrom),
  priceTo: price(row?.priceTo),
  updatedAt: row ? iso(row.updatedAt) : null,
});

/**
 * The content snapshot, read once and kept until a write to any of its types (told by the
 * public-read cache's invalidation) or for at most a minute, with a cache of derived values (rendered heads) that lives and
 * dies with it.
 */
export const createContentSource = (strapi: Core.Strapi) => {
  let snapshot: { content: Promise<SiteContent>; loadedAt: number; derived: Map<string, unknown> } | null = null;

  const invalidate = () => {
    snapshot = null;
  };
  // The public-read cache hears of every write to a public type (the console's and other
  // instances' included). Pages are drawn from every public reply (the gallery, team and
  // testimonials too, not only the types of this snapshot), so any of them makes them new.
  publicCache.onInvalidate(invalidate);

  const load = async (): Promise<SiteContent> => {
    const active = { filters: { visibility: 'active' as const }, sort: [{ id: 'asc' as const }], limit: -1 };
    const [settings, services, programs, faqs] = await Promise.all([
      strapi.documents('api::setting.setting').findFirst() as Promise<Row | null>,
      strapi.documents('api::service.service').findMany(active) as Promise<Row[]>,
      strapi.documents('api::program.program').findMany(active) as Promise<Row[]>,
      strapi.documents('api::faq.faq').findMany({ ...active, sort: [{ orderIndex: 'asc' as const }, { id: 'asc' as const }] }) as Promise<Row[]>,
    ]);
    return {
      settings: toSettings(settings),
      services: services.map(toItem),
      programs: programs.map(toItem),
      faqs: faqs.map((row) => ({ question: text(row.question), answer: text(row.answer), updatedAt: iso(row.updatedAt) })),
    };
  };

  const current = () => {
    if (!snapshot || Date.now() - snapshot.loadedAt > MAX_AGE_MS) {
      const content = load();
      const entry = { content, loadedAt: Date.now(), derived: new Map<string, unknown>() };
      snapshot = entry;
      // A failed read is not kept: the next request tries again.
      content.catch(() => {
        if (snapshot === entry) snapshot = null;
      });
    }
    return snapshot;
  };

  return {
    content: () => current().content,
    /** A value computed from the current content, kept until the content changes. */
    async derive<T>(key: string, compute: (content: SiteContent) => T): Promise<T> {
      const entry = current();
      const content = await entry.content;
      if (entry.derived.has(key)) {
        // Least recently used first: a hit moves its entry to the end of the map's order.
        const hit = entry.derived.get(key) as T;
        entry.derived.delete(key);
        entry.derived.set(key, hit);
        return hit;
      }
      const value = compute(content);
      entry.derived.set(key, value);
      // Bounded, least recently used out first: any number of odd keys (other Host headers, query
      // strings) can only push out the pages visitors asked for least lately.
      if (entry.derived.size > MAX_DERIVED) entry.derived.delete(entry.derived.keys().next().value as string);
      return value;
    },
    invalidate,
  };
};

export type ContentSource = ReturnType<typeof createContentSource>;
