import { expect, inject } from 'vitest';

/** Keys that must never appear in any response of the API (DESIGN decision 3 and section 4). */
const PRIVATE_KEYS = new Set(['password', 'actual_password', 'new_password', 'resetPasswordToken', 'confirmationToken', 'registrationToken', 'tokenHash']);
const BCRYPT_HASH = /\$2[aby]\$\d{2}\$/;

const privateKeysIn = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => privateKeysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (PRIVATE_KEYS.has(key)) found.push(key);
      privateKeysIn(inner, found);
    }
  }
  return found;
};

export type Reply<T = any> = { status: number; body: T; text: string; headers: Headers };

export type CallOptions = {
  cookie?: string;
  json?: unknown;
  /** A raw body sent as is (malformed JSON tests). */
  raw?: string;
  form?: Record<string, string>;
  multipart?: FormData;
  headers?: Record<string, string>;
  /** Another server than the shared one (an extra instance of tests/helpers/instance.ts). */
  baseUrl?: string;
};

export const baseUrl = () => inject('baseUrl');

/**
 * One HTTP call to the real server. Every reply is checked for private fields, so each test that
 * calls the API also proves nothing private leaves the server.
 */
export const call = async <T = any>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.raw !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = options.raw;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  }
  if (options.cookie) headers.Cookie = options.cookie;

  const response = await fetch((options.baseUrl ?? baseUrl()) + path, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);

  expect(privateKeysIn(parsed), `private fields in ${method} ${path}`).toEqual([]);
  expect(BCRYPT_HASH.test(text), `a password hash in ${method} ${path}`).toBe(false);
  return { status: response.status, body: parsed as T, text, headers: response.headers };
};

export const api = {
  get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', `/backend/api${path}`, options),
  post: <T = any>(path: string, options?: CallOptions) => call<T>('POST', `/backend/api${path}`, options),
  put: <T = any>(path: string, options?: CallOptions) => call<T>('PUT', `/backend/api${path}`, options),
  delete: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', `/backend/api${path}`, options),
};

/** The legacy error shape: {success: false, message} with the given status. */
export const expectFailure = (reply: Reply, status: number, message?: string | RegExp) => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.success).toBe(false);
  expect(typeof reply.body.message).toBe('string');
  if (typeof message === 'string') expect(reply.body.message).toBe(message);
  else if (message) expect(reply.body.message).toMatch(message);
};
