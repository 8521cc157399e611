import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { ActivityChange } from '@afh/contract/records';
import type { ActivityAction } from '@afh/contract/rules';
import type { Actor } from './services/activity';
import { changesBetween, personName, text, TRACKED, type Row, type Tracked } from './changes';
import { getService } from '../kit/services';
import { noteSwallowedFailure } from '../../runtime/transaction-guard';

/**
 * Records every write to the site's content, settings, inquiries and accounts in the activity log,
 * whoever makes it: our API, the Strapi console, a script. All of them end in the database
 * lifecycles, where the row before and after the write is known; the actor is read from the request
 * being served (Strapi keeps it in strapi.requestContext). Values of secret fields never reach the
 * log: a password change is recorded as "changed".
 */
type RequestState = {
  sessionUser?: { id: number; name: string | null; email: string } | null;
  auth?: { strategy?: { name?: string } };
  user?: { id: number; email: string; firstname?: string | null; lastname?: string | null };
};

/** Who is writing: the admin signed in to the site, a console account, a visitor, or the server itself. */
export const currentActor = (strapi: Core.Strapi): Actor => {
  const ctx = strapi.requestContext.get() as { state?: RequestState } | undefined;
  if (!ctx) return { kind: 'system', id: null, name: 'System', email: '' };
  const state = ctx.state ?? {};
  if (state.sessionUser) return { kind: 'site', id: state.sessionUser.id, name: state.sessionUser.name || state.sessionUser.email, email: state.sessionUser.email };
  if (state.auth?.strategy?.name === 'admin' && state.user) return consoleActor(state.user);
  return { kind: 'visitor', id: null, name: 'Visitor', email: '' };
};

export const consoleActor = (user: { id: number; email: string }): Actor => ({ kind: 'console', id: user.id, name: `console: ${user.email}`, email: user.email });

const summaryOf = (tracked: Tracked, action: ActivityAction, row: Row, changes: ActivityChange[], actor: Actor) => {
  const what = [tracked.label, tracked.name(row)].filter(Boolean).join(' ');
  switch (action) {
    case 'create':
      if (tracked.type === 'inquiry' && actor.kind === 'visitor') return `${what} received`;
      if (tracked.type === 'user' && actor.kind === 'visitor') return `${what} registered`;
      return `${what} created`;
    case 'delete':
      return `${what} deleted`;
    case 'restore':
      return `${what} restored`;
    default:
      return `${what} updated${changes.length ? `: ${changes.map((change) => (change.secret ? `${change.label} changed` : change.label)).join(', ')}` : ''}`;
  }
};

type LifecycleEvent = {
  action: string;
  model: { uid: string };
  params: { where?: Record<string, unknown>; data?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

const BEFORE = new Set(['beforeUpdate', 'beforeDelete']);

/** The action a write amounts to: marking a record deleted is its deletion, taking the mark off its restoring. */
const actionOf = (event: LifecycleEvent, before: Row | null, after: Row | null): ActivityAction => {
  if (event.action === 'afterCreate') return 'create';
  if (event.action === 'afterDelete') return 'delete';
  if (!before?.deletedAt && after?.deletedAt) return 'delete';
  if (before?.deletedAt && !after?.deletedAt) return 'restore';
  return 'update';
};

const record = async (strapi: Core.Strapi, event: LifecycleEvent, before: Row | null, after: Row | null) => {
  const uid = event.model.uid;
  const tracked = TRACKED[uid];
  const row = after ?? before;
  if (!row) return;
  const action = actionOf(event, before, after);
  const visitorOrSelf = (actor: Actor): Actor =>
    // A visitor writing to an account is its owner: registering, or setting a password with an emailed link.
    actor.kind === 'visitor' && tracked.type === 'user' ? { kind: 'visitor', id: row.id, name: personName(row), email: text(row.email) } : actor;
  const actor = visitorOrSelf(currentActor(strapi));
  // A restore brings back what was there; a deletion shows every field the record had.
  const changes = action === 'restore' ? [] : changesBetween(strapi, uid, before, action === 'delete' ? null : after);
  // A write that changed nothing a person would see (a bookkeeping field only) is not news: nor is
  // a row made only for bookkeeping (the Email card's row holding whether mail gets through).
  if ((action === 'update' || action === 'create') && changes.length === 0) return;
  await getService(strapi, 'api::activity.activity').record({
    actor,
    action,
    targetType: tracked.type,
    targetId: Number(row.id),
    summary: summaryOf(tracked, action, row, changes, actor),
    changes,
  });
};

const ACTIVITY_UID = 'api::activity.activity';
const DOCUMENT_WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft', 'clone']);

export const registerActivityRecorder = (strapi: Core.Strapi) => {
  // The log is append-only for everyone: no write to it through the document service (the console's
  // content manager included); the server writes entries with the query engine.
  strapi.documents.use(async (context, next) => {
    if (context.uid === ACTIVITY_UID && DOCUMENT_WRITES.has(context.action)) throw new errors.ForbiddenError('The activity log cannot be changed.');
    return next();
  });

  strapi.db.lifecycles.subscribe({
    models: Object.keys(TRACKED),
    async beforeUpdate(event: LifecycleEvent) {
      await remember(strapi, event);
    },
    async beforeDelete(event: LifecycleEvent) {
      await remember(strapi, event);
    },
    async afterCreate(event: LifecycleEvent) {
      await safely(strapi, () => record(strapi, event, null, event.result as Row));
    },
    async afterUpdate(event: LifecycleEvent) {
      await safely(strapi, () => record(strapi, event, (event.state.before as Row | null) ?? null, event.result as Row));
    },
    async afterDelete(event: LifecycleEvent) {
      await safely(strapi, () => record(strapi, event, (event.state.before as Row | null) ?? null, null));
    },
  });

  // Console sign-ins (the site's own are recorded by its sign-in call).
  strapi.eventHub.on('admin.auth.success', async ({ user }: { user: { id: number; email: string } }) => {
    await safely(strapi, () =>
      getService(strapi, 'api::activity.activity').record({
        actor: consoleActor(user),
        action: 'sign-in',
        targetType: 'user',
        targetId: null,
        summary: `console: ${user.email} signed in to the console`,
      }),
    );
  });
};

/** Reads the row a write is about to change, for its before values. */
const remember = async (strapi: Core.Strapi, event: LifecycleEvent) => {
  if (!BEFORE.has(event.action) || !event.params.where) return;
  event.state.before = await strapi.db.query(event.model.uid).findOne({ where: event.params.where });
};

/** A failure to record is logged; when it has ended the write's transaction too, the transaction guard fails the write (runtime/transaction-guard.ts). */
const safely = async (strapi: Core.Strapi, run: () => Promise<void>) => {
  try {
    await run();
  } catch (error) {
    noteSwallowedFailure(strapi, error);
    strapi.log.error(`The activity log could not record a change: ${error instanceof Error ? error.name : 'unknown error'}`);
  }
};
