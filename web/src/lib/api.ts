/** The one client for the backend: every call goes through the same origin under /backend/api. */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body != null && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  const res = await fetch(`/backend/api${path}`, { ...init, headers, credentials: 'include' });
  // Error pages and empty bodies are not JSON; they must not hide the HTTP status.
  const body = (await res.json().catch(() => null)) as (T & { message?: string }) | null;

  if (!res.ok) throw new Error(body?.message ?? `HTTP error! status: ${res.status}`);
  return body as T;
}
