import { expect } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './accounts';
import { api } from './http';

/** The session cookie of a successful login, as a Cookie header value. */
export const login = async (email: string, password: string) => {
  const reply = await api.post('/users/login.php', { json: { email, password } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const cookie = reply.headers.getSetCookie().find((line) => line.startsWith('afh_session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
};

export const adminCookie = () => login(ADMIN_EMAIL, ADMIN_PASSWORD);

let counter = 0;
/** A unique email for this run, so tests never collide. */
export const uniqueEmail = (prefix = 'person') => `${prefix}.${Date.now()}.${++counter}@afh.test`;

export type Role = 'user' | 'staff' | 'admin';
export type Status = 'pending' | 'approved' | 'disapproved';
export type TestUser = { id: number; email: string; password: string; cookie: string };

/** A user with the given role and status, created by the first admin, already signed in. */
export const makeUser = async (role: Role, status: Status, admin?: string): Promise<TestUser> => {
  const email = uniqueEmail(`${role}-${status}`);
  const password = 'Secret-pass-1';
  const reply = await api.post('/users/create.php', {
    cookie: admin ?? (await adminCookie()),
    json: { name: `Test ${role} ${status}`, email, password, phone: '3605550100', role, status },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { id: reply.body.user.id, email, password, cookie: await login(email, password) };
};
