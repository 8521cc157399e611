import { describe, expect, it } from 'vitest';
import { actorText, changeText } from './activity-format';

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
    expect(changeText({ field: 'password', label: 'Password', before: null, after: null, secret: true }, 'update')).toBe('Password: changed');
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
