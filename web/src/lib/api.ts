/**
 * The one client for the backend (spec section 7's generic helper): every call goes to
 * /backend/api with the session cookie and JSON; a failure throws with the server's `message`,
 * or 'HTTP error! status: N' when there is none.
 */
export const API_BASE = '/backend/api';

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Network error');
    this.name = 'NetworkError';
  }
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body != null && !isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { ...init, headers, credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
  // Error pages and empty bodies are not JSON; they must not hide the HTTP status.
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;

  if (!response.ok) {
    const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
    throw new ApiError(serverMessage ?? `HTTP error! status: ${response.status}`, response.status, serverMessage);
  }
  return body as T;
}

/** JSON body helpers for the write calls. */
export const postJson = <T>(path: string, data: unknown, method = 'POST') => apiRequest<T>(path, { method, body: JSON.stringify(data) });
