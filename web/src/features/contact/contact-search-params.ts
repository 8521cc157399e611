import { plainSearch } from '../../lib/plain-search';

// The contact route's validateSearch, apart from the rest of contact-search.ts: the route's
// definition is in the app's entry (the router needs it to match an address), so what it imports
// is downloaded on every page; reading the outcome of a form post (and the server's messages it
// trusts) travels with the contact page's chunk.

/**
 * The route's search: which parameters make the page what it is (the server draws one page per
 * set of them, entry-server.tsx). Each is kept as the router parsed it: the router writes the
 * search back into the address, and a string "1" would come back as `"1"` (then redirected to);
 * the page reads the raw query string (contact-search.ts).
 */
export const contactSearchParams = plainSearch(['type', 'sent', 'error', 'tour', 'ics', 'manage']);

/** The contact page's own query parameters (the rest of a query string changes nothing on the page), as the router parsed them. */
export type ContactSearchParams = ReturnType<typeof contactSearchParams>;
