import { slugOf } from '../site/catalog-query';
import type { Program, Service } from '../../lib/types';

/** Services and programs reduced to what a home-page card shows. */
export type ShowcaseKind = 'services' | 'programs';

export type ShowcaseItem = {
  id: number;
  title: string;
  slug: string;
  description: string;
  imageUrl: string;
  /** The image's words for those who cannot see it (the owner's alt text). */
  alt: string;
  /** Features of a service, activities of a program. */
  list: string[];
  /** An icon name understood by ItemIcon: programs always show the calendar (spec section 2). */
  iconName: string | null;
};

export const fromService = (service: Service): ShowcaseItem => ({
  id: service.id,
  title: service.title,
  slug: slugOf(service),
  description: service.description,
  imageUrl: service.image_url,
  alt: service.alt ?? '',
  list: service.features ?? [],
  iconName: service.icon_name,
});

export const fromProgram = (program: Program): ShowcaseItem => ({
  id: program.id,
  title: program.title,
  slug: slugOf(program),
  description: program.description,
  imageUrl: program.image_url,
  alt: program.alt ?? '',
  list: program.activities ?? [],
  iconName: 'Calendar',
});

/** The fewest cards the loop holds: two views of three columns, so a copy is never needed twice in view. */
const MIN_LOOP_CARDS = 12;

/**
 * The carousel's columns: two cards each (the two rows). The list is tripled for wrap-around
 * (spec section 2), so the loop always has slides beyond the ones in view. A short list is
 * repeated until the loop holds two views' worth of cards (else the carousel could not wrap), and
 * an odd one an even number of times, so every column is a full pair and the order never breaks.
 */
export const toColumns = <T>(items: readonly T[]): T[][] => {
  if (items.length === 0) return [];
  let copies = Math.max(3, Math.ceil(MIN_LOOP_CARDS / items.length));
  if ((items.length * copies) % 2 === 1) copies += 1;
  const loop = Array.from({ length: copies }, () => items).flat();
  const columns: T[][] = [];
  for (let index = 0; index < loop.length; index += 2) columns.push(loop.slice(index, index + 2));
  return columns;
};

/** How many columns make one full pass through the list (for "N of M" slide labels). */
export const columnsPerPass = (count: number) => (count % 2 === 0 ? count / 2 : count);
