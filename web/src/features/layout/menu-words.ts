import { defineWords } from '../site/words';

/** The menus' panels' words (mega-menu-panel.tsx, mobile-menu-panel.tsx): they come with the panels' code. Spanish: menu-words.es.ts. */
const en = {
  viewAllServices: 'View all services',
  viewAllPrograms: 'View all programs',
};

export type MenuWords = typeof en;
export const menuWords = defineWords('menu', en, { es: () => import('./menu-words.es') });
