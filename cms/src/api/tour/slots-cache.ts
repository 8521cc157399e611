import type { Core } from '@strapi/strapi';
import type { TourSlotsReply } from '@afh/contract/records';
import { pages } from '../../site/pages';
import { publicReplies } from '../../site/replies';

/**
 * The open tour times, kept per `days` (issue 33). Dropped on every write to the inquiries (a
 * booking, a cancellation) or the settings (the Tour hours), whoever writes, through the database
 * lifecycles, and when another instance changes the settings (the public replies' own sync, on
 * PostgreSQL). Time moves the list along too (the notice), so a kept list lives one minute at most.
 * Another instance's booking reaches this one within that minute; the database's unique key
 * refuses the time meanwhile (409).
 */
const TTL_MS = 60_000;
const WRITES = new Set(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany']);
const WATCHED = new Set(['api::inquiry.inquiry', 'api::setting.setting']);

const kept = new Map<number, { reply: TourSlotsReply; until: number; generation: number }>();
let generation = 0;

const drop = () => {
  generation++;
  kept.clear();
};

export const slotsCache = {
  /** The kept list for `days` (0: the horizon), or one made now (kept unless a write happened while it was made). */
  async get(days: number, make: () => Promise<TourSlotsReply>): Promise<TourSlotsReply> {
    const entry = kept.get(days);
    if (entry && entry.until > Date.now()) return entry.reply;
    const started = generation;
    const reply = await make();
    if (generation === started) kept.set(days, { reply, until: Date.now() + TTL_MS, generation: started });
    return reply;
  },
  drop,
  /**
   * After a booking or a cancellation: the kept list, and the pages, which carry the open times
   * for a form without JavaScript (the contact form).
   */
  dropWithPages() {
    drop();
    pages.dropAll();
  },
};

/** Subscribes the cache to the writes that make it stale (bootstrap). */
export const startSlotsInvalidation = (strapi: Core.Strapi) => {
  strapi.db.lifecycles.subscribe((event: { action: string; model: { uid: string } }) => {
    if (WRITES.has(event.action) && WATCHED.has(event.model?.uid)) drop();
  });
  publicReplies.onInvalidate((uid) => {
    if (uid === 'api::setting.setting') drop();
  });
};
