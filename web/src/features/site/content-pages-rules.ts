import { translatableFields } from '@afh/contract/content-types';
import { HERO_SLIDES, heroAltField } from '@afh/contract/rules';
import type { ContentReplies, PublicReplies, PublicReplyKey } from '@afh/contract/site';
import type { LanguageCode } from '@afh/contract/languages';
import { slugOf } from '@afh/contract/rules';
import { recordsOf } from './catalog-query';
import { faqsOf } from './query-keys';
import type { ContentPages } from './content-pages';

/**
 * Which content pages exist in a language without interface text (issue 47, decision 0048 "As
 * built"): a page exists in it when at least one of the owner's texts it shows is translated into
 * it. The server decides (entry-server.tsx, the sitemap) from the replies in that language, where
 * each record lists the fields still in English (`untranslated`). Pages without her content (the
 * contact page, the legal pages, the tour page, sign-in, the admin) are never in such a language.
 */

type Replies = Pick<PublicReplies, PublicReplyKey>;
type Text = Record<string, unknown> & { untranslated?: readonly string[] };

const hasWords = (value: unknown) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '');

/** Whether one of `fields` of a record read in the language is shown translated. */
const translated = (record: object, fields: readonly string[]) => {
  const text = record as Text;
  return Array.isArray(text.untranslated) && fields.some((field) => hasWords(text[field]) && !text.untranslated?.includes(field));
};

/** The settings' texts each page shows (contract/setting-fields.ts, the translatable ones). */
const ABOUT_SETTINGS = ['company_description', 'mission_statement', 'vision_statement', 'value_compassion', 'value_excellence', 'value_respect', 'value_integrity'];
const COSTS_SETTINGS = ['pricing_note', 'price_includes', 'payment_other', 'medicaid_policy'];
const HOME_SETTINGS = ['company_description', 'care_availability', ...HERO_SLIDES.map(heroAltField)];

/** The English paths of the pages that exist in the language the replies are in. */
export const contentPagesIn = (replies: Replies): string[] => {
  const services = recordsOf(replies.services).filter((record) => translated(record, translatableFields('service')));
  const programs = recordsOf(replies.programs).filter((record) => translated(record, translatableFields('program')));
  const any = (records: object[] | undefined, fields: readonly string[]) => (records ?? []).some((record) => translated(record, fields));
  const settings = replies.settings.data ?? {};
  const people = any(recordsOf(replies.team), translatableFields('team-member')) || any(recordsOf(replies.testimonials), translatableFields('testimonial'));
  const photos = any(recordsOf(replies.gallery), translatableFields('photo'));
  const pages: Array<[string, boolean]> = [
    // The home page shows the services, the programs, the photos, the team, the families' words and the settings' introduction.
    ['/', services.length > 0 || programs.length > 0 || photos || people || translated(settings, HOME_SETTINGS)],
    ['/about', people || translated(settings, ABOUT_SETTINGS)],
    ['/services', services.length > 0],
    ['/programs', programs.length > 0],
    ['/faq', any(faqsOf(replies.faqs), translatableFields('faq'))],
    ['/our-home', photos],
    ['/costs', translated(settings, COSTS_SETTINGS)],
  ];
  return [
    ...pages.filter(([, exists]) => exists).map(([path]) => path),
    // Each service and program the owner translated, at its English address (its slug: catalog-query.ts).
    ...services.map((record) => `/services/${slugOf(record)}`),
    ...programs.map((record) => `/programs/${slugOf(record)}`),
  ];
};

/** The pages of each language offered without interface text, from its replies. */
export const contentPagesFrom = (replies: ContentReplies | undefined): ContentPages =>
  Object.fromEntries(Object.entries(replies ?? {}).map(([code, inLanguage]) => [code as LanguageCode, contentPagesIn(inLanguage)]));
