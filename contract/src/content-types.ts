/**
 * One description per content type (issue 42): what the CMS, the web app and the tests need to
 * know of a type besides its fields, written once. The CMS's registries (the collections, the
 * trash, the public replies, the activity log's kinds), the contract's trash folders and the
 * admin's names for each kind are made from it; docs/adding-a-type.md walks through a new one.
 *
 * Keyed by the name the activity log and the trash give the type (ACTIVITY_TARGETS, below).
 */
export type ContentTypeDescription = {
  /** Strapi's name of the type. */
  uid: string;
  /** The folder of its legacy calls (`/backend/api/<folder>/*.php`) and of its admin screen (`/admin/<folder>`). */
  folder: string;
  /** One record and the list, as the admin reads them ("Team member", "Team"). */
  one: string;
  many: string;
  /** The key its public read is kept and carried in a page under (@afh/contract/site), or null when nothing of it is public. */
  reply: string | null;
  /** A delete in the admin only marks it, and Recently deleted can restore it (`<folder>/restore.php`). */
  trash: boolean;
  /**
   * How the admin keeps its list: `'collection'`, one of the ordered lists the CMS's collection kit
   * serves (`dragged`: the admin drags it into order, `<folder>/reorder.php`; `numbered`: by an
   * order field; `sorted`: its own order); `'catalog'`, services and programs; `'own'`, a type with
   * a service of its own.
   */
  kind: 'catalog' | 'own' | { collection: 'dragged' | 'numbered' | 'sorted' };
  /**
   * How the admin's lists name one record (Strapi's attribute names): the first of `fields` that
   * is set, or with `joined` all that are set, with ', '; the activity log quotes the first, after
   * 'from' with `from` ('from "Linda"'). Absent for a type the CMS names in its own way.
   */
  title?: { fields: readonly string[]; joined?: true; from?: true };
  /** The attribute holding its picture (an address): the activity log says it was added, replaced or removed. */
  image?: string;
  /**
   * The fields a family reads, as the API names them, that the owner may translate (issue 47,
   * decision 0048): kept in the record's `translations` by language, each optional, and shown in
   * English, marked, where she has not translated them.
   */
  translatable?: readonly string[];
};

export const CONTENT_TYPES = {
  service: { uid: 'api::service.service', folder: 'services', one: 'Service', many: 'Services', reply: 'services', trash: true, kind: 'catalog', title: { fields: ['title'] }, image: 'imageUrl', translatable: ['title', 'description', 'features', 'alt'] },
  program: { uid: 'api::program.program', folder: 'programs', one: 'Program', many: 'Programs', reply: 'programs', trash: true, kind: 'catalog', title: { fields: ['title'] }, image: 'imageUrl', translatable: ['title', 'description', 'activities', 'alt'] },
  faq: { uid: 'api::faq.faq', folder: 'faqs', one: 'FAQ', many: 'FAQs', reply: 'faqs', trash: true, kind: { collection: 'numbered' }, title: { fields: ['question'] }, translatable: ['question', 'answer'] },
  setting: { uid: 'api::setting.setting', folder: 'settings', one: 'Setting', many: 'Settings', reply: 'settings', trash: false, kind: 'own' },
  inquiry: { uid: 'api::inquiry.inquiry', folder: 'inquiries', one: 'Inquiry', many: 'Inquiries', reply: null, trash: true, kind: 'own' },
  user: { uid: 'plugin::users-permissions.user', folder: 'users', one: 'User', many: 'Users', reply: null, trash: false, kind: 'own' },
  photo: { uid: 'api::gallery-photo.gallery-photo', folder: 'gallery', one: 'Photo', many: 'Gallery photos', reply: 'gallery', trash: true, kind: { collection: 'dragged' }, title: { fields: ['alt', 'caption'] }, image: 'imageUrl', translatable: ['alt', 'caption'] },
  'team-member': { uid: 'api::team-member.team-member', folder: 'team', one: 'Team member', many: 'Team', reply: 'team', trash: true, kind: { collection: 'dragged' }, title: { fields: ['name'] }, image: 'photoUrl', translatable: ['role', 'bio', 'alt'] },
  testimonial: { uid: 'api::testimonial.testimonial', folder: 'testimonials', one: 'Testimonial', many: 'Testimonials', reply: 'testimonials', trash: true, kind: { collection: 'sorted' }, title: { fields: ['name', 'relationship'], joined: true, from: true }, translatable: ['relationship', 'quote'] },
} as const satisfies Record<string, ContentTypeDescription>;

