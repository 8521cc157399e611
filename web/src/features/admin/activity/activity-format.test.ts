import { describe, expect, it } from 'vitest';
import { actorText, changeText, wentToTrash } from './activity-format';

describe('changeText', () => {
  it('shows an edit as before → after', () => {
    expect(changeText({ field: 'title', label: 'Title', before: 'Personal Care', after: 'Personal Care Plus' }, 'update')).toBe('Title: Personal Care → Personal Care Plus');
  });

  it('names an empty value', () => {
    expect(changeText({ field: 'notes', label: 'Notes', before: '', after: 'Called back' }, 'update')).toBe('Notes: (empty) → Called back');
    expect(changeText({ field: 'phone', label: 'Phone', before: '3605550100', after: null }, 'update')).toBe('Phone: 3605550100 → (empty)');
  });

  it('shows a new record’s value alone', () => {
    expect(changeText({ field: 'question', label: 'Question', before: null, after: 'Who visits?' }, 'create')).toBe('Question: Who visits?');
  });

  it('shows what a deleted record had', () => {
    expect(changeText({ field: 'title', label: 'Title', before: 'Respite Care', after: null }, 'delete')).toBe('Title: Respite Care');
  });

  it('never shows a secret, only that it changed', () => {
    expect(changeText({ field: 'password', label: 'Password', before: null, after: null, secret: true }, 'update')).toBe('Password changed');
  });

  it('says what happened to a picture, never its address', () => {
    const replaced = { field: 'imageUrl', label: 'Photo replaced', before: null, after: null, thumbnails: { before: '/uploads/a.jpg', after: '/uploads/b.jpg' } };
    expect(changeText(replaced, 'update')).toBe('Photo replaced');
  });
});

describe('wentToTrash', () => {
  it('is a delete by an admin of the site, of a kind the trash keeps', () => {
    expect(wentToTrash({ action: 'delete', target_type: 'faq', actor_kind: 'site' })).toBe(true);
    expect(wentToTrash({ action: 'delete', target_type: 'user', actor_kind: 'site' })).toBe(false);
    expect(wentToTrash({ action: 'delete', target_type: 'inquiry', actor_kind: 'system' })).toBe(false);
    expect(wentToTrash({ action: 'update', target_type: 'faq', actor_kind: 'site' })).toBe(false);
  });
});

describe('actorText', () => {
  it('adds the address to a name', () => {
    expect(actorText({ actor_name: 'Jane Owner', actor_email: 'jane@example.org' })).toBe('Jane Owner (jane@example.org)');
  });

  it('does not repeat an address the name already holds, or add an empty one', () => {
    expect(actorText({ actor_name: 'console: owner@example.org', actor_email: 'owner@example.org' })).toBe('console: owner@example.org');
    expect(actorText({ actor_name: 'System', actor_email: '' })).toBe('System');
  });
});
