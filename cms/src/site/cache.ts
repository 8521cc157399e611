import type { Context } from 'koa';
import { isLanguageCode, type Language } from '@afh/contract/languages';
import { counters } from '../runtime/metrics';
import { earlyPath } from './early-answers';
import { pages, type MadePage } from './pages';
import { publicReplies, type CachedType } from './replies';
import { answerWith, type Answer } from './representation';

/**
 * The one way the site answers from what it keeps: the public reads (replies.ts) and the pages and
 * sitemap (pages.ts). What is in memory and current is sent as it is, anything else is made once
 * (and kept); then the early path may answer the same request again, before Koa, for as long as
 * `kept` still gives it (early-answers.ts).
 */
export const answerFromCache = async (ctx: Context, kept: () => Answer | undefined, make: () => Promise<Answer>) => {
  // On PostgreSQL, what another instance wrote is taken into account first (pg-cache-sync.ts).
  await publicReplies.catchUp();
  const inMemory = kept();
  counters.cacheAnswers.inc({ source: inMemory ? 'kept' : 'made' });
  answerWith(ctx, inMemory ?? (await make()));
  earlyPath.remember(ctx, kept);
};

/** Only the bench server may read around the cache: it measures what an uncached read costs. */
const uncachedAllowed = () => process.env.BENCH_UNCACHED_ROUTES === 'true';

/**
 * A public read's route answers from the kept reply of its type (the route carries it:
 * security/route-policies.ts `cachedRead`); its controller only runs for the bench's `?uncached`.
 */
export const answerCachedRead = async (ctx: Context, uid: CachedType, uncached: () => Promise<void>) => {
  if (uncachedAllowed() && ctx.query.uncached !== undefined) return uncached();
  // `?locale=es` (issue 47): the reply in that language, kept beside the English one. Absent, `en`
  // or any other value is the English reply, the very bytes it always was.
  const language = localeOf(ctx.query.locale);
  await answerFromCache(ctx, () => publicReplies.kept(uid, language), () => publicReplies.answer(uid, language));
};

/** A public read's `?locale=`: one of the languages' codes, else English. */
const localeOf = (value: unknown): Language => (isLanguageCode(value) ? value : 'en');

/** A page or the sitemap under `key`, made by `make` from the public replies when it is not kept; kept until one of those it read changes. */
export const answerPage = (ctx: Context, key: string, make: (stillKept: () => boolean) => Promise<MadePage>) =>
  answerFromCache(ctx, () => pages.kept(key), () => pages.get(key, make));
