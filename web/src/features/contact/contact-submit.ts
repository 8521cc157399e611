import type { BookedTour } from '@afh/contract/records';
import { API_BASE, ApiError, NetworkError, postJson } from '../../lib/api';
import { SENT_TEXT, type ContactRequest } from './contact-fields';

type Answer = { success?: boolean; message?: string; errors?: { message?: string }[]; tour?: BookedTour };

/** What the visitor is told: the thank-you, and the tour time booked, if one was. */
export type Sent = { message: string; tour?: BookedTour };

/** The API path (after /backend/api) when the action is our own API, else null. */
const ourApiPath = (action: string): string | null => {
  const url = new URL(action, window.location.origin);
  if (url.origin !== window.location.origin || !url.pathname.startsWith(`${API_BASE}/`)) return null;
  return url.pathname.slice(API_BASE.length) + url.search;
};

// Outside providers word their answers differently (Formspree sends `errors: [{message}]`).
const messageOf = (answer: Answer | null): string | undefined =>
  answer?.message ??
  answer?.errors
    ?.map((error) => error.message)
    .filter(Boolean)
    .join(' ') ??
  undefined;

/**
 * Sends the contact form and resolves with the text to show the visitor. Throws ApiError (with
 * the server's message when it gave one) or NetworkError.
 */
export async function submitContact(action: string, values: ContactRequest): Promise<Sent> {
  const apiPath = ourApiPath(action);
  if (apiPath) {
    const answer = await postJson<Answer>(apiPath, values);
    return { message: answer?.message ?? SENT_TEXT, ...(answer?.tour ? { tour: answer.tour } : {}) };
  }

  // An outside provider gets what a plain form post would send (a list as a repeated field, the
  // pre-screen as care_needs[mobility], a ticked box as 'true'); Accept asks it for JSON, not a page.
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    if (value === true) body.append(name, 'true');
    else if (typeof value === 'object' && !Array.isArray(value)) for (const [key, one] of Object.entries(value)) body.append(`${name}[${key}]`, String(one));
    else for (const one of [value ?? []].flat()) body.append(name, one);
  }
  let response: Response;
  try {
    response = await fetch(action, { method: 'POST', body, headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new NetworkError(error);
  }
  const answer = (await response.json().catch(() => null)) as Answer | null;
  const message = messageOf(answer) || undefined;
  if (!response.ok) throw new ApiError(message ?? `HTTP error! status: ${response.status}`, response.status, message);
  return { message: message ?? SENT_TEXT };
}
