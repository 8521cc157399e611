import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { slugify, truncate } from '../../lib/format';
import { programsQuery, servicesQuery, slugOf } from '../site/catalog-query';
import { DEFAULT_MENU_PROGRAMS, DEFAULT_MENU_SERVICES } from '../site/defaults';

/**
 * One entry of the services or programs menus (header mega-menus, mobile menu, footer). Its icon
 * is named, not a component: the icons are drawn only in the menus' panels, whose code comes when
 * a visitor reaches for them (ui/item-icon.tsx draws a name).
 */
export type MenuEntry = { key: string; title: string; slug: string; description: string; icon: string | null };
export type MenuItems = { services: MenuEntry[]; programs: MenuEntry[] };

/** Spec section 9: at most 6 items per menu, descriptions cut to 50 characters plus '...'. */
const MAX_ITEMS = 6;
const DESCRIPTION_LENGTH = 50;

// The spec names the default items but gives them no icons; these fit their titles better than
// the generic fallback image icon.
const DEFAULT_SERVICE_ICONS: Record<string, string> = {
  'Personal Care': 'Heart',
  'Medical Care': 'Shield',
  Nutrition: 'Utensils',
  Activities: 'Activity',
  Housekeeping: 'Home',
  'Respite Care': 'Clock',
};

const defaults = (titles: string[], icon: (title: string) => string | null): MenuEntry[] =>
  titles.map((title) => ({ key: `default-${title}`, title, slug: slugify(title), description: '', icon: icon(title) }));

const fromRecords = <T extends { id: number; title: string; slug?: string; description: string }>(records: T[], icon: (record: T) => string | null): MenuEntry[] =>
  records.slice(0, MAX_ITEMS).map((record) => ({
    key: String(record.id),
    title: record.title,
    slug: slugOf(record),
    description: truncate(record.description, DESCRIPTION_LENGTH),
    icon: icon(record),
  }));

/**
 * The services and programs the menus list. When none load (an error, or an empty list) the
 * spec's default items stand in; a failure is only logged (spec section 8).
 */
export const useMenuItems = (): MenuItems => {
  const services = useQuery(servicesQuery());
  const programs = useQuery(programsQuery());

  useEffect(() => {
    if (services.error) console.error('Failed to load services for the navigation:', services.error);
  }, [services.error]);
  useEffect(() => {
    if (programs.error) console.error('Failed to load programs for the navigation:', programs.error);
  }, [programs.error]);

  // The same lists while the data is the same: the header's menu panels wait for their code
  // (mega-menu.tsx) without being drawn again.
  return useMemo(
    () => ({
      services: services.data?.length
        ? fromRecords(services.data, (service) => service.icon_name)
        : defaults(DEFAULT_MENU_SERVICES, (title) => DEFAULT_SERVICE_ICONS[title] ?? null),
      // Programs always show a calendar icon (spec section 2).
      programs: programs.data?.length ? fromRecords(programs.data, () => 'Calendar') : defaults(DEFAULT_MENU_PROGRAMS, () => 'Calendar'),
    }),
    [services.data, programs.data],
  );
};
