import type { Faq, ForgotPasswordStatus, PublicRecords, Settings } from './records';
import type { ReplyKey } from './content-types';
import type { TourSlotsReply } from './tour-records';
import { isLanguageCode, type Language, type LanguageCode } from './languages';

/**
 * The boundary between the CMS and the web app's server renderer (decision 0026): what the CMS
 * hands the renderer (the public replies, the page asked for, the site's address) and what the
 * renderer answers. Both sides import these types; neither restates them.
 */

/** A list read's reply (`{records}`: the catalog's, and the home's photos, team and families' words). */
export type ListReply<T> = { records?: T[] };
/** faqs/read.php's reply. */
export type FaqsReply = { success?: boolean; data?: Faq[] };
/** settings/read.php's reply. */
export type SettingsReply = { success?: boolean; data?: Settings | null };

/**
 * The public reads as the API answers them (services/public_read.php, programs/public_read.php,
 * faqs/read.php, settings/read.php and each list's `<key>/read.php`): the server renders a public
 * page from them and sends them along in the page, so the app starts from the same answers and its
 * first render is the server's markup. A list's record is its PublicRecords entry.
 */
export type PublicReplies = { [Key in keyof PublicRecords]: ListReply<PublicRecords[Key]> } & {
  faqs: FaqsReply;
  settings: SettingsReply;
  /** The open tour times (tours/slots.php), so a form without JavaScript can book one (issue 33); absent when they could not be read. */
  tour_slots?: TourSlotsReply | null;
  /** On /forgot-password only: whether a reset link can be emailed (users/forgot_password.php), so the server draws the branch the app shows (issue 44). */
  forgot_password?: ForgotPasswordStatus | null;
};

/** The replies every page is drawn from, by the key a page carries them under: each public type's `reply` (content-types.ts). */
export type PublicReplyKey = ReplyKey;
/** The compiler holds the replies' shapes to the types' `reply`: a public type without its reply here does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type RepliesDescribed = Holds<Same<keyof PublicRecords | 'faqs' | 'settings', ReplyKey>>;

/** Where the site is: its address for absolute links, and whether search engines may list it. */
export type SiteAddress = { url: string; indexing: boolean };

/** One page asked of the renderer. */
export type PageRequest = {
  /**
   * The language of the page (issue 47): the path's first segment when it is one of the
   * languages' codes (`/es/faq`), else English. The CMS reads it from the path as the renderer
   * does (pageLanguage, below), and hands it the replies in that language.
   */
  language?: Language;
  /** The path and query string asked for. */
  url: string;
  /** The public replies, as the public API answers them at this moment. */
  replies: PublicReplies;
  site: SiteAddress;
  /** The visitor's text size (their `text_size` cookie, one of TEXT_SIZES); the standard size when absent. */
  textSize?: TextSize;
  /**
   * The replies in each language the home offers without interface text (issue 47,
   * contentLanguages): which pages exist in it, for the page's alternates and language links, and,
   * on a page in one, whether it exists or sends the visitor to English. Absent when none is offered.
   */
  contentReplies?: ContentReplies;
};

/** The public replies in each language offered without interface text (PageRequest). */
export type ContentReplies = Partial<Record<LanguageCode, Pick<PublicReplies, PublicReplyKey>>>;

/** The replies a page embeds: those its routes read, and the tour times and reset status when it read them. */
export type PageReplyKey = PublicReplyKey | 'tour_slots' | 'forgot_password';

export type RenderedPage =
  /**
   * `headers`: X-Robots-Tag for a page that says noindex, so crawlers of any file type hear it too.
   * `reads`: the replies the page was drawn from (and embeds): a write to another type leaves it as it is.
   */
  | { status: 200 | 404 | 500; html: string; headers: Record<string, string>; reads: PageReplyKey[]; location?: undefined }
  /** The router sends a path to its canonical spelling (e.g. without a trailing slash). */
  | { status: 301 | 302 | 307 | 308; location: string; html?: undefined; headers?: undefined; reads?: undefined };

/** A page search engines should list, with the date it last changed. */
export type SitemapEntry = {
  path: string;
  lastmod: string | null;
  /**
   * The same page in each language the home offers, English's included, and `x-default` (issue 47):
   * written as `<xhtml:link rel="alternate" hreflang href>` under the entry. Absent on an English-only site.
   */
  alternates?: { hreflang: string; path: string }[];
};

/** What the web app's server entry exports (web/src/entry-server.tsx, built into dist-server/entry-server.cjs). */
export type SiteRenderer = {
  /** The URL of the page a request asks for: its path and the query parameters its route reads. */
  pageUrl(url: string): string;
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** The pages search engines should list, with the date each last changed; those in a language without interface text from its replies. */
  sitemapEntries(replies: PublicReplies, contentReplies?: ContentReplies): SitemapEntry[];
};

/** Where every call of the product lives: the legacy PHP-style prefix (spec section 7). */
export const API_PREFIX = '/backend/api';

/**
 * The public pages' text sizes (issue 46, part 6; decision 0047): the standard size, then larger
 * ones, each a root font size the whole page scales by (the styles are in rem). A visitor's choice
 * is the `text_size` cookie; the server draws the page with it (`<html data-text-size>`), keeping
 * one page per size at most. The standard size is no cookie at all.
 */
export const TEXT_SIZES = ['standard', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
/** The cookie, and the name of the form field the header's buttons send (web/src/app-start.ts sets the cookie from it). */
export const TEXT_SIZE_COOKIE = 'text_size';
/** Where the header's buttons post without JavaScript (after API_PREFIX): it sets the cookie and sends the visitor back. */
export const TEXT_SIZE_ROUTE = '/site/text_size.php';
/** A cookie's or a form's value as a text size: anything else is none. */
export const textSizeOf = (value: unknown): TextSize | null => TEXT_SIZES.find((size) => size === value) ?? null;

/** The language a path's page is in (issue 47): `/es` and `/es/...` are Spanish, the rest English. */
export const pageLanguage = (path: string): Language => {
  const first = /^\/([a-z]{2})(?:[/?#]|$)/.exec(path.slice(0, 4))?.[1];
  return isLanguageCode(first) ? first : 'en';
};

/** The path of the same page in English (`/es/faq` → `/faq`, `/es` → `/`). */
export const englishPath = (path: string): string => {
  const language = pageLanguage(path);
  if (language === 'en') return path;
  const rest = path.slice(language.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** The path of an English page in a language (`/faq` → `/es/faq`, `/` → `/es/`). */
export const pathIn = (language: Language, englishPathOf: string): string =>
  language === 'en' ? englishPathOf : `/${language satisfies LanguageCode}${englishPathOf}`;
