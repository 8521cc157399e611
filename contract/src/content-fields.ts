import { z } from 'zod';
import { echoedFields, flag, imageReference, monthOfYear, oneOf, oneOfOrNone, optionalImageReference, optionalText, recordId, requiredText, textList, wholeNumber } from './fields';
import { HERO_FOCUS, MAX_SHOWCASE_ITEMS } from './rules';
import { FAQ_CATEGORIES, ICON_NAMES, ITEM_STATUSES } from './choices';
import { translatableFields, type ContentTypeName } from './content-types';
import { translationsField } from './translations';

/**
 * The fields of the site's content, as the create and update calls of each type take them
 * (requests.ts builds the calls from these).
 */

/** Services and programs share their fields but the list (features or activities); only services carry an icon. */
const title = requiredText('Title', 200);
const description = optionalText('Description', 5000, { lines: true });
const itemFields = {
  image_url: optionalImageReference('image_url').optional(),
  // The picture's words for those who cannot see it (issue 33): required while an image is set.
  alt: optionalText('Alt text', 300).optional(),
  status: oneOf('Status', ITEM_STATUSES).optional(),
  featured: flag('Featured').optional(),
};
export const serviceFields = { title, description, features: textList('Features').optional(), ...itemFields, icon_name: oneOf('Icon', ICON_NAMES).nullish() };
export const programFields = { title, description, activities: textList('Activities').optional(), ...itemFields };

export const faqFields = {
  question: requiredText('Question', 500),
  answer: requiredText('Answer', 5000, { lines: true }),
  category: oneOf('Category', FAQ_CATEGORIES).optional(),
  status: oneOf('Status', ITEM_STATUSES).optional(),
};

/** The showcase lists: photos, team members, families' words (issue 19). A picture always has its words for those who cannot see it. */
export const altText = requiredText('Alt text', 300);
export const orderIndex = wholeNumber('order_index', 1_000_000);
export const galleryFields = { image_url: imageReference('Photo'), alt: altText, caption: optionalText('Caption', 300).optional(), status: oneOf('Status', ITEM_STATUSES).optional() };
export const teamFields = {
  name: requiredText('Name', 100),
  role: requiredText('Role', 100),
  credentials: textList('Credentials', 20, 60).optional(),
  languages: textList('Languages', 20, 60).optional(),
  photo_url: optionalImageReference('Photo').optional(),
  alt: optionalText('Alt text', 300).optional(),
  bio: optionalText('Bio', 2000, { lines: true }).optional(),
  status: oneOf('Status', ITEM_STATUSES).optional(),
};
export const testimonialFields = {
  name: requiredText('Name', 60),
  relationship: requiredText('Relationship', 100),
  quote: requiredText('Quote', 1000, { lines: true }),
  date: monthOfYear('Date'),
  approved: flag('Approved').optional(),
};
/**
 * Each type's `translations` (issue 47): its translatable fields (content-types.ts), each by its
 * English rule, optional. Create and update calls take them; an update replaces each language given.
 */
const translationsOf = (name: ContentTypeName, rules: Readonly<Record<string, z.ZodType>>) => translationsField(translatableFields(name), rules);
export const serviceTranslations = translationsOf('service', serviceFields);
export const programTranslations = translationsOf('program', programFields);
export const faqTranslations = translationsOf('faq', faqFields);
const galleryTranslations = translationsOf('photo', galleryFields);
const teamTranslations = translationsOf('team-member', teamFields);
const testimonialTranslations = translationsOf('testimonial', testimonialFields);

/** A new order: every id of the list, each once, first to last. */
export const reorder = z.strictObject({
  ids: z
    .array(recordId, { error: 'ids must be a list of ids' })
    .min(1, 'ids must list every item')
    .max(MAX_SHOWCASE_ITEMS, `ids can hold at most ${MAX_SHOWCASE_ITEMS} entries`)
    .refine((ids) => new Set(ids).size === ids.length, 'ids must not repeat an id'),
});

/** The hero's photos (issue 33): each slide's image, taken as image_url takes it ('' = the drawn picture), and its alt text. */
const heroImage = (slide: number) => optionalImageReference(`Hero photo ${slide}`);
const heroAlt = (slide: number) => optionalText(`Hero photo ${slide} alt text`, 300);
const heroFocus = (slide: number) => oneOfOrNone(`Hero photo ${slide} on phones`, HERO_FOCUS);
export const heroPhotoFields = {
  hero_image_1: heroImage(1),
  hero_alt_1: heroAlt(1),
  hero_image_2: heroImage(2),
  hero_alt_2: heroAlt(2),
  hero_image_3: heroImage(3),
  hero_alt_3: heroAlt(3),
  hero_focus_1: heroFocus(1),
  hero_focus_2: heroFocus(2),
  hero_focus_3: heroFocus(3),
};

/**
 * The showcase lists' calls (issue 19), with the fields above: photos, team members and families'
 * words, each created, updated (the id and whichever fields change), deleted, and the photos and
 * team put in the owner's order. requests.ts takes them as they are.
 */
export const SHOWCASE_REQUESTS = {
  'gallery/create': z.strictObject({ ...galleryFields, translations: galleryTranslations, ...echoedFields }),
  'gallery/update': z.strictObject({
    id: recordId,
    ...galleryFields,
    image_url: imageReference('Photo').optional(),
    alt: altText.optional(),
    order_index: orderIndex.optional(),
    translations: galleryTranslations,
    ...echoedFields,
  }),
  'gallery/delete': z.strictObject({ id: recordId }),
  'gallery/reorder': reorder,

  'team/create': z.strictObject({ ...teamFields, translations: teamTranslations, ...echoedFields }),
  'team/update': z.strictObject({
    id: recordId,
    ...teamFields,
    name: requiredText('Name', 100).optional(),
    role: requiredText('Role', 100).optional(),
    order_index: orderIndex.optional(),
    translations: teamTranslations,
    ...echoedFields,
  }),
  'team/delete': z.strictObject({ id: recordId }),
  'team/reorder': reorder,

  'testimonials/create': z.strictObject({ ...testimonialFields, translations: testimonialTranslations, ...echoedFields }),
  'testimonials/update': z.strictObject({
    id: recordId,
    ...testimonialFields,
    name: requiredText('Name', 60).optional(),
    relationship: requiredText('Relationship', 100).optional(),
    quote: requiredText('Quote', 1000, { lines: true }).optional(),
    date: monthOfYear('Date').optional(),
    translations: testimonialTranslations,
    ...echoedFields,
  }),
  'testimonials/delete': z.strictObject({ id: recordId }),
};
