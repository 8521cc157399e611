import { API_PREFIX } from '@afh/contract/site';
/**
 * The one client for the backend (spec section 7's generic helper): every call goes to
 * /backend/api with the session cookie and JSON; a failure throws with the server's `message`,
 * or 'HTTP error! status: N' when there is none.
 */
export const API_BASE = API_PREFIX;

let readLanguage = 'en';
/** The language of this tab's public reads (issue 47): the page's, set once by the app in the browser. */
export const readPublicIn = (language: string) => void (readLanguage = language);
/** A public read's path, asking for the page's language (`?locale=es`) when it is not English. */
export const publicRead = (path: string) => (readLanguage === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}locale=${readLanguage}`);

/** The server answered with an error status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, when it sent one. */
    readonly serverMessage?: string,
    /** The request field the server refused, when it named one. */
    readonly field?: string,
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

/**
 * Asks the signed-in admin for their password again (the app's own dialog, features/admin/reauth-dialog.tsx):
 * resolves once the server took it, rejects when they cancel. Set while the admin area is shown.
 */
type Reauthenticate = (message: string) => Promise<void>;
let reauthenticate: Reauthenticate | null = null;
export const setReauthenticate = (handler: Reauthenticate | null) => {
  reauthenticate = handler;
};

/** An owner's action refused for an old password proof (issue 41): 403 with `reauth: true`. */
const asksForPassword = (response: Response, body: unknown) => response.status === 403 && (body as { reauth?: unknown } | null)?.reauth === true;

/**
 * The failure of an answer that is not ok. An owner's action whose password proof is too old
 * (`reauth`) asks for the password in the app's dialog and then is sent again, once: the one place
 * this happens, so no screen handles it and nothing the admin typed is lost.
 */
const failureOf = async (response: Response, body: { message?: unknown; field?: unknown } | null, retry: (() => Promise<unknown>) | null) => {
  const serverMessage = typeof body?.message === 'string' ? body.message : undefined;
  if (retry && reauthenticate && asksForPassword(response, body)) {
    await reauthenticate(serverMessage ?? '');
    return { retried: await retry() };
  }
  const field = typeof body?.field === 'string' ? body.field : undefined;
  return new ApiError(serverMessage ?? `HTTP error! status: ${response.status}`, response.status, serverMessage, field);
};

const send = async (path: string, init: RequestInit) => {
  try {
    return await fetch(`${API_BASE}${path}`, { ...init, credentials: 'include' });
  } catch (error) {
    throw new NetworkError(error);
  }
};

/**
 * Before the browser itself follows a link to a guarded download (a backup archive): asks for it,
 * stops reading at once when it may be had, and otherwise throws the refusal in words (after the
 * password dialog, when that is what the server wants).
 */
export async function checkDownload(path: string, retried = false): Promise<void> {
  const response = await send(path, {});
  if (response.ok) return void (await response.body?.cancel());
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const failure = await failureOf(response, body, retried ? null : () => checkDownload(path, true));
  if (failure instanceof ApiError) throw failure;
}

export async function apiRequest<T>(path: string, init: RequestInit = {}, retried = false): Promise<T> {
  const headers = new Headers(init.headers);
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  if (init.body != null && !isForm && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');

  const response = await send(path, { ...init, headers });
  // Error pages and empty bodies are not JSON; they must not hide the HTTP status.
  const body = (await response.json().catch(() => null)) as (T & { message?: string }) | null;

  if (!response.ok) {
    const failure = await failureOf(response, body, retried ? null : () => apiRequest<T>(path, init, true));
    if (failure instanceof ApiError) throw failure;
    return failure.retried as T;
  }
  return body as T;
}

/** JSON body helpers for the write calls. */
export const postJson = <T>(path: string, data: unknown, method = 'POST') => apiRequest<T>(path, { method, body: JSON.stringify(data) });
