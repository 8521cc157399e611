import { CONTENT_TYPES, TRASH_TYPES } from '@afh/contract/content-types';
import type { ActivityChange, ActivityRecord, ActivityTarget } from '../../../lib/types';

/** What the log's target types are called on screen: one record (`one`), and the filter's name for all (`many`). */
export const TARGET_NAMES: Record<ActivityTarget, { one: string; many: string }> = CONTENT_TYPES;

const shown = (value: string | null) => (value === null || value === '' ? '(empty)' : value);

/**
 * One changed field as a line: 'Title: Personal Care → Personal Care Plus'. A new record's fields
 * are what it was given ('Title: Personal Care'), a deleted one's what it had; a password says
 * only 'Password changed', a picture what happened to it ('Photo replaced', shown with thumbnails).
 */
export const changeText = (change: ActivityChange, action: ActivityRecord['action']) => {
  if (change.secret) return `${change.label} changed`;
  if (change.thumbnails) return change.label;
  if (action === 'create' && change.before === null) return `${change.label}: ${shown(change.after)}`;
  if (action === 'delete' && change.after === null) return `${change.label}: ${shown(change.before)}`;
  return `${change.label}: ${shown(change.before)} → ${shown(change.after)}`;
};

let exact: Intl.DateTimeFormat | undefined;
/** 'Tue, Nov 22, 2026, 4:15:07 PM' in the reader's time zone: the tooltip of an entry's time. */
export const exactTime = (value: string) => {
  exact ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });
  return exact.format(new Date(value));
};

/** Who acted, as a line: the name, with the address when it is not part of the name already. */
export const actorText = ({ actor_name, actor_email }: Pick<ActivityRecord, 'actor_name' | 'actor_email'>) =>
  actor_email && !actor_name.includes(actor_email) ? `${actor_name} (${actor_email})` : actor_name;

const TRASHED: ReadonlySet<ActivityTarget> = new Set(TRASH_TYPES);

/**
 * Whether an entry is a delete made in the admin, whose record waits in Recently deleted (a purge
 * by the server, or a delete in the console, removes it for good).
 */
export const wentToTrash = (entry: Pick<ActivityRecord, 'action' | 'target_type' | 'actor_kind'>) =>
  entry.action === 'delete' && entry.actor_kind === 'site' && TRASHED.has(entry.target_type);