type Types = typeof CONTENT_TYPES;
export type ContentTypeName = keyof Types;
/** What the activity log names: the kinds of record written to, one per described type. */
export type ActivityTarget = ContentTypeName;
export const ACTIVITY_TARGETS = Object.keys(CONTENT_TYPES) as [ActivityTarget, ...ActivityTarget[]];
export type ContentTypeUid = Types[ContentTypeName]['uid'];
/** The name of the type Strapi calls `Uid`. */
export type NameOf<Uid extends ContentTypeUid> = { [K in ContentTypeName]: Types[K]['uid'] extends Uid ? K : never }[ContentTypeName];

/** The types a delete only marks (the trash), their Strapi names, and those served by the collection kit. */
export type TrashType = { [K in ContentTypeName]: Types[K]['trash'] extends true ? K : never }[ContentTypeName];
export type TrashUid = Types[TrashType]['uid'];
export type CollectionName = { [K in ContentTypeName]: Types[K]['kind'] extends { collection: string } ? K : never }[ContentTypeName];
export type CollectionUid = Types[CollectionName]['uid'];
export type CollectionFolder = Types[CollectionName]['folder'];
/** The public replies' keys and the types they are made of. */
export type ReplyKey = Exclude<Types[ContentTypeName]['reply'], null>;
export type ReplyUid = { [K in ContentTypeName]: Types[K]['reply'] extends null ? never : Types[K]['uid'] }[ContentTypeName];

const NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[];
const pick = <K extends ContentTypeName, V>(keep: (name: ContentTypeName) => name is K, value: (name: K) => V) =>
  Object.fromEntries(NAMES.filter(keep).map((name) => [name, value(name)])) as { [P in K]: V };

const isTrash = (name: ContentTypeName): name is TrashType => CONTENT_TYPES[name].trash;
const isCollection = (name: ContentTypeName): name is CollectionName => typeof CONTENT_TYPES[name].kind === 'object';

/** What the trash keeps, and the folder of each one's legacy calls (`<folder>/restore.php`). */
export const TRASH_FOLDERS = pick(isTrash, (name) => CONTENT_TYPES[name].folder) as { [K in TrashType]: Types[K]['folder'] };
export const TRASH_TYPES = NAMES.filter(isTrash);
/** The ordered lists of the collection kit, by their Strapi names. */
export const COLLECTION_NAMES = NAMES.filter(isCollection);

/** The types whose replies are public and kept, by the key a page carries each under. */
export const REPLY_UIDS = Object.fromEntries(NAMES.flatMap((name) => (CONTENT_TYPES[name].reply ? [[CONTENT_TYPES[name].reply, CONTENT_TYPES[name].uid]] : []))) as {
  [K in ContentTypeName as Exclude<Types[K]['reply'], null>]: Types[K]['uid'];
};

/** A type by its Strapi name. */
export const contentTypeOf = <Uid extends ContentTypeUid>(uid: Uid): Types[NameOf<Uid>] => {
  const name = NAMES.find((candidate) => CONTENT_TYPES[candidate].uid === uid);
  if (!name) throw new Error(`${uid} is not a described content type`);
  return CONTENT_TYPES[name] as Types[NameOf<Uid>];
};

/** The translatable fields of a type (issue 47), none for a type without. */
export const translatableFields = (name: ContentTypeName): readonly string[] => (CONTENT_TYPES[name] as ContentTypeDescription).translatable ?? [];
